// Makes the container reachable from React without importing adapters into the UI: components ask for a
// port by its token (`useInjection(Clock)`), and only src/app knows what is bound behind it.
import { createContext, useContext, type ReactNode } from 'react';
import type { Container, ServiceIdentifier } from 'inversify';

const ContainerContext = createContext<Container | null>(null);

export function ContainerProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

/** The service bound to `token`. Singletons, so repeated calls in renders return the same object. */
export function useInjection<T>(token: ServiceIdentifier<T>): T {
  const container = useContext(ContainerContext);
  if (container === null) throw new Error('useInjection outside <ContainerProvider>');
  return container.get<T>(token);
}

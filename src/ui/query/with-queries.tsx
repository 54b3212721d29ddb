// Server state on screens (a report, a list, a receipt) is read through TanStack Query, with one cache for
// the whole app so a screen opened again shows what it had at once and refreshes behind it. The provider
// wraps each screen that reads through it rather than the app's root: TanStack Query then travels in the
// lazy screens' shared chunk, and the login page's first download stays within its budget.
import type { ComponentType, JSX } from 'react';
import { QueryClient, QueryClientProvider, onlineManager } from '@tanstack/react-query';

/** The app's one query cache. Answers carry catalogue error codes that a retry would only repeat (a
 *  signed-out session, a refused parameter), and screens poll where the product asks for it, so neither
 *  retries nor refetch-on-focus are on by default. A call made offline is still made and fails at once
 *  with E101 'offline' (the HTTP adapter's), which the screen shows, rather than waiting unseen for the
 *  network ('always'); once the device is back online, what a screen shows is read again (refetch on
 *  reconnect, which 'always' would turn off), so a screen that failed offline fills in by itself. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: false,
      refetchOnWindowFocus: false,
      staleTime: 5_000,
      networkMode: 'always',
      refetchOnReconnect: true,
    },
    mutations: { retry: false, networkMode: 'always' },
  },
});

// TanStack starts "online" and learns only from the 'online' and 'offline' events: a page loaded offline
// (the app's offline reload) would never see a change, and never read again. It starts from the
// browser's own flag instead.
onlineManager.setOnline(globalThis.navigator?.onLine !== false);

/** The screen, inside the app's query cache. */
export function withQueries<Props extends object>(Screen: ComponentType<Props>): ComponentType<Props> {
  function WithQueries(props: Props): JSX.Element {
    return (
      <QueryClientProvider client={queryClient}>
        <Screen {...props} />
      </QueryClientProvider>
    );
  }
  WithQueries.displayName = `WithQueries(${Screen.displayName ?? Screen.name})`;
  return WithQueries;
}

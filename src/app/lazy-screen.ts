// A screen of the router (router.tsx) as a lazy chunk that start-up can also fetch ahead of its render.
import type { ComponentType } from 'react';
import { preloadableLazy } from '../ui/preloadable-lazy.ts';
import type { Namespace } from '../ui/i18n/namespaces.ts';

/** A lazy screen that can also be fetched ahead of its render (see openedScreenOf). */
export interface LazyScreen {
  Component: ComponentType;
  preload: () => Promise<unknown>;
  /** The lazy message namespaces its first render suspends on (fetched with its chunk; see openedScreenOf). */
  namespaces: readonly Namespace[];
}

export function screen<M>(load: () => Promise<M>, name: keyof M, namespaces: readonly Namespace[] = []): LazyScreen {
  const { Component, preload } = preloadableLazy(load, (m) => m[name] as ComponentType);
  return { Component, preload, namespaces };
}

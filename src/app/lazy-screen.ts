// A screen of the router (router.tsx) as a lazy chunk that start-up can also fetch ahead of its render.
import { lazy, type ComponentType } from 'react';
import type { Namespace } from '../ui/i18n/namespaces.ts';

/** A lazy screen that can also be fetched ahead of its render (see openedScreenOf). */
export interface LazyScreen {
  Component: ComponentType;
  preload: () => Promise<unknown>;
  /** The lazy message namespaces its first render suspends on (fetched with its chunk; see openedScreenOf). */
  namespaces: readonly Namespace[];
}

export function screen<M>(load: () => Promise<M>, name: keyof M, namespaces: readonly Namespace[] = []): LazyScreen {
  let loaded: { default: ComponentType } | undefined;
  const preload = () => load().then((m) => (loaded = { default: m[name] as ComponentType }));
  // A screen whose chunk is already in renders at once: given a thenable that has already resolved,
  // React.lazy does not suspend. A suspension would show the Suspense fallback, and React then holds the
  // screen back until 300 ms after that fallback appeared (its fallback throttle): the largest paint of a
  // reloaded screen came ~300 ms after its chunk was in.
  const Component = lazy(() => (loaded === undefined ? preload() : resolvedThenable(loaded)));
  return { Component, preload, namespaces };
}

/**
 * What React.lazy reads as "already loaded": a thenable that calls back at once, where a resolved Promise
 * would call back only in a later microtask (React.lazy calls `then` and nothing else; its type asks for a
 * Promise).
 */
function resolvedThenable<T>(value: T): Promise<T> {
  return { then: (onFulfilled: (loaded: T) => unknown) => onFulfilled(value) } as unknown as Promise<T>;
}

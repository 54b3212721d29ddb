// A lazy component (React.lazy) that can also be fetched ahead of its first render, and that does not
// suspend once its chunk is in: the router's screens (src/app/lazy-screen.ts) and what a screen shows only
// later (the receipt dialog) are made with it.
import { lazy, type ComponentType } from 'react';

export interface PreloadableLazy<P extends object> {
  Component: ComponentType<P>;
  /** Fetches the chunk; once it is in, the component renders without suspending. */
  preload: () => Promise<unknown>;
}

export function preloadableLazy<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): PreloadableLazy<P> {
  let loaded: { default: ComponentType<P> } | undefined;
  const preload = () => load().then((m) => (loaded = { default: pick(m) }));
  // A component whose chunk is already in renders at once: given a thenable that has already resolved,
  // React.lazy does not suspend. A suspension would show the Suspense fallback, and React then holds the
  // content back until 300 ms after that fallback appeared (its fallback throttle): the largest paint of a
  // reloaded screen came ~300 ms after its chunk was in.
  const Component = lazy(() => (loaded === undefined ? preload() : resolvedThenable(loaded)));
  return { Component, preload };
}

/**
 * What React.lazy reads as "already loaded": a thenable that calls back at once, where a resolved Promise
 * would call back only in a later microtask (React.lazy calls `then` and nothing else; its type asks for a
 * Promise).
 */
function resolvedThenable<T>(value: T): Promise<T> {
  return { then: (onFulfilled: (loaded: T) => unknown) => onFulfilled(value) } as unknown as Promise<T>;
}

// Work that can wait until the page has nothing better to do (prefetches). Safari has no
// requestIdleCallback: there a short timeout stands in. Answers the cancel function, for an effect's cleanup.
const FALLBACK_DELAY_MS = 1500;
/** Even without an idle moment, the work runs within this time. */
const IDLE_TIMEOUT_MS = 5000;

export function whenIdle(work: () => void): () => void {
  if (typeof globalThis.requestIdleCallback === 'function') {
    const handle = globalThis.requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
    return () => globalThis.cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, FALLBACK_DELAY_MS);
  return () => clearTimeout(timer);
}

/** Resolves in a later task (a macrotask), so the browser can paint and handle input in between. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

// A deploy replaces the hashed chunks: a tab opened before it asks for a chunk that is gone, and the
// import fails. Reloading once gets the new index.html and its chunks; reloading again would loop if the
// failure is something else (the phone is offline), so a second failure within RELOAD_WINDOW_MS shows
// the error screen instead.

/** The browsers' messages for a dynamic import or module script that failed to load. */
const CHUNK_FAILURE =
  /dynamically imported module|module script failed|error loading dynamically imported|Unable to preload CSS/i;

export const RELOAD_WINDOW_MS = 30_000;
const STORAGE_KEY = 'chunk-reload-at';

export function isChunkLoadFailure(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return CHUNK_FAILURE.test(message);
}

/** Whether to reload by itself now, given when it last did (ms, or null) and the time now. */
export function shouldReloadForChunk(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt > RELOAD_WINDOW_MS;
}

/** Whether a reload is due for a failed chunk (none was done within the window). Reads only. */
export function chunkReloadDue(): boolean {
  let last: number | null = null;
  try {
    const stored = sessionStorage.getItem(STORAGE_KEY);
    last = stored === null ? null : Number(stored);
  } catch {
    // Storage refused (private mode): reload anyway, at worst once per failure.
  }
  return shouldReloadForChunk(last, Date.now());
}

/** Notes the time and reloads the page. */
export function reloadForChunk(): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, String(Date.now()));
  } catch {
    // See chunkReloadDue.
  }
  window.location.reload();
}

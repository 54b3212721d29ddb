// The results a page showed last, kept on the device so that a page opened without a connection shows
// them (marked as a saved copy, with when) instead of only an error. A few queries at most (the all tab and
// the tabs last looked at), in one local-storage entry; anything unreadable counts as nothing saved.
import type { ResultListItem } from '../../../../contract/results.ts';

export const RESULTS_CACHE_KEY = 'results-offline';
/** The all tab and a handful of operator tabs: enough for the pages a player goes back to. */
export const RESULTS_CACHE_SIZE = 6;

export interface SavedResults {
  /** When they were saved (ms, from the Clock port). */
  savedAt: number;
  results: readonly ResultListItem[];
}

type Entries = Record<string, SavedResults>;

function isSaved(value: unknown): value is SavedResults {
  if (typeof value !== 'object' || value === null) return false;
  const { savedAt, results } = value as Record<string, unknown>;
  return (
    typeof savedAt === 'number' &&
    Array.isArray(results) &&
    results.every(
      (item) =>
        typeof item === 'object' && item !== null && typeof (item as Record<string, unknown>).drawType === 'string',
    )
  );
}

function readEntries(storage: Storage | null): Entries {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(RESULTS_CACHE_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, SavedResults] => isSaved(entry[1])),
    );
  } catch {
    return {};
  }
}

export function readSavedResults(storage: Storage | null, key: string): SavedResults | null {
  return readEntries(storage)[key] ?? null;
}

/** Saves one query's results; the oldest saved queries beyond RESULTS_CACHE_SIZE go. */
export function saveResults(storage: Storage | null, key: string, saved: SavedResults): void {
  const entries = { ...readEntries(storage), [key]: saved };
  const kept = Object.entries(entries)
    .sort((a, b) => b[1].savedAt - a[1].savedAt)
    .slice(0, RESULTS_CACHE_SIZE);
  try {
    storage?.setItem(RESULTS_CACHE_KEY, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // A full or missing storage: the page works as before, only without a copy for the next offline start.
  }
}

/** The page's localStorage, or null where touching it throws (private modes, sandboxed frames). */
export function pageStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

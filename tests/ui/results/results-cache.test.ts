// The results saved on the device for an offline start: read back by query, the newest few kept, anything
// unreadable treated as nothing saved.
import { describe, expect, it } from 'vitest';
import type { ResultListItem } from '../../../contract/results.ts';
import {
  readSavedResults,
  RESULTS_CACHE_KEY,
  RESULTS_CACHE_SIZE,
  saveResults,
} from '../../../src/ui/routes/results/results-cache.ts';

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
}
const storage = () => new MemoryStorage() as unknown as Storage & MemoryStorage;
const item = (drawType: string) => ({ drawType, drawDate: '2026-11-18', published: true }) as unknown as ResultListItem;

describe('results cache', () => {
  it('gives back what was saved for the same query only', () => {
    const store = storage();
    saveResults(store, 'all', { savedAt: 10, results: [item('M'), item('P')] });
    expect(readSavedResults(store, 'all')).toEqual({ savedAt: 10, results: [item('M'), item('P')] });
    expect(readSavedResults(store, 'M:')).toBeNull();
  });

  it(`keeps the ${RESULTS_CACHE_SIZE} most recently saved queries`, () => {
    const store = storage();
    for (let index = 0; index <= RESULTS_CACHE_SIZE; index++)
      saveResults(store, `q${index}`, { savedAt: index, results: [item('M')] });
    expect(readSavedResults(store, 'q0')).toBeNull();
    expect(readSavedResults(store, `q${RESULTS_CACHE_SIZE}`)?.savedAt).toBe(RESULTS_CACHE_SIZE);
  });

  it('treats broken or foreign entries as nothing saved, and works without storage', () => {
    const store = storage();
    store.setItem(RESULTS_CACHE_KEY, '{not json');
    expect(readSavedResults(store, 'all')).toBeNull();
    store.setItem(
      RESULTS_CACHE_KEY,
      JSON.stringify({ all: { savedAt: 'x', results: [] }, M: { savedAt: 1, results: [{ nope: 1 }] } }),
    );
    expect(readSavedResults(store, 'all')).toBeNull();
    expect(readSavedResults(store, 'M')).toBeNull();
    expect(readSavedResults(null, 'all')).toBeNull();
    expect(() => saveResults(null, 'all', { savedAt: 1, results: [] })).not.toThrow();
  });
});

// A chunk that failed to load after a deploy reloads the page once, never in a loop.
import { describe, expect, it } from 'vitest';
import {
  isChunkLoadFailure,
  RELOAD_WINDOW_MS,
  shouldReloadForChunk,
} from '../../../src/ui/components/shell/chunk-reload.ts';

describe('a failed chunk', () => {
  it("is recognised by each browser's message", () => {
    expect(
      isChunkLoadFailure(new TypeError('Failed to fetch dynamically imported module: http://x/assets/a-1.js')),
    ).toBe(true);
    expect(isChunkLoadFailure(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadFailure(new TypeError('error loading dynamically imported module: http://x/a.js'))).toBe(true);
    expect(isChunkLoadFailure(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadFailure(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isChunkLoadFailure(null)).toBe(false);
  });

  it('reloads the first time, not again within the window, and again after it', () => {
    expect(shouldReloadForChunk(null, 1_000_000)).toBe(true);
    expect(shouldReloadForChunk(1_000_000, 1_000_000 + RELOAD_WINDOW_MS)).toBe(false);
    expect(shouldReloadForChunk(1_000_000, 1_000_000 + RELOAD_WINDOW_MS + 1)).toBe(true);
  });
});

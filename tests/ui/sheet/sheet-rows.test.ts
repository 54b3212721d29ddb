import { describe, expect, it } from 'vitest';
import { URGENT_ROWS, rowCountFor, rowText } from '../../../src/ui/routes/sheet/sheet-rows.tsx';

describe('the rows a paste renders at once', () => {
  const latest = Array.from({ length: 50 }, (_, row) => `new ${row}`);
  const later = Array.from({ length: 50 }, (_, row) => `old ${row}`);

  it('shows the latest text within URGENT_ROWS of the caret and the deferred text beyond', () => {
    const caret = 40;
    expect(rowText(caret, caret, latest, later)).toBe('new 40');
    expect(rowText(caret - URGENT_ROWS, caret, latest, later)).toBe(`new ${caret - URGENT_ROWS}`);
    expect(rowText(caret - URGENT_ROWS - 1, caret, latest, later)).toBe(`old ${caret - URGENT_ROWS - 1}`);
    expect(rowText(0, caret, latest, later)).toBe('old 0');
  });

  it('shows the latest text everywhere before the caret was ever placed, and empty past the end', () => {
    expect(rowText(49, null, latest, later)).toBe('new 49');
    expect(rowText(60, 55, latest, later)).toBe('');
  });

  it('always shows at least 50 rows, one more than the lines, at most the line limit', () => {
    expect(rowCountFor(0)).toBe(50);
    expect(rowCountFor(60)).toBe(61);
    expect(rowCountFor(10_000)).toBeLessThan(10_000);
  });
});

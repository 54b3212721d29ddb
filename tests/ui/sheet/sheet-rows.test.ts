import { describe, expect, it } from 'vitest';
import { rowCountFor } from '../../../src/ui/routes/sheet/sheet-rows.tsx';

describe('the row count', () => {
  it('always shows at least 50 rows, one more than the lines, at most the line limit', () => {
    expect(rowCountFor(0)).toBe(50);
    expect(rowCountFor(60)).toBe(61);
    expect(rowCountFor(10_000)).toBeLessThan(10_000);
  });
});

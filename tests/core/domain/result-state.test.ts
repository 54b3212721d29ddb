// The result-state rules: published means prize1 is out (docs/product.md S4); waiting / live / final by
// how many prizes of the draw's tables are out.
import { describe, expect, it } from 'vitest';
import type { DrawTables } from '../../../contract/results.ts';
import { DASH, isDash, isPublished, prizesOf, resultState } from '../../../src/core/domain/result-state.ts';

function tables(fill: (index: number) => string, extra: { m5?: boolean; m6?: boolean } = {}): DrawTables {
  const m4: Record<string, string> = { prize1: fill(0), prize2: fill(1), prize3: fill(2) };
  for (let i = 1; i <= 13; i += 1) m4[`prizeStarter${i}`] = fill(2 + i);
  for (let i = 1; i <= 10; i += 1) m4[`prizeConsolation${i}`] = fill(15 + i);
  return {
    m4: m4 as unknown as DrawTables['m4'],
    ...(extra.m5 ? { m5: { prize1: fill(26), prize2: fill(27), prize3: fill(28) } } : {}),
    ...(extra.m6 ? { m6: { prize1: fill(29) } } : {}),
  };
}

describe('result state', () => {
  it('dashes, blanks and nothing are not drawn; digits are', () => {
    expect([DASH, '-', '', ' ', undefined].map(isDash)).toEqual([true, true, true, true, true]);
    expect(isDash('0000')).toBe(false);
  });

  it('lists the 26 prizes of 4D, then 5D and 6D when the operator has them', () => {
    expect(prizesOf(tables(() => DASH))).toHaveLength(26);
    expect(prizesOf(tables((i) => String(i), { m5: true, m6: true }))).toEqual(
      Array.from({ length: 30 }, (_, i) => String(i)),
    );
  });

  it('prize1 dash → not published, even with other prizes out', () => {
    const someOut = tables((i) => (i === 0 ? DASH : '1234'));
    expect(isPublished(someOut)).toBe(false);
    expect(resultState(someOut)).toBe('live');
    expect(isPublished(tables((i) => (i === 0 ? '1234' : DASH)))).toBe(true);
  });

  it('all dashes → waiting; some out → live; every prize out (5D and 6D too) → final', () => {
    expect(resultState(tables(() => DASH, { m6: true }))).toBe('waiting');
    expect(resultState(tables((i) => (i < 3 ? '1234' : DASH)))).toBe('live');
    expect(resultState(tables(() => '1234', { m6: true }))).toBe('final');
    expect(resultState(tables((i) => (i === 29 ? DASH : '1234'), { m5: true, m6: true }))).toBe('live');
  });
});

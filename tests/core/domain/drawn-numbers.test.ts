// The lookup's pure rules (src/core/domain/drawn-numbers.ts, hot-cold.ts): the rows a result gives, the keys a
// number is searched by (with and without its orderings), the hits shown, the counts and hot/cold.
import { describe, expect, it } from 'vitest';
import {
  countsByRank,
  cursorOf,
  cursorText,
  drawnNumbersOf,
  lookupKeys,
  orderingCount,
  shownHits,
  type NumberHit,
} from '../../../src/core/domain/drawn-numbers.ts';
import { coldNumbers, digitCounts, extremeDigits, hotNumbers } from '../../../src/core/domain/hot-cold.ts';

const starters = Array.from({ length: 13 }, (_, i) => String(3000 + i));
const consolations = Array.from({ length: 10 }, (_, i) => String(4000 + i));
const result = {
  fourD: { first: '1234', second: '5234', third: '9870', starters, consolations },
  fiveD: { first: '12345', second: '54321', third: '00000' },
  sixD: { first: '123456' },
};

describe('the rows of a result', () => {
  const rows = drawnNumbersOf(result);
  it('gives the 26 4D numbers, the 3 endings for 3D, 5D with its 3 derived tiers and 6D with 8', () => {
    expect(rows.filter((row) => row.game === '4D')).toHaveLength(26);
    expect(rows.filter((row) => row.game === '3D').map((row) => [row.digits, row.rank, row.prize])).toEqual([
      ['234', '1st', '1234'],
      ['234', '2nd', '5234'],
      ['870', '3rd', '9870'],
    ]);
    expect(rows.filter((row) => row.game === '5D').map((row) => row.key)).toEqual([
      '5D:12345',
      '5D:54321',
      '5D:00000',
      '5D>:2345',
      '5D>:345',
      '5D>:45',
    ]);
    expect(rows.filter((row) => row.game === '6D').map((row) => `${row.key} ${row.rank}`)).toEqual([
      '6D:123456 1st',
      '6D<:12345 2nd',
      '6D>:23456 2nd',
      '6D<:1234 3rd',
      '6D>:3456 3rd',
      '6D<:123 4th',
      '6D>:456 4th',
      '6D<:12 5th',
      '6D>:56 5th',
    ]);
    expect(rows.find((row) => row.key === '5D:54321')?.sortedKey).toBe('5D:12345');
  });
  it('gives nothing for an unpublished or missing part, and only the prizes out of a part still being drawn', () => {
    expect(drawnNumbersOf({})).toEqual([]);
    const dashes = { first: '----', second: '----', third: '----', starters: ['----'], consolations: ['----'] };
    expect(drawnNumbersOf({ fourD: dashes, sixD: { first: '------' } })).toEqual([]);
    const live = drawnNumbersOf({
      fourD: { ...dashes, second: '4321' },
      fiveD: { first: '-----', second: '12345', third: '-----' },
    });
    expect(live.map((row) => `${row.key} ${row.rank}`)).toEqual(['4D:4321 2nd', '3D:321 2nd', '5D:12345 2nd']);
  });
});

describe('the keys of a number', () => {
  it('exact: the number, and for 5D/6D its trailing (and leading) digits', () => {
    expect(lookupKeys('0123', false)).toEqual({ column: 'key', keys: ['4D:0123'] });
    expect(lookupKeys('12345', false).keys).toEqual(['5D:12345', '5D>:2345', '5D>:345', '5D>:45']);
    expect(lookupKeys('654321', false).keys).toHaveLength(9);
  });
  it('with permutations: sorted keys of every sub-multiset, so any ordering matches', () => {
    expect(lookupKeys('4321', true)).toEqual({ column: 'sorted_key', keys: ['4D:1234'] });
    const five = lookupKeys('54321', true).keys;
    expect(five).toContain('5D>:2345');
    expect(five).toContain('5D>:15');
    expect(five).toHaveLength(1 + 5 + 10 + 10);
    expect(lookupKeys('11', true).keys).toEqual(['2D:11']);
  });
  it('counts distinct orderings', () => {
    expect(orderingCount('1234')).toBe(24);
    expect(orderingCount('1123')).toBe(12);
    expect(orderingCount('777')).toBe(1);
    expect(orderingCount('123456')).toBe(720);
  });
});

describe('the hits shown', () => {
  const hit = (
    resultId: number,
    drawDate: string,
    drawType: string,
    game: NumberHit['game'],
    rank: NumberHit['rank'],
  ): NumberHit => ({ resultId, drawDate, drawType, game, rank, digits: '', prize: '' });
  it("keeps a 5D/6D draw's best tier only, every 3D hit, newest first then draw-type order", () => {
    const shown = shownHits(
      [
        hit(1, '2026-01-01', 'T', '5D', '6th'),
        hit(1, '2026-01-01', 'T', '5D', '1st'),
        hit(2, '2026-02-01', 'M', '3D', '2nd'),
        hit(2, '2026-02-01', 'M', '3D', '1st'),
        hit(3, '2026-02-01', 'A', '6D', '5th'),
        hit(3, '2026-02-01', 'A', '6D', '3rd'),
      ],
      ['M', 'T', 'A'],
    );
    expect(shown.map((h) => `${h.drawDate} ${h.drawType} ${h.rank}`)).toEqual([
      '2026-02-01 M 1st',
      '2026-02-01 M 2nd',
      '2026-02-01 A 3rd',
      '2026-01-01 T 1st',
    ]);
    expect(countsByRank(shown)).toMatchObject({ '1st': 2, '2nd': 1, '3rd': 1, '6th': 0, special: 0 });
  });
});

describe("the lookup's page cursor", () => {
  it('names the last draw of a page and reads back only what it wrote', () => {
    expect(cursorText({ drawDate: '2026-11-15', drawType: 'L3' })).toBe('2026-11-15~L3');
    expect(cursorOf('2026-11-15~L3')).toEqual({ drawDate: '2026-11-15', drawType: 'L3' });
    expect(cursorOf('2026-11-15')).toBeNull();
    expect(cursorOf('15-11-2026~M')).toBeNull();
    expect(cursorOf('2026-11-15~M~M')).toBeNull();
  });
});

describe('hot and cold', () => {
  const numbers = ['1234', '1234', '1234', '5678', '5678', '0000'];
  it('hot: most drawn first, the lower number on a tie', () => {
    expect(hotNumbers(numbers, 2)).toEqual([
      { number: '1234', count: 3 },
      { number: '5678', count: 2 },
    ]);
  });
  it('cold: never drawn first (lowest number), then the longest absent', () => {
    const last = new Map(Array.from({ length: 10_000 }, (_, i) => [String(i).padStart(4, '0'), '2026-01-02']));
    last.set('4444', '2025-01-01');
    last.delete('9999');
    const cold = coldNumbers(numbers, last, 3);
    expect(cold).toEqual([
      { number: '9999', count: 0, lastDrawn: null },
      { number: '4444', count: 0, lastDrawn: '2025-01-01' },
      { number: '0001', count: 0, lastDrawn: '2026-01-02' },
    ]);
  });
  it("digits by position, and each position's hottest and coldest", () => {
    const counts = digitCounts(numbers);
    expect(counts[0]).toEqual([1, 3, 0, 0, 0, 2, 0, 0, 0, 0]);
    expect(counts[3]![4]).toBe(3);
    expect(extremeDigits(counts[0]!)).toEqual({ hot: 1, cold: 2 });
  });
});

// The numbers page's pure helpers and the picture's text: what the URL reads as, a number's picture lines
// (nothing but its history), a result's lines, and line wrapping by width.
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { NumberLookupAnswer } from '../../../contract/numbers.ts';
import type { ResultListItem } from '../../../contract/results.ts';
import { countsByRank } from '../../../src/core/domain/drawn-numbers.ts';
import {
  digitsOf,
  numberPicture,
  periodOf,
  PICTURE_HITS,
  viewOf,
} from '../../../src/ui/routes/numbers/numbers-model.ts';
import { drawTypeName } from '../../../src/ui/format/draw-type-name.ts';
import { wrapLine } from '../../../src/ui/share/picture.ts';
import { resultLines } from '../../../src/ui/share/result-lines.ts';
import { pictureFileName } from '../../../src/ui/share/share-file.ts';

/** Messages as 'key{options}', so a test sees which message and with what. */
const t = ((key: string, options?: Record<string, unknown>) =>
  options ? `${key}${JSON.stringify(options)}` : key) as unknown as TFunction<'numbers'>;

describe('the URL', () => {
  it('reads the view, the period and the typed digits, with safe defaults', () => {
    expect(viewOf('hot-cold')).toBe('hot-cold');
    expect(viewOf('x')).toBe('lookup');
    expect(periodOf('365')).toBe(365);
    expect(periodOf('31')).toBe(30);
    expect(digitsOf(' 12-34 5678')).toBe('123456');
    expect(drawTypeName('L3')).toBe('Lucky 15:30');
    expect(drawTypeName('M')).toBe('Magnum 19:00');
  });
});

describe("a number's picture", () => {
  const hit = (day: number) => ({
    drawType: 'M',
    drawDate: `2026-10-${String(day).padStart(2, '0')}`,
    game: '4D' as const,
    rank: '1st' as const,
    digits: '1234',
    prize: '1234',
  });
  const answer = (hits: number): NumberLookupAnswer => {
    const list = Array.from({ length: hits }, (_, i) => hit(28 - i));
    return {
      number: '1234',
      permutations: false,
      orderings: 1,
      hits: list,
      total: list.length,
      nextCursor: null,
      counts: countsByRank(list),
      lastDrawn: list[0]?.drawDate ?? null,
      daysSince: 3,
    };
  };
  it('lists the counts and the newest hits, then how many more', () => {
    const picture = numberPicture(answer(PICTURE_HITS + 3), t, { site: 'Tikam', when: '2026-11-18 10:00' });
    expect(picture.title).toBe('picture-number-title{"number":"1234"}');
    expect(picture.subtitle).toBe('summary{"number":"1234","count":15}');
    expect(picture.lines.slice(0, 3)).toEqual([
      'rank-1st 15 · rank-2nd 0 · rank-3rd 0',
      'rank-special 0 · rank-consolation 0',
      '',
    ]);
    expect(picture.lines[3]).toBe('2026-10-28  M   1234  rank-1st');
    expect(picture.lines).toHaveLength(3 + PICTURE_HITS + 1);
    expect(picture.lines.at(-1)).toBe('picture-more{"count":3}');
    expect(picture.footer).toBe('picture-footer{"site":"Tikam","when":"2026-11-18 10:00"}');
  });
  it("counts every page's hits, not only the loaded ones", () => {
    const picture = numberPicture({ ...answer(PICTURE_HITS + 3), total: 500 }, t, { site: 'S', when: 'W' });
    expect(picture.subtitle).toBe('summary{"number":"1234","count":500}');
    expect(picture.lines.at(-1)).toBe(`picture-more{"count":${500 - PICTURE_HITS}}`);
  });
  it('says "never" for a number without hits', () => {
    expect(numberPicture(answer(0), t, { site: 'S', when: 'W' }).subtitle).toBe('never{"number":"1234"}');
  });
});

describe("a result's lines", () => {
  it('lists the top prizes, the specials and consolations five a line, then 5D and 6D', () => {
    const m4 = { prize1: '1111', prize2: '2222', prize3: '3333' } as Record<string, string>;
    for (let i = 1; i <= 13; i++) m4[`prizeStarter${i}`] = String(4000 + i);
    for (let i = 1; i <= 10; i++) m4[`prizeConsolation${i}`] = String(5000 + i);
    const item = {
      drawType: 'T',
      drawDate: '2026-11-15',
      published: true,
      m4,
      m5: { prize1: '12345', prize2: '23456', prize3: '34567' },
      m6: { prize1: '123456' },
    } as unknown as ResultListItem;
    const lines = resultLines(item, (rank) => rank);
    expect(lines.slice(0, 3)).toEqual(['1st  1111', '2nd  2222', '3rd  3333']);
    expect(lines[3]).toBe('special');
    expect(lines[4]).toBe('  4001  4002  4003  4004  4005');
    expect(lines[6]).toBe('  4011  4012  4013');
    expect(lines.at(-2)).toBe('5D  1st 12345  2nd 23456  3rd 34567');
    expect(lines.at(-1)).toBe('6D  1st 123456');
  });
});

describe("the picture's text", () => {
  it('wraps a line wider than the picture by characters', () => {
    expect(wrapLine((text) => text.length * 10, 'abcdefghij', 40)).toEqual(['abcd', 'efgh', 'ij']);
    expect(wrapLine((text) => text.length * 10, 'abc', 40)).toEqual(['abc']);
  });
  it('names the file with letters, digits and dashes only', () => {
    expect(pictureFileName('Tikam Demo', 'receipt', '42')).toBe('tikam-demo-receipt-42.png');
    expect(pictureFileName('', '../x')).toBe('x.png');
  });
});

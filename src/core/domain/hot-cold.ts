// Hot and cold numbers and digits of one draw type over a period: how often each 4D number and each digit
// in each of the four positions came among the 26 drawn 4D numbers (1st, 2nd, 3rd, starters, consolations)
// of the period's draws. Hot: drawn most; cold: drawn least, and among those the longest absent. Pure.

export interface NumberCount {
  number: string;
  count: number;
}

export interface ColdNumber extends NumberCount {
  /** The last draw date the number came on this draw type, in all stored history; null: never. */
  lastDrawn: string | null;
}

export const HOT_COLD_PERIODS = [30, 90, 365] as const;
export type HotColdPeriod = (typeof HOT_COLD_PERIODS)[number];
export const HOT_COLD_LIMIT = 10;
const WIDTH = 4;

function countsOf(numbers: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const number of numbers) counts.set(number, (counts.get(number) ?? 0) + 1);
  return counts;
}

/** The most drawn numbers: count descending, then the number ascending. */
export function hotNumbers(numbers: readonly string[], limit = HOT_COLD_LIMIT): NumberCount[] {
  return [...countsOf(numbers)]
    .map(([number, count]) => ({ number, count }))
    .sort((a, b) => b.count - a.count || a.number.localeCompare(b.number))
    .slice(0, limit);
}

/**
 * The least drawn of all 10,000 numbers in the period; ties go to the one absent longest (never drawn
 * first), then the number ascending.
 */
export function coldNumbers(
  numbers: readonly string[],
  lastDrawn: ReadonlyMap<string, string>,
  limit = HOT_COLD_LIMIT,
): ColdNumber[] {
  const counts = countsOf(numbers);
  const all: ColdNumber[] = [];
  for (let value = 0; value < 10 ** WIDTH; value++) {
    const number = String(value).padStart(WIDTH, '0');
    all.push({ number, count: counts.get(number) ?? 0, lastDrawn: lastDrawn.get(number) ?? null });
  }
  // Plain comparisons, not localeCompare: ISO dates and fixed-width numbers order by code unit, and 10,000
  // entries are sorted on every read.
  const absence = (date: string | null) => date ?? '';
  const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return all
    .sort((a, b) => a.count - b.count || order(absence(a.lastDrawn), absence(b.lastDrawn)) || order(a.number, b.number))
    .slice(0, limit);
}

/** counts[position][digit]: how often each digit stood at each of the four positions. */
export function digitCounts(numbers: readonly string[]): number[][] {
  const counts = Array.from({ length: WIDTH }, () => Array.from({ length: 10 }, () => 0));
  for (const number of numbers) {
    if (number.length !== WIDTH) continue;
    for (let position = 0; position < WIDTH; position++) {
      const digit = number.charCodeAt(position) - 48;
      const row = counts[position] as number[];
      if (digit >= 0 && digit <= 9) row[digit] = (row[digit] as number) + 1;
    }
  }
  return counts;
}

/** The hottest and coldest digit of one position (the lower digit on a tie). */
export function extremeDigits(counts: readonly number[]): { hot: number; cold: number } {
  let hot = 0;
  let cold = 0;
  counts.forEach((count, digit) => {
    if (count > (counts[hot] as number)) hot = digit;
    if (count < (counts[cold] as number)) cold = digit;
  });
  return { hot, cold };
}

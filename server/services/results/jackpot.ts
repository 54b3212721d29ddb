// The L and A jackpot banners (docs/product.md S3 "Jackpot"). There is no jackpot source and no table: the
// amounts are DEMO DATA, derived so that they are stable (the same date always shows the same amount, on
// every server) and look like a jackpot: a base that grows by a seeded daily increment and resets every
// JACKPOT_CYCLE_DAYS days, as if won.
import type { JackpotItem } from '../../../contract/results.ts';
import { dateToDayNumber, dayNumberToDate } from '../../../src/core/domain/calendar.ts';
import { seededRandom } from '../../settlement/demo-results.ts';

export const JACKPOT_CYCLE_DAYS = 30;
/** Starting amounts in cents: L 1,000,000.00, A 500,000.00 (MYR). */
const BASE_CENTS: Readonly<Record<'L' | 'A', number>> = { L: 100_000_000, A: 50_000_000 };
/** Each day adds 10,000.00 to 49,999.99. */
const MIN_INCREMENT_CENTS = 1_000_000;
const INCREMENT_SPREAD_CENTS = 4_000_000;

/** One draw type's demo jackpot on a date ('YYYY-MM-DD', already validated), in cents. */
export function demoJackpotCents(drawType: 'L' | 'A', date: string): number {
  const day = dateToDayNumber(date);
  const cycleStart = day - (((day % JACKPOT_CYCLE_DAYS) + JACKPOT_CYCLE_DAYS) % JACKPOT_CYCLE_DAYS);
  let cents = BASE_CENTS[drawType];
  // Sum the increments of the cycle's days up to and including this one; each day's is seeded by its own
  // date, so any day's amount can be computed without the others being stored.
  for (let current = cycleStart; current <= day; current++) {
    const seedDate = dayNumberToDate(current);
    cents += MIN_INCREMENT_CENTS + (seededRandom(`jackpot:${drawType}:${seedDate}`)() % INCREMENT_SPREAD_CENTS);
  }
  return cents;
}

/** GetJackpot: L then A on the date. */
export function jackpotsOn(date: string): JackpotItem[] {
  return (['L', 'A'] as const).map((drawType) => ({
    drawType,
    drawDate: date,
    jackpotAmount: demoJackpotCents(drawType, date) / 100,
    currency: 'MYR',
  }));
}

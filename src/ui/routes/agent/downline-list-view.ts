// Which downlines the list shows and in what order: a search on the name (any case) and an order by name,
// by today's stake (most first), by credit used (most first) or by available credit (least first). Pure,
// unit-tested (tests/ui/agent/downline-list-view.test.ts). Money arrives from the port in cents.
import type { DownlineAccount } from '../../../core/ports/downline-service.ts';

export const DOWNLINE_SORTS = ['name', 'today', 'used', 'available'] as const;
export type DownlineSort = (typeof DOWNLINE_SORTS)[number];

const byName = (a: DownlineAccount, b: DownlineAccount): number => {
  const left = a.userId.toLowerCase();
  const right = b.userId.toLowerCase();
  return left < right ? -1 : left > right ? 1 : 0;
};

/** A downline's stake today in cents (0 when it has none: the server leaves it out). */
export const todayStakeOf = (todayStakes: Readonly<Record<string, number>>, account: DownlineAccount): number =>
  todayStakes[account.userId] ?? 0;

export function visibleDownlines(
  downlines: readonly DownlineAccount[],
  query: string,
  sort: DownlineSort,
  todayStakes: Readonly<Record<string, number>> = {},
): DownlineAccount[] {
  const wanted = query.trim().toLowerCase();
  const kept = downlines.filter((account) => wanted === '' || account.userId.toLowerCase().includes(wanted));
  if (sort === 'today')
    return kept.sort((a, b) => todayStakeOf(todayStakes, b) - todayStakeOf(todayStakes, a) || byName(a, b));
  if (sort === 'used') return kept.sort((a, b) => b.usedCreditCents - a.usedCreditCents || byName(a, b));
  if (sort === 'available') return kept.sort((a, b) => a.availableCreditCents - b.availableCreditCents || byName(a, b));
  return kept.sort(byName);
}

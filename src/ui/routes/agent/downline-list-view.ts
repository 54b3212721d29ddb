// Which downlines the list shows and in what order: a search on the name (any case) and an order by name,
// by today's stake (most first), by credit used (most first) or by available credit (least first). Pure,
// unit-tested (tests/ui/agent/downline-list-view.test.ts). Money arrives in units with 2 decimals; compared
// in cents.
import type { AccountSummary } from '../../../../contract/accounts.ts';

export const DOWNLINE_SORTS = ['name', 'today', 'used', 'available'] as const;
export type DownlineSort = (typeof DOWNLINE_SORTS)[number];

const cents = (units: number): number => Math.round(units * 100);
const byName = (a: AccountSummary, b: AccountSummary): number => {
  const left = a.UserId.toLowerCase();
  const right = b.UserId.toLowerCase();
  return left < right ? -1 : left > right ? 1 : 0;
};

/** A downline's stake today in units (0 when it has none: the server leaves it out). */
export const todayStakeOf = (todayStakes: Readonly<Record<string, number>>, account: AccountSummary): number =>
  todayStakes[account.UserId] ?? 0;

export function visibleDownlines(
  downlines: readonly AccountSummary[],
  query: string,
  sort: DownlineSort,
  todayStakes: Readonly<Record<string, number>> = {},
): AccountSummary[] {
  const wanted = query.trim().toLowerCase();
  const kept = downlines.filter((account) => wanted === '' || account.UserId.toLowerCase().includes(wanted));
  if (sort === 'today')
    return kept.sort(
      (a, b) => cents(todayStakeOf(todayStakes, b)) - cents(todayStakeOf(todayStakes, a)) || byName(a, b),
    );
  if (sort === 'used') return kept.sort((a, b) => cents(b.UsedCredit) - cents(a.UsedCredit) || byName(a, b));
  if (sort === 'available')
    return kept.sort((a, b) => cents(a.AvailableCredit) - cents(b.AvailableCredit) || byName(a, b));
  return kept.sort(byName);
}

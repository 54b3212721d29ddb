// Which downlines the list shows and in what order: a search on the name (any case) and an order by name,
// by credit used (most first) or by available credit (least first). Pure, unit-tested
// (tests/ui/agent/downline-list-view.test.ts). Money arrives in units with 2 decimals; compared in cents.
import type { AccountSummary } from '../../../../contract/accounts.ts';

export const DOWNLINE_SORTS = ['name', 'used', 'available'] as const;
export type DownlineSort = (typeof DOWNLINE_SORTS)[number];

const cents = (units: number): number => Math.round(units * 100);
const byName = (a: AccountSummary, b: AccountSummary): number => {
  const left = a.UserId.toLowerCase();
  const right = b.UserId.toLowerCase();
  return left < right ? -1 : left > right ? 1 : 0;
};

export function visibleDownlines(downlines: readonly AccountSummary[], query: string, sort: DownlineSort): AccountSummary[] {
  const wanted = query.trim().toLowerCase();
  const kept = downlines.filter((account) => wanted === '' || account.UserId.toLowerCase().includes(wanted));
  if (sort === 'used') return kept.sort((a, b) => cents(b.UsedCredit) - cents(a.UsedCredit) || byName(a, b));
  if (sort === 'available') return kept.sort((a, b) => cents(a.AvailableCredit) - cents(b.AvailableCredit) || byName(a, b));
  return kept.sort(byName);
}

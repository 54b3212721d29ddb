// The strike page's figures as pure functions (tests/ui/results/strike-model.test.ts; its dates come from
// core/domain/report-dates.ts): an agent's player filter, the totals of what is shown, and the prize tier a hit names.
import type { StrikeHit, StrikeRow, StrikeTotal } from '../../../../contract/reports-draw.ts';

/** The players an agent may filter by: those present in the rows, in code-point order. */
export function playersOf(rows: readonly StrikeRow[]): string[] {
  return [...new Set(rows.map((row) => row.player))].sort();
}

/** An agent's filter: null shows everyone. */
export function rowsFor(rows: readonly StrikeRow[], player: string | null): StrikeRow[] {
  return player === null ? [...rows] : rows.filter((row) => row.player === player);
}

/** The totals per currency of the rows shown (the server's totals are those of every row). */
export function totalsOf(rows: readonly StrikeRow[]): StrikeTotal[] {
  const totals = new Map<string, StrikeTotal>();
  for (const row of rows) {
    const total = totals.get(row.currency) ?? { currency: row.currency, tickets: 0, stakeCents: 0, winCents: 0 };
    totals.set(row.currency, {
      ...total,
      tickets: total.tickets + 1,
      stakeCents: total.stakeCents + row.stakeCents,
      winCents: total.winCents + row.winCents,
    });
  }
  return [...totals.values()].sort((a, b) => (a.currency < b.currency ? -1 : 1));
}

export type PrizeTier = '1' | '2' | '3' | '4' | '5' | '6' | 'special' | 'consolation';

/** 'Prize2_Big' → '2', 'PrizeStarter_Big' → 'special', 'PrizeConsolation_Big' → 'consolation'. */
export function tierOfPrize(prize: string): PrizeTier | null {
  if (prize.startsWith('PrizeStarter')) return 'special';
  if (prize.startsWith('PrizeConsolation')) return 'consolation';
  const digit = /^Prize([1-6])_/.exec(prize)?.[1];
  return (digit as PrizeTier | undefined) ?? null;
}

/** A ticket's hits as (slot, tier) pairs, once each. */
export function hitTiers(hits: readonly StrikeHit[]): { slot: string; tier: PrizeTier }[] {
  const seen = new Set<string>();
  return hits.flatMap((hit) => {
    const tier = tierOfPrize(hit.prize);
    const key = `${hit.slot}:${tier ?? ''}`;
    if (tier === null || seen.has(key)) return [];
    seen.add(key);
    return [{ slot: hit.slot, tier }];
  });
}

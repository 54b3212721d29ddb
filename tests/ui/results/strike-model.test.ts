// The strike page's figures: the agent's player filter, totals of what is shown, prize tiers of hits.
import { describe, expect, it } from 'vitest';
import type { StrikeRow } from '../../../contract/reports-draw.ts';
import { hitTiers, playersOf, rowsFor, tierOfPrize, totalsOf } from '../../../src/ui/routes/strike/strike-model.ts';
import { recentDates } from '../../../src/core/domain/report-dates.ts';

const row = (player: string, currency: string, stakeCents: number, winCents: number): StrikeRow => ({
  betNumber: 1,
  player,
  currency,
  drawType: 'M',
  drawDate: '2026-11-18',
  number: '1234',
  mode: 'S',
  slots: [{ slot: 'B', amountCents: stakeCents }],
  hits: [{ slot: 'B', prize: 'Prize1_Big' }],
  stakeCents,
  winCents,
});

describe('strike model', () => {
  const rows = [
    row('member2', 'MYR', 100, 250_000),
    row('member1', 'MYR', 200, 500_000),
    row('member1', 'SGD', 100, 10),
  ];

  it('filters by player and totals what is shown, per currency, to the cent', () => {
    expect(playersOf(rows)).toEqual(['member1', 'member2']);
    expect(rowsFor(rows, null)).toHaveLength(3);
    expect(totalsOf(rowsFor(rows, 'member1'))).toEqual([
      { currency: 'MYR', tickets: 1, stakeCents: 200, winCents: 500_000 },
      { currency: 'SGD', tickets: 1, stakeCents: 100, winCents: 10 },
    ]);
    expect(totalsOf(rows)[0]).toEqual({ currency: 'MYR', tickets: 2, stakeCents: 300, winCents: 750_000 });
    expect(totalsOf([])).toEqual([]);
  });

  it('names the tier of the package field that paid', () => {
    expect(
      ['Prize1_Big', 'Prize3_ABC', 'Prize4_5D', 'PrizeStarter_Big', 'PrizeConsolation_Big', 'Commission_Big'].map(
        tierOfPrize,
      ),
    ).toEqual(['1', '3', '4', 'special', 'consolation', null]);
    expect(
      hitTiers([
        { slot: 'B', prize: 'Prize1_Big' },
        { slot: 'B', prize: 'Prize1_Big' },
        { slot: 'A', prize: 'Prize1_A' },
      ]),
    ).toEqual([
      { slot: 'B', tier: '1' },
      { slot: 'A', tier: '1' },
    ]);
  });

  it('offers the last 14 GMT+8 days, today first', () => {
    const dates = recentDates(Date.parse('2026-11-18T23:30:00+08:00'));
    expect(dates).toHaveLength(14);
    expect(dates.slice(0, 2)).toEqual(['2026-11-18', '2026-11-17']);
  });
});

// Shared by the settlement-shares and reports-ledger suites: publishing a 4D result as the operator, placing
// bets, and reading each level's live figures from settlement_shares.
import { expect } from 'vitest';
import type { TestServer } from '../support/test-server.ts';
import { atDrawTime } from '../support/draw-time.ts';
import { tokenFor, userIdOf } from '../support/sessions.ts';

export const DATE = '2026-11-18'; // the FakeClock's Wednesday: M (#1) and L (#8) both draw
export const STARTERS = Array.from({ length: 13 }, (_, index) => String(1000 + index));
export const CONSOLATIONS = Array.from({ length: 10 }, (_, index) => String(2000 + index));

export function fourD(first: string, second = '9001', third = '9002') {
  return { first, second, third, starters: STARTERS, consolations: CONSOLATIONS };
}

export async function publish(server: TestServer, drawType: string, result: object, drawDate = DATE) {
  const response = await atDrawTime(server, drawType, drawDate, async () =>
    server.call(await tokenFor(server, 'admin'), {
      method: 'POST',
      url: '/admin/results',
      payload: { drawType, drawDate, fourD: result },
    }),
  );
  expect(response.statusCode).toBe(200);
  return response.json();
}

let refs = 0;
/** Places a bet as `placer` for `player`; returns the answer (S100 with GUID, or the refusal). */
export async function bet(server: TestServer, player: string, sheet: string, placer = player, currency = 'MYR') {
  const response = await server.call(await tokenFor(server, placer), {
    method: 'POST',
    url: '/FDAPI/Bet/PostBet',
    payload: {
      Currency: currency,
      UserId: player,
      ClientRef: `shares-${player}-${++refs}-${Date.now()}`,
      BetString: sheet,
    },
  });
  return response.json();
}

export async function betIdOf(server: TestServer, guid: string | undefined): Promise<number> {
  if (!guid) throw new Error('the bet was refused');
  const row = await server.ctx.db.selectFrom('bets').select('id').where('guid', '=', guid).executeTakeFirstOrThrow();
  return row.id;
}

export interface Figures {
  user: string;
  stake: number;
  commission: number;
  win: number;
  share: number;
  net: number;
}

/** Every row of a bet (all versions, settle and reverse), summed per level: the live figures. */
export async function liveFigures(server: TestServer, betId: number): Promise<Figures[]> {
  const rows = await server.ctx.db
    .selectFrom('settlement_shares')
    .innerJoin('users', 'users.id', 'settlement_shares.user_id')
    .select([
      'settlement_shares.level',
      'users.username',
      'stake_cents',
      'commission_cents',
      'win_cents',
      'share_cents',
      'net_cents',
    ])
    .where('bet_id', '=', betId)
    .orderBy('level')
    .execute();
  const levels = new Map<number, Figures>();
  for (const row of rows) {
    const level = levels.get(row.level) ?? { user: row.username, stake: 0, commission: 0, win: 0, share: 0, net: 0 };
    level.stake += Number(row.stake_cents);
    level.commission += Number(row.commission_cents);
    level.win += Number(row.win_cents);
    level.share += Number(row.share_cents);
    level.net += Number(row.net_cents);
    levels.set(row.level, level);
  }
  return [...levels.values()];
}

/** The user's ledger entries of some kinds, summed (cents). */
export async function ledgerSum(server: TestServer, username: string, kinds: readonly string[]): Promise<number> {
  const rows = await server.ctx.db
    .selectFrom('ledger_entries')
    .select('amount_cents')
    .where('user_id', '=', await userIdOf(server, username))
    .where('kind', 'in', kinds as ('stake' | 'refund' | 'win' | 'commission' | 'correction')[])
    .execute();
  return rows.reduce((sum, row) => sum + Number(row.amount_cents), 0);
}

// The per-level figures of settled bets (settlement_shares, migration 0014): who stands where on a bet's
// path, what the previous version of a draw recorded, its reversal, and the rows of a new settlement.
// The arithmetic is server/settlement/commission.ts (betFigures); this file only reads and writes rows.
import { sql, type Insertable, type Transaction } from 'kysely';
import type { LevelFigures, LevelRates } from '../../settlement/commission.ts';
import type { Database, Role, SettlementSharesTable } from '../../store/schema.ts';

/** One level of a player's path with its rates: the player first, the company last. */
export interface PathLevel extends LevelRates {
  userId: number;
  role: Role;
  /** Its max fight in cents (null: settled before max fight applied, so uncapped). */
  maxFightCents: number | null;
}

/** What a bet's first settlement fixed: the path with its rates then, and the player's commission. */
export interface FrozenBet {
  path: PathLevel[];
  playerCommissionCents: number;
}

/**
 * The current path of each player, from the player up to the company, with the users' commission and PT
 * as they stand now. A path that does not end at a company or has a member above the player is corrupt.
 */
export async function pathsOf(
  trx: Transaction<Database>,
  playerIds: readonly number[],
): Promise<Map<number, PathLevel[]>> {
  const paths = new Map<number, PathLevel[]>();
  if (playerIds.length === 0) return paths;
  const players = await trx
    .selectFrom('users')
    .select(['id', 'path'])
    .where('id', 'in', [...playerIds])
    .execute();
  const idsOf = (path: string) =>
    path
      .split('/')
      .filter((part) => part !== '')
      .map(Number);
  const everyone = [...new Set(players.flatMap((player) => idsOf(player.path)))];
  const users = await trx
    .selectFrom('users')
    .select(['id', 'role', 'commission_bp', 'pt_bp', 'max_fight_cents'])
    .where('id', 'in', everyone)
    .execute();
  const byId = new Map(users.map((user) => [user.id, user]));
  for (const player of players) {
    const path = idsOf(player.path)
      .reverse()
      .map((id): PathLevel => {
        const user = byId.get(id);
        if (!user) throw new Error(`path ${player.path} names a missing user ${id}`);
        return {
          userId: id,
          role: user.role,
          commissionBp: user.commission_bp,
          ptBp: user.pt_bp,
          maxFightCents: Number(user.max_fight_cents),
        };
      });
    const roles = path.map((level) => level.role);
    const wellFormed =
      roles.length >= 2 &&
      roles[0] === 'member' &&
      roles.at(-1) === 'company' &&
      roles.slice(1, -1).every((role) => role === 'agent');
    if (!wellFormed) throw new Error(`path ${player.path} is not member → agents → company`);
    paths.set(player.id, path);
  }
  return paths;
}

/** The id of the version of the same draw right before `resultId`, if any. */
export async function previousVersionOf(trx: Transaction<Database>, resultId: number): Promise<number | undefined> {
  const row = await trx
    .selectFrom('draw_results as earlier')
    .innerJoin('draw_results as current', (join) =>
      join.onRef('current.draw_type', '=', 'earlier.draw_type').onRef('current.draw_date', '=', 'earlier.draw_date'),
    )
    .select('earlier.id')
    .where('current.id', '=', resultId)
    .whereRef('earlier.version', '<', 'current.version')
    .orderBy('earlier.version', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

/** What the settlement against `resultId` recorded per bet: its path and rates, and the player's commission. */
export async function frozenBets(trx: Transaction<Database>, resultId: number): Promise<Map<number, FrozenBet>> {
  const rows = await trx
    .selectFrom('settlement_shares')
    .select(['bet_id', 'level', 'user_id', 'role', 'commission_bp', 'pt_bp', 'max_fight_cents', 'commission_cents'])
    .where('result_id', '=', resultId)
    .where('entry', '=', 'settle')
    .orderBy('bet_id')
    .orderBy('level')
    .execute();
  const bets = new Map<number, FrozenBet>();
  for (const row of rows) {
    const bet = bets.get(row.bet_id) ?? { path: [], playerCommissionCents: 0 };
    if (row.level === 0) bet.playerCommissionCents = Number(row.commission_cents);
    const maxFightCents = row.max_fight_cents === null ? null : Number(row.max_fight_cents);
    bet.path.push({
      userId: row.user_id,
      role: row.role,
      commissionBp: row.commission_bp,
      ptBp: row.pt_bp,
      maxFightCents,
    });
    bets.set(row.bet_id, bet);
  }
  return bets;
}

/** Adds the negation of every figure the settlement against `resultId` recorded (its rows stay). */
export async function reverseShares(trx: Transaction<Database>, resultId: number, at: Date): Promise<void> {
  await sql`
    insert into settlement_shares (bet_id, result_id, entry, level, user_id, role, commission_bp, pt_bp, max_fight_cents,
      stake_cents, commission_cents, win_cents, share_cents, net_cents, created_at)
    select bet_id, result_id, 'reverse', level, user_id, role, commission_bp, pt_bp, max_fight_cents,
      -stake_cents, -commission_cents, -win_cents, -share_cents, -net_cents, ${at}
    from settlement_shares where result_id = ${resultId} and entry = 'settle'
    order by id`.execute(trx);
}

/** The rows of one bet's settlement: one per level, aligned with `path`. */
export function shareRows(
  betId: number,
  resultId: number,
  path: readonly PathLevel[],
  figures: readonly LevelFigures[],
  at: Date,
): Insertable<SettlementSharesTable>[] {
  if (figures.length !== path.length) throw new Error('one figure per level of the path');
  return path.map((level, index) => {
    const figure = figures[index] as LevelFigures;
    return {
      bet_id: betId,
      result_id: resultId,
      entry: 'settle',
      level: index,
      user_id: level.userId,
      role: level.role,
      commission_bp: level.commissionBp,
      pt_bp: level.ptBp,
      max_fight_cents: level.maxFightCents,
      stake_cents: figure.stakeCents,
      commission_cents: figure.commissionCents,
      win_cents: figure.winCents,
      share_cents: figure.shareCents,
      net_cents: figure.netCents,
      created_at: at,
    };
  });
}

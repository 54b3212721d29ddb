// The two sums the weekly statement adds to the win/loss report's: what the agents at or below each direct
// downline keep of the week's bets (their settlement_shares rows), and what has been paid per downline.
// Both are keyed `${downline name}|${currency}`; a week's results are found by their draw date, as the
// win/loss report finds them, so both read the same days.
import { sql } from 'kysely';
import type { UserRow } from '../access.ts';
import type { ServiceContext } from '../context.ts';
import type { Week } from '../../../src/core/domain/statement.ts';

export const keyOf = (downline: string, currency: string) => `${downline}|${currency}`;

/**
 * Commission + PT share kept by every agent strictly below `owner`, summed per owner's direct downline
 * above it (a sub-agent's own rows count under itself). The holders are the owner's subtree's agents
 * (few), each read by holder_days' key (holder, draw date): their settlement_shares rows summed per player
 * and draw date by a trigger (migration 0103).
 */
export async function keptBelow(ctx: ServiceContext, owner: UserRow, week: Week): Promise<Map<string, number>> {
  if (owner.role === 'member') return new Map();
  const rows = await ctx.db
    .selectFrom('holder_days as s')
    .innerJoin('users as holder', 'holder.id', 's.holder_id')
    // The owner's direct downline above the holder: the first id of the holder's path after the owner's.
    .innerJoin('users as downline', (join) =>
      join.onRef('downline.id', '=', sql`split_part(substr(holder.path, ${owner.path.length + 1}), '/', 1)::int`),
    )
    .where('holder.site_id', '=', owner.site_id)
    .where('holder.path', 'like', `${owner.path}%`)
    .where('holder.id', '<>', owner.id)
    .where('holder.role', '<>', 'member')
    .where('s.draw_date', '>=', week.start)
    .where('s.draw_date', '<=', week.end)
    .select([
      'downline.username',
      's.currency',
      sql<string>`coalesce(sum(s.commission_cents + s.share_cents), 0)`.as('kept'),
    ])
    .groupBy(['downline.username', 's.currency'])
    .execute();
  return new Map(rows.map((row) => [keyOf(row.username, row.currency), Number(row.kept)]));
}

export interface PaymentRow {
  downline: string;
  currency: string;
  amount_cents: number;
  base_cents: number | null;
  rate_micros: number;
  base_rate_micros: number;
  paid_by: string;
  paid_at: Date;
}

/** The payments of `owner`'s statement for the week, oldest first (for a player: of its own line). */
export async function paymentsOf(ctx: ServiceContext, owner: UserRow, week: Week): Promise<PaymentRow[]> {
  const rows = await ctx.db
    .selectFrom('statement_payments as p')
    .innerJoin('users as downline', 'downline.id', 'p.downline_id')
    .innerJoin('users as payer', 'payer.id', 'p.paid_by')
    .leftJoin('ledger_entries as entry', 'entry.id', 'p.ledger_entry_id')
    .select([
      'downline.username as downline',
      'p.currency',
      'p.amount_cents',
      'entry.amount_cents as base_cents',
      'p.rate_micros',
      'p.base_rate_micros',
      'payer.username as paid_by',
      'p.paid_at',
    ])
    // A player's statement is its own line: the payments of it, made by its agent.
    .where(owner.role === 'member' ? 'p.downline_id' : 'p.agent_id', '=', owner.id)
    .where('p.week_start', '=', week.start)
    .orderBy('p.id')
    .execute();
  return rows.map((row) => ({
    ...row,
    amount_cents: Number(row.amount_cents),
    base_cents: row.base_cents === null ? null : Number(row.base_cents),
    rate_micros: Number(row.rate_micros),
    base_rate_micros: Number(row.base_rate_micros),
  }));
}

// Voiding: until the cut-off of the earliest draw on the receipt (E134 after), by whoever placed
// the bet or an agent above its player. A void adds a row and a refund entry, never edits the bet; the
// void row's primary key makes a second void (even a concurrent one) refund nothing. Each GUID's outcome is
// a status (and the refund's text); the edge writes it as the call's item (http/bet-answers.ts).
import type { StatusCode } from '../../../contract/envelope.ts';
import { isWithin, type Actor } from '../access.ts';
import type { ServiceContext } from '../context.ts';
import { removeExposure } from './exposure.ts';
import { centsToDecimalText } from '../../../src/core/domain/money.ts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../store/schema.ts';
import { LARGE_BET_TICKETS, largeWritesOf } from '../../store/large-writes.ts';
import { drawLockKey } from '../results/publish-result.ts';

/** What became of one GUID: S105 voided, or refused (E103, E134). */
export interface VoidOutcome {
  guid: string;
  status: StatusCode;
  /** The void's receipt text, when asked for (NeedOutputRef=T, VoidEkor), in English for scripts. */
  output?: string;
  /** With the output: the refund in cents (0 when already void), for the app to write in the user's language. */
  refundCents?: number;
}

export async function voidBets(
  ctx: ServiceContext,
  actor: Actor,
  guids: readonly string[],
  withOutput: boolean,
): Promise<VoidOutcome[]> {
  const outcomes: VoidOutcome[] = [];
  for (const guid of guids) outcomes.push(await voidOne(ctx, actor, guid, withOutput));
  return outcomes;
}

async function voidOne(ctx: ServiceContext, actor: Actor, guid: string, withOutput: boolean): Promise<VoidOutcome> {
  const refuse = (status: StatusCode): VoidOutcome => ({ guid, status });
  const bet = await ctx.db
    .selectFrom('bets')
    .innerJoin('users', 'users.id', 'bets.player_id')
    .select([
      'bets.id',
      'bets.player_id',
      'bets.placed_by',
      'bets.total_cents',
      'bets.ticket_count',
      'bets.first_close_at',
      'users.path',
      'users.site_id',
    ])
    .where('bets.guid', '=', guid)
    .executeTakeFirst();
  // Unknown and not-yours answer alike, so GUIDs cannot be probed.
  const mayVoid =
    bet &&
    (bet.placed_by === actor.user.id ||
      (actor.user.role !== 'member' &&
        isWithin(actor.user, { id: bet.player_id, path: bet.path, site_id: bet.site_id })));
  if (!bet || !mayVoid) return refuse('E103');
  const now = ctx.clock.now();
  if (now >= new Date(bet.first_close_at).getTime()) return refuse('E134');
  // Never after a result of any of its draws is out (an operator may publish before a cut-off).
  if (await anyDrawPublished(ctx.db, bet.id)) return refuse('E134');

  // A large bet's void (its triggers pass over every ticket) runs on the large bets' connection, at their
  // low CPU priority (store/large-writes.ts), like its write.
  const voidDb = bet.ticket_count > LARGE_BET_TICKETS ? largeWritesOf(ctx.db) : ctx.db;
  const refunded = await voidDb.transaction().execute(async (trx) => {
    // The publish race, as for bets (docs/api/bets.md): hold each draw's lock shared, then look again in a
    // new statement, so a void is either written before a publish settles the bet or sees its result.
    await lockDrawsShared(trx, bet.id);
    if (await anyDrawPublished(trx, bet.id)) return 'drawn' as const;
    const inserted = await trx
      .insertInto('bet_voids')
      .values({ bet_id: bet.id, voided_by: actor.user.id, voided_at: new Date(now) })
      .onConflict((conflict) => conflict.column('bet_id').doNothing())
      .returning('bet_id')
      .executeTakeFirst();
    if (!inserted) return false;
    await removeExposure(trx, bet.site_id, bet.id);
    await trx
      .insertInto('ledger_entries')
      .values({
        user_id: bet.player_id,
        bet_id: bet.id,
        kind: 'refund',
        amount_cents: Number(bet.total_cents),
        created_at: new Date(now),
      })
      .execute();
    return true;
  });
  if (refunded === 'drawn') return refuse('E134');
  if (!withOutput) return { guid, status: 'S105' };
  const refundCents = refunded ? Number(bet.total_cents) : 0;
  return {
    guid,
    status: 'S105',
    refundCents,
    output: `VOID Bet No: ${bet.id}\nRefund: ${refunded ? centsToDecimalText(refundCents) : '0.00 (already void)'}`,
  };
}

async function anyDrawPublished(db: Kysely<Database> | Transaction<Database>, betId: number): Promise<boolean> {
  const drawn = await db
    .selectFrom('tickets')
    .innerJoin('draw_results', (join) =>
      join
        .onRef('draw_results.draw_type', '=', 'tickets.draw_type')
        .onRef('draw_results.draw_date', '=', 'tickets.draw_date'),
    )
    .select('draw_results.id')
    .where('tickets.bet_id', '=', betId)
    .executeTakeFirst();
  return drawn !== undefined;
}

/** Shared advisory locks on every draw of the bet, in key order (no deadlock with another holder). */
async function lockDrawsShared(trx: Transaction<Database>, betId: number): Promise<void> {
  await sql`
    select count(pg_advisory_xact_lock_shared(k.key)) from (
      select distinct ${drawLockKey(sql`t.draw_type || '|' || t.draw_date`)} as key
      from tickets t where t.bet_id = ${betId} order by 1
    ) k`.execute(trx);
}

// Marking a statement paid (docs/statements.md): the owner — the downline's direct agent — records that
// what is still outstanding between them for a week and currency has been settled. Never an edit: a new
// statement_payments row and, for a player, a 'payment' entry in its ledger (its own money, so paying its
// week's loss gives its credit back). The amount is the server's outstanding figure, not the caller's:
// nothing to type wrong. A second mark of a settled line writes nothing (a double tap pays once); the
// downline's row is locked first, so two marks at once are judged one after the other.
import type { WeeklyStatement } from '../../../contract/statements.ts';
import { DEFAULT_RATES, rateOf, toBaseCents, type RateTable } from '../../../src/core/domain/exchange.ts';
import { ApiError } from '../api-error.ts';
import { userActorMayUseByName, type Actor } from '../access.ts';
import type { ServiceContext } from '../context.ts';
import { currencyFilterOf, ALL_CURRENCIES } from '../reports/win-loss-filters.ts';
import { statementOf } from './weekly-statement.ts';

export interface MarkPaid {
  userId: string;
  week: string;
  currency: string;
}

export async function markStatementPaid(
  ctx: ServiceContext,
  actor: Actor,
  request: MarkPaid,
): Promise<WeeklyStatement> {
  const downline = await userActorMayUseByName(ctx, actor, request.userId);
  // Only the agent directly above settles with a downline.
  if (downline.parent_id !== actor.user.id) throw new ApiError('E103');
  const currency = await currencyFilterOf(ctx, actor.user.site_id, request.currency);
  if (currency === ALL_CURRENCIES) throw new ApiError('V103', ['Currency'], 'Currency');

  return ctx.db.transaction().execute(async (trx) => {
    const tx: ServiceContext = { ...ctx, db: trx };
    await trx.selectFrom('users').select('id').where('id', '=', downline.id).forUpdate().executeTakeFirstOrThrow();
    const before = await statementOf(tx, actor, actor.user, request.week);
    const line = before.currencies
      .find((section) => section.currency === currency)
      ?.lines.find((entry) => entry.downline === downline.username);
    if (line === undefined || line.outstanding === 0) return before;

    const rates = await rateTableOf(tx, actor.user.site_id);
    const rateMicros = rateOf(rates, currency);
    const baseRateMicros = rateOf(rates, before.baseCurrency);
    const now = new Date(ctx.clock.now());
    let ledgerEntryId: number | null = null;
    // A site with the weekly limit has already given its players' credit back at the week's start.
    if (downline.role === 'member' && !before.weeklyCreditReset) {
      // What the player paid comes back to its balance (base currency), converted at today's rates.
      const entry = await trx
        .insertInto('ledger_entries')
        .values({
          user_id: downline.id,
          bet_id: null,
          kind: 'payment',
          amount_cents: toBaseCents(line.outstanding, rateMicros, baseRateMicros),
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ledgerEntryId = Number(entry.id);
    }
    await trx
      .insertInto('statement_payments')
      .values({
        site_id: actor.user.site_id,
        agent_id: actor.user.id,
        downline_id: downline.id,
        week_start: before.weekStart,
        currency,
        amount_cents: line.outstanding,
        rate_micros: rateMicros,
        base_rate_micros: baseRateMicros,
        ledger_entry_id: ledgerEntryId,
        paid_by: actor.user.id,
        paid_at: now,
      })
      .execute();
    return statementOf(tx, actor, actor.user, request.week);
  });
}

async function rateTableOf(ctx: ServiceContext, siteId: number): Promise<RateTable> {
  const rows = await ctx.db
    .selectFrom('site_rates')
    .select(['code', 'rate_micros'])
    .where('site_id', '=', siteId)
    .execute();
  return { ...DEFAULT_RATES, ...Object.fromEntries(rows.map((row) => [row.code, Number(row.rate_micros)])) };
}

// Publishing a result: validated, stored as a new version, and settled in the same transaction.
// Not before its draw has taken place (E155, nothing stored); a correction of a published result may come at any time.
// Republishing the same result changes nothing; a different one is a correction: the previous version's
// wins are reversed and the draw settled again, all on the record (versions, ticket_wins, ledger).
import { sql, type Expression, type RawBuilder } from 'kysely';
import { ApiError } from '../api-error.ts';
import { validateFiveD, validateFourD, validateSixD, type DrawResult } from '../../settlement/result.ts';
import { publishRefusal } from '../../../src/core/domain/result-timing.ts';
import type { ServiceContext } from '../context.ts';
import { reverseWins, settleDraw } from './settle-draw.ts';
import { replaceDrawnNumbers } from '../numbers/lookup-rows.ts';

/** A draw as the bets name it ('drawType|date', bet-parts.ts): the name its advisory lock is keyed on. */
export const drawLockName = (drawType: string, drawDate: string): string => `${drawType}|${drawDate}`;

/**
 * The advisory lock key of a draw (store/functions/draw_lock_key.sql, its one definition). Publishing holds it exclusively
 * while it settles; a bet holds it shared while it writes tickets on the draw (write-bets.ts), so a bet is
 * either settled by the publish or sees its result and is refused — never written after it, unsettled.
 */
export const drawLockKey = (name: Expression<string>): RawBuilder<number> => sql<number>`draw_lock_key(${name})`;

export interface PublishOutcome {
  version: number;
  changed: boolean;
  tickets: number;
  winCents: number;
  reversedCents: number;
}

export async function publishResult(
  ctx: ServiceContext,
  draw: { drawType: string; drawDate: string; result: DrawResult; publishedBy: number | null; demo?: boolean },
): Promise<PublishOutcome> {
  const fault =
    (draw.result.fourD && validateFourD(draw.result.fourD)) ||
    (draw.result.fiveD && validateFiveD(draw.result.fiveD)) ||
    (draw.result.sixD && validateSixD(draw.result.sixD));
  if (fault) throw new ApiError('V103', [fault.field], fault.field);
  if (!draw.result.fourD && !draw.result.fiveD && !draw.result.sixD) throw new ApiError('V103', ['fourD'], 'fourD');
  const json = JSON.stringify(draw.result);
  const at = new Date(ctx.clock.now());

  return ctx.db.transaction().execute(async (trx) => {
    // One publisher per draw at a time, whether or not a version exists yet to lock; and no bet writing
    // tickets on the draw meanwhile (they share this lock): the settlement below sees every ticket.
    await sql`select pg_advisory_xact_lock(${drawLockKey(sql.val(drawLockName(draw.drawType, draw.drawDate)))})`.execute(
      trx,
    );
    const latest = await trx
      .selectFrom('draw_results')
      .select(['id', 'version', 'result_json'])
      .where('draw_type', '=', draw.drawType)
      .where('draw_date', '=', draw.drawDate)
      .orderBy('version', 'desc')
      .executeTakeFirst();
    // A first result only once its draw has taken place; a correction of a published one at any time.
    const early = publishRefusal(draw.drawType, draw.drawDate, at.getTime(), latest !== undefined);
    if (early) throw new ApiError(early.code, early.params, 'drawDate');
    if (latest && latest.result_json === json)
      return { version: latest.version, changed: false, tickets: 0, winCents: 0, reversedCents: 0 };
    const version = (latest?.version ?? 0) + 1;
    const { id } = await trx
      .insertInto('draw_results')
      .values({
        draw_type: draw.drawType,
        draw_date: draw.drawDate,
        version,
        result_json: json,
        demo: draw.demo ?? false,
        published_by: draw.publishedBy,
        published_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The number lookup's rows follow the latest version (a correction replaces them).
    await replaceDrawnNumbers(trx, {
      resultId: id,
      drawType: draw.drawType,
      drawDate: draw.drawDate,
      result: draw.result,
    });
    const reversedCents = latest ? await reverseWins(trx, latest.id, at) : 0;
    const settled = await settleDraw(trx, {
      drawType: draw.drawType,
      drawDate: draw.drawDate,
      resultId: id,
      result: draw.result,
      at,
    });
    return { version, changed: true, ...settled, reversedCents };
  });
}

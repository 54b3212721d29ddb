// What the result screen shows before it publishes (docs/house.md): the draw's current result and version,
// and how many tickets publishing would settle — every ticket on the draw whose bet is not voided, the
// same rows settleDraw reads — so the operator confirms a number, not a guess. A house operator only.
import type { ResultPreview } from '../../../contract/house.ts';
import { dateToDayNumber } from '../../../src/core/domain/calendar.ts';
import { drawTakesPlaceAt, gmt8Stamp, publishRefusal } from '../../../src/core/domain/result-timing.ts';
import type { DrawResult } from '../../settlement/result.ts';
import { ApiError } from '../api-error.ts';
import type { Actor } from '../access.ts';
import type { ServiceContext } from '../context.ts';

export async function resultPreview(
  ctx: ServiceContext,
  actor: Actor,
  drawType: string,
  drawDate: string,
): Promise<ResultPreview> {
  if (!actor.user.house_operator) throw new ApiError('E103');
  if (Number.isNaN(dateToDayNumber(drawDate))) throw new ApiError('V103', ['drawDate'], 'drawDate');
  const [latest, count] = await Promise.all([
    ctx.db
      .selectFrom('draw_results')
      .select(['version', 'result_json'])
      .where('draw_type', '=', drawType)
      .where('draw_date', '=', drawDate)
      .orderBy('version', 'desc')
      .executeTakeFirst(),
    ctx.db
      .selectFrom('tickets')
      .leftJoin('bet_voids', 'bet_voids.bet_id', 'tickets.bet_id')
      .select((eb) => eb.fn.countAll<string>().as('tickets'))
      .where('tickets.draw_type', '=', drawType)
      .where('tickets.draw_date', '=', drawDate)
      .where('bet_voids.bet_id', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    drawType,
    drawDate,
    version: latest?.version ?? 0,
    result: latest ? (JSON.parse(latest.result_json) as DrawResult as ResultPreview['result']) : null,
    tickets: Number(count.tickets),
    drawAt: gmt8Stamp(drawTakesPlaceAt(drawType, drawDate)),
    tooEarly: publishRefusal(drawType, drawDate, ctx.clock.now(), latest !== undefined) !== null,
  };
}

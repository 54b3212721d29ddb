// The operator's holds on betting (E132 suspended, E147 not open yet), per scope: the whole site, a draw
// type, a draw date, or one draw (draw-gates.ts applies them). Only the company account may set them
// (E103 otherwise). Scopes are independent: lifting the site-wide suspension leaves a draw type's own in
// force. A scope with neither a suspension nor an opening time is deleted, so the table holds what is set.
import { dateToDayNumber } from '../../../src/core/domain/calendar.ts';
import { ApiError } from '../api-error.ts';
import type { Actor } from '../access.ts';
import type { ServiceContext } from '../context.ts';

export interface ControlScope {
  drawType?: string;
  drawDate?: string;
}

export interface ControlView {
  /** Null: every draw type / every date. */
  drawType: string | null;
  drawDate: string | null;
  suspended: boolean;
  /** When betting opens (ISO 8601, UTC); null when no opening time is set. */
  opensAt: string | null;
}

export type ControlChange = { suspended: boolean } | { opensAt: string | null };

export async function setBettingControl(
  ctx: ServiceContext,
  actor: Actor,
  scope: ControlScope,
  change: ControlChange,
): Promise<ControlView[]> {
  if (actor.user.role !== 'company') throw new ApiError('E103');
  if (scope.drawDate !== undefined && Number.isNaN(dateToDayNumber(scope.drawDate)))
    throw new ApiError('V103', ['drawDate'], 'drawDate');
  let opensAt: Date | null | undefined;
  if ('opensAt' in change) {
    opensAt = change.opensAt === null ? null : new Date(Date.parse(change.opensAt));
    if (opensAt !== null && Number.isNaN(opensAt.getTime())) throw new ApiError('V103', ['opensAt'], 'opensAt');
  }
  const key = { site_id: actor.user.site_id, draw_type: scope.drawType ?? '', draw_date: scope.drawDate ?? '' };
  const set = {
    ...('suspended' in change ? { suspended: change.suspended } : { opens_at: opensAt ?? null }),
    updated_by: actor.user.id,
    updated_at: new Date(ctx.clock.now()),
  };
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('betting_controls')
      .values({ ...key, ...set })
      .onConflict((conflict) => conflict.columns(['site_id', 'draw_type', 'draw_date']).doUpdateSet(set))
      .execute();
    await trx
      .deleteFrom('betting_controls')
      .where('site_id', '=', key.site_id)
      .where('draw_type', '=', key.draw_type)
      .where('draw_date', '=', key.draw_date)
      .where('suspended', '=', false)
      .where('opens_at', 'is', null)
      .execute();
  });
  return listBettingControls(ctx, actor);
}

export async function listBettingControls(ctx: ServiceContext, actor: Actor): Promise<ControlView[]> {
  if (actor.user.role !== 'company') throw new ApiError('E103');
  const rows = await ctx.db
    .selectFrom('betting_controls')
    .select(['draw_type', 'draw_date', 'suspended', 'opens_at'])
    .where('site_id', '=', actor.user.site_id)
    .orderBy('draw_type')
    .orderBy('draw_date')
    .execute();
  return rows.map((row) => ({
    drawType: row.draw_type === '' ? null : row.draw_type,
    drawDate: row.draw_date === '' ? null : row.draw_date,
    suspended: row.suspended,
    opensAt: row.opens_at === null ? null : new Date(row.opens_at).toISOString(),
  }));
}

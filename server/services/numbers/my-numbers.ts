// My numbers (docs/live-draws.md): each user's own list of numbers with a label. Every call acts on the
// caller's list only: the user id comes from the session, never from the request, and an entry named by id
// is found only among the caller's own (another user's id reads as E120, no record), so no request can read
// or change someone else's list. Players and agents keep one; the house operator has no use for it (E103).
import type { MyNumber, MyNumberHits, MyNumbersList } from '../../../contract/my-numbers.ts';
import { gmt8Date, dateToDayNumber, dayNumberToDate } from '../../../src/core/domain/calendar.ts';
import {
  hitsOf,
  hitsOfList,
  isMyNumber,
  MY_NUMBER_LABEL_MAX,
  MY_NUMBERS_MAX,
} from '../../../src/core/domain/my-numbers.ts';
import type { Actor } from '../access.ts';
import { ApiError } from '../api-error.ts';
import type { ServiceContext } from '../context.ts';
import { latestResults } from '../results/read-results.ts';

/** The caller's id, when its role keeps a list. */
function ownerOf(actor: Actor): number {
  if (actor.user.role === 'company') throw new ApiError('E103');
  return actor.user.id;
}

/** The schema already refused control characters and over-long text; a label is kept trimmed. */
function cleanLabel(label: string): string {
  const trimmed = label.trim();
  if (trimmed.length > MY_NUMBER_LABEL_MAX || trimmed.includes('\u0000'))
    throw new ApiError('V103', ['Label'], 'Label');
  return trimmed;
}

async function numbersOf(ctx: ServiceContext, userId: number): Promise<MyNumber[]> {
  const rows = await ctx.db
    .selectFrom('my_numbers')
    .select(['id', 'number', 'label'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: Number(row.id), number: row.number, label: row.label }));
}

export async function myNumbers(ctx: ServiceContext, actor: Actor): Promise<MyNumbersList> {
  return { numbers: await numbersOf(ctx, ownerOf(actor)), max: MY_NUMBERS_MAX };
}

/** Adds a number: E133 when the list has it already, E140 when the list is full. */
export async function addMyNumber(
  ctx: ServiceContext,
  actor: Actor,
  number: string,
  label: string,
): Promise<MyNumbersList> {
  const userId = ownerOf(actor);
  if (!isMyNumber(number)) throw new ApiError('V103', ['Number'], 'Number');
  const clean = cleanLabel(label);
  await ctx.db.transaction().execute(async (trx) => {
    // The user's row locked: two adds at once cannot both pass the count below.
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
    const { count } = await trx
      .selectFrom('my_numbers')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= MY_NUMBERS_MAX) throw new ApiError('E140');
    const added = await trx
      .insertInto('my_numbers')
      .values({ user_id: userId, number, label: clean, created_at: new Date(ctx.clock.now()) })
      .onConflict((conflict) => conflict.columns(['user_id', 'number']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (added === undefined) throw new ApiError('E133');
  });
  return myNumbers(ctx, actor);
}

export async function renameMyNumber(
  ctx: ServiceContext,
  actor: Actor,
  id: number,
  label: string,
): Promise<MyNumbersList> {
  const userId = ownerOf(actor);
  const result = await ctx.db
    .updateTable('my_numbers')
    .set({ label: cleanLabel(label) })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new ApiError('E120');
  return myNumbers(ctx, actor);
}

export async function removeMyNumber(ctx: ServiceContext, actor: Actor, id: number): Promise<MyNumbersList> {
  const userId = ownerOf(actor);
  const result = await ctx.db
    .deleteFrom('my_numbers')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new ApiError('E120');
  return myNumbers(ctx, actor);
}

/** The draw dates whose results count as fresh for the badge: today and yesterday (GMT+8). */
export function freshDates(now: number): Set<string> {
  const today = gmt8Date(now);
  return new Set([today, dayNumberToDate(dateToDayNumber(today) - 1)]);
}

/**
 * The caller's numbers that each operator's latest result hits, when that result is today's or yesterday's;
 * then the caller's own bets on those draws (tickets not voided) whose number the result hits, marked as
 * bets, each number once per draw.
 */
export async function myNumberHits(ctx: ServiceContext, actor: Actor): Promise<MyNumberHits> {
  const userId = ownerOf(actor);
  const numbers = await numbersOf(ctx, userId);
  const fresh = freshDates(ctx.clock.now());
  const draws = (await latestResults(ctx)).filter((item) => item.drawDate !== null && fresh.has(item.drawDate));
  if (draws.length === 0) return { hits: [] };
  const kept = hitsOfList(numbers, draws).map(({ number, label, drawType, drawDate, hit }) => ({
    number,
    label,
    drawType,
    drawDate,
    game: hit.game,
    prize: hit.prize,
  }));
  const tickets = await ctx.db
    .selectFrom('tickets')
    .innerJoin('bets', 'bets.id', 'tickets.bet_id')
    .leftJoin('bet_voids', 'bet_voids.bet_id', 'bets.id')
    .select(['tickets.number', 'tickets.draw_type', 'tickets.draw_date'])
    .distinct()
    .where('bets.player_id', '=', userId)
    .where('bet_voids.bet_id', 'is', null)
    .where('tickets.draw_date', 'in', [...fresh])
    .execute();
  const bets = tickets.flatMap((ticket) => {
    const draw = draws.find((item) => item.drawType === ticket.draw_type && item.drawDate === ticket.draw_date);
    if (draw === undefined) return [];
    return hitsOf(ticket.number, draw).map((hit) => ({
      number: ticket.number,
      label: '',
      drawType: draw.drawType,
      drawDate: ticket.draw_date,
      game: hit.game,
      prize: hit.prize,
      bet: true,
    }));
  });
  return { hits: [...kept, ...bets] };
}

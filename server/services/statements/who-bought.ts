// "Who bought a number" (docs/api/statements.md): every open ticket of the caller's subtree on a number —
// or, with the switch, on any of its permutations (the engine's BOX expansion) — by player, draw and
// bet type, with totals per currency. Open is ticket_is_open's meaning (not void, not yet settled), and
// only draws from a week back onwards are read, so the (number, draw_date) index serves the search.
import { sql } from 'kysely';
import type { WhoBought, WhoBoughtGroup, WhoBoughtTicket } from '../../../contract/statements.ts';
import { dateToDayNumber, dayNumberToDate, gmt8Date } from '../../../src/core/domain/calendar.ts';
import { DRAW_TYPE_ORDER } from '../../../src/core/domain/operators.ts';
import { expandNumber } from '../../../src/core/engine/index.ts';
import type { Actor } from '../access.ts';
import type { ServiceContext } from '../context.ts';
import { ticketsInReach } from '../reports/draw-ticket-search.ts';

/** How many tickets the answer lists at most; the totals count every one. */
export const WHO_BOUGHT_LIMIT = 500;
/** Open tickets of draws at most this many days back (a draw's result is in long before). */
const DAYS_BACK = 7;

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
const drawTypeRank = (drawType: string) => DRAW_TYPE_ORDER.indexOf(drawType);

export async function whoBought(
  ctx: ServiceContext,
  actor: Actor,
  typed: string,
  withPermutations: boolean,
): Promise<WhoBought> {
  const number = typed.trim();
  // BOX's expansion is the engine's one definition of a number's distinct permutations.
  const numbers = withPermutations ? expandNumber(number, 'B') : [number];
  const from = dayNumberToDate(dateToDayNumber(gmt8Date(ctx.clock.now())) - DAYS_BACK);
  const open = ticketsInReach(ctx, actor.user)
    .where('tickets.number', 'in', numbers)
    .where('tickets.draw_date', '>=', from)
    .where(sql<boolean>`ticket_is_open(tickets.id, tickets.bet_id)`);

  const [rows, totals] = await Promise.all([
    open
      .select([
        'bets.guid',
        'bets.id as bet_id',
        'player.username',
        'tickets.id',
        'tickets.draw_type',
        'tickets.draw_date',
        'tickets.number',
        'tickets.mode',
        'bets.currency',
        'tickets.stake_cents',
      ])
      .orderBy('tickets.draw_date')
      .orderBy('player.username')
      .orderBy('tickets.id')
      .limit(WHO_BOUGHT_LIMIT + 1)
      .execute(),
    open
      .select(['bets.currency', sql<string>`count(*)`.as('tickets'), sql<string>`sum(tickets.stake_cents)`.as('stake')])
      .groupBy('bets.currency')
      .execute(),
  ]);

  const groups = new Map<string, WhoBoughtGroup>();
  for (const row of rows.slice(0, WHO_BOUGHT_LIMIT)) {
    const ticket: WhoBoughtTicket = {
      guid: row.guid,
      betNumber: Number(row.bet_id),
      player: row.username,
      drawType: row.draw_type,
      drawDate: row.draw_date,
      number: row.number,
      mode: row.mode,
      currency: row.currency,
      stakeCents: Number(row.stake_cents),
    };
    const key = [row.username, row.draw_date, row.draw_type, row.mode, row.currency].join('|');
    const group = groups.get(key) ?? {
      player: row.username,
      drawType: row.draw_type,
      drawDate: row.draw_date,
      mode: row.mode,
      currency: row.currency,
      tickets: [],
      stakeCents: 0,
    };
    group.tickets.push(ticket);
    group.stakeCents += ticket.stakeCents;
    groups.set(key, group);
  }
  return {
    numbers,
    permutations: withPermutations,
    groups: [...groups.values()].sort(
      (a, b) =>
        byText(a.player, b.player) ||
        byText(a.drawDate, b.drawDate) ||
        drawTypeRank(a.drawType) - drawTypeRank(b.drawType) ||
        byText(a.mode, b.mode) ||
        byText(a.currency, b.currency),
    ),
    totals: totals
      .map((row) => ({ currency: row.currency, tickets: Number(row.tickets), stakeCents: Number(row.stake) }))
      .sort((a, b) => byText(a.currency, b.currency)),
    truncated: rows.length > WHO_BOUGHT_LIMIT,
  };
}

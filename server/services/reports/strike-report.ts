// GetStrike (docs/product.md D9; docs/product.md S2 "/strike/"): the winning tickets of a draw date within the caller's
// reach. Wins are the ticket_wins rows of each draw's LIVE result version only (results are versioned; a
// correction settles the draw again under the new version, services/results/publish-result.ts), so a
// corrected draw shows exactly the new version's wins. Void bets are left out (they are never settled,
// but the report does not rely on that). Totals are added up from the rows, per currency.
import type { StrikeHit, StrikeReport, StrikeRow, StrikeSlot, StrikeTotal } from '../../../contract/reports-draw.ts';
import { SLOTS, type Mode } from '../../../src/core/engine/index.ts';
import { DRAW_TYPE_ORDER } from '../../../src/core/domain/operators.ts';
import { prizeHits } from '../../settlement/prizes.ts';
import type { DrawResult } from '../../settlement/result.ts';
import type { UserRow } from '../access.ts';
import type { ServiceContext } from '../context.ts';
import { playersInReach } from './draw-ticket-reach.ts';

export async function strikeReport(ctx: ServiceContext, user: UserRow, drawDate: string): Promise<StrikeReport> {
  const rows = await ctx.db
    .selectFrom('draw_results')
    .innerJoin('ticket_wins', 'ticket_wins.result_id', 'draw_results.id')
    .innerJoin('tickets', 'tickets.id', 'ticket_wins.ticket_id')
    .innerJoin('bets', 'bets.id', 'tickets.bet_id')
    .innerJoin('users as player', 'player.id', 'bets.player_id')
    .leftJoin('bet_voids', 'bet_voids.bet_id', 'bets.id')
    .select([
      'bets.id as bet_id',
      'bets.currency',
      'player.username',
      'tickets.id as ticket_id',
      'tickets.draw_type',
      'tickets.draw_date',
      'tickets.number',
      'tickets.mode',
      'tickets.split',
      'tickets.amounts_json',
      'tickets.stake_cents',
      'ticket_wins.win_cents',
      'draw_results.result_json',
    ])
    .where('draw_results.draw_date', '=', drawDate)
    // The live version: no newer version of the same draw exists.
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('draw_results as newer')
            .select('newer.id')
            .whereRef('newer.draw_type', '=', 'draw_results.draw_type')
            .whereRef('newer.draw_date', '=', 'draw_results.draw_date')
            .whereRef('newer.version', '>', 'draw_results.version'),
        ),
      ),
    )
    .where('ticket_wins.win_cents', '>', 0)
    .where('bet_voids.bet_id', 'is', null)
    .where('bets.player_id', 'in', playersInReach(ctx, user))
    .orderBy('ticket_wins.ticket_id')
    .execute();

  const results = new Map<string, DrawResult>();
  const strikeRows = rows.map((row): StrikeRow & { ticketId: number } => {
    const amounts = JSON.parse(row.amounts_json) as number[];
    let result = results.get(row.draw_type);
    if (!result) {
      result = JSON.parse(row.result_json) as DrawResult;
      results.set(row.draw_type, result);
    }
    return {
      ticketId: Number(row.ticket_id),
      betNumber: row.bet_id,
      player: row.username,
      currency: row.currency,
      drawType: row.draw_type,
      drawDate: row.draw_date,
      number: row.number,
      mode: row.mode,
      slots: slotsOf(amounts),
      hits: hitsOf(
        { number: row.number, mode: row.mode as Mode, amountsCents: amounts, permutations: row.split },
        result,
      ),
      stakeCents: Number(row.stake_cents),
      winCents: Number(row.win_cents),
    };
  });
  // Draw type in display order, then player, then the order the tickets were written.
  const rank = (drawType: string) => DRAW_TYPE_ORDER.indexOf(drawType);
  strikeRows.sort(
    (a, b) => rank(a.drawType) - rank(b.drawType) || byText(a.player, b.player) || a.ticketId - b.ticketId,
  );
  const out = strikeRows.map(({ ticketId: _ticketId, ...row }) => row);
  return { drawDate, rows: out, totals: totalsOf(out) };
}

function slotsOf(amounts: readonly number[]): StrikeSlot[] {
  return SLOTS.flatMap((slot, index) =>
    (amounts[index] ?? 0) > 0 ? [{ slot, amountCents: amounts[index] as number }] : [],
  );
}

/** Which prizes the number hit: the win itself is ticket_wins', this only names what it was paid for. */
function hitsOf(ticket: Parameters<typeof prizeHits>[0], result: DrawResult): StrikeHit[] {
  try {
    return prizeHits(ticket, result).map((hit) => ({ slot: hit.slot, prize: hit.rateKey }));
  } catch {
    return []; // a ticket settled with a win always has hits; never let the label break the report
  }
}

function totalsOf(rows: readonly StrikeRow[]): StrikeTotal[] {
  const totals = new Map<string, StrikeTotal>();
  for (const row of rows) {
    const total = totals.get(row.currency) ?? { currency: row.currency, tickets: 0, stakeCents: 0, winCents: 0 };
    total.tickets += 1;
    total.stakeCents += row.stakeCents;
    total.winCents += row.winCents;
    totals.set(row.currency, total);
  }
  return [...totals.values()].sort((a, b) => byText(a.currency, b.currency));
}

/** Code-point order: the same on every server, whatever its locale. */
const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

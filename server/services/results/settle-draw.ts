// Settles every open ticket of one draw against one result version (product decisions §7): each ticket
// gets a ticket_wins row (win or not, so "settled once" is countable), and each bet's wins go to its
// player's ledger in one 'win' entry. Runs inside the publishing transaction.
import type { Transaction } from 'kysely';
import type { Mode } from '../../../src/core/engine/index.ts';
import { winOf, type PrizeRates } from '../../settlement/prizes.ts';
import type { DrawResult } from '../../settlement/result.ts';
import type { Database } from '../../store/schema.ts';
import { packageKindOf } from './package-kind.ts';

export async function settleDraw(
  trx: Transaction<Database>,
  draw: { drawType: string; drawDate: string; resultId: number; result: DrawResult; at: Date },
): Promise<{ tickets: number; winCents: number }> {
  const tickets = await trx
    .selectFrom('tickets')
    .innerJoin('bets', 'bets.id', 'tickets.bet_id')
    .leftJoin('bet_voids', 'bet_voids.bet_id', 'bets.id')
    .select(['tickets.id', 'tickets.bet_id', 'tickets.number', 'tickets.mode', 'tickets.split', 'tickets.amounts_json', 'bets.player_id'])
    .where('tickets.draw_type', '=', draw.drawType)
    .where('tickets.draw_date', '=', draw.drawDate)
    .where('bet_voids.bet_id', 'is', null)
    .orderBy('tickets.id')
    .execute();

  const rates = new Map<string, PrizeRates>();
  const ratesFor = async (playerId: number, kind: string): Promise<PrizeRates> => {
    const key = `${playerId}|${kind}`;
    const known = rates.get(key);
    if (known) return known;
    const row = await trx
      .selectFrom('user_packages')
      .innerJoin('packages', 'packages.id', 'user_packages.package_id')
      .select('packages.rates_json')
      .where('user_packages.user_id', '=', playerId)
      .where('user_packages.kind', '=', kind)
      .executeTakeFirst();
    // A player without a package of this kind could not have been priced: no rate, no win.
    const found: PrizeRates = row ? (JSON.parse(row.rates_json) as PrizeRates) : {};
    rates.set(key, found);
    return found;
  };

  const winsByBet = new Map<number, { playerId: number; cents: number }>();
  const rows: { ticket_id: number; result_id: number; win_cents: number }[] = [];
  for (const ticket of tickets) {
    const ticketRates = await ratesFor(ticket.player_id, packageKindOf(draw.drawType, ticket.number.length));
    const settlement = { number: ticket.number, mode: ticket.mode as Mode, amountsCents: JSON.parse(ticket.amounts_json) as number[], permutations: ticket.split };
    const win = winOf(settlement, draw.result, ticketRates);
    rows.push({ ticket_id: Number(ticket.id), result_id: draw.resultId, win_cents: win });
    if (win > 0) {
      const bet = winsByBet.get(ticket.bet_id) ?? { playerId: ticket.player_id, cents: 0 };
      bet.cents += win;
      winsByBet.set(ticket.bet_id, bet);
    }
  }
  for (let start = 0; start < rows.length; start += 1000) await trx.insertInto('ticket_wins').values(rows.slice(start, start + 1000)).execute();
  let winCents = 0;
  for (const [betId, { playerId, cents }] of winsByBet) {
    winCents += cents;
    await trx.insertInto('ledger_entries').values({ user_id: playerId, bet_id: betId, kind: 'win', amount_cents: cents, created_at: draw.at }).execute();
  }
  return { tickets: rows.length, winCents };
}

/** Takes back what a superseded result version paid, bet by bet, as 'correction' entries. */
export async function reverseWins(trx: Transaction<Database>, resultId: number, at: Date): Promise<number> {
  const paid = await trx
    .selectFrom('ticket_wins')
    .innerJoin('tickets', 'tickets.id', 'ticket_wins.ticket_id')
    .innerJoin('bets', 'bets.id', 'tickets.bet_id')
    .select(['bets.id as bet_id', 'bets.player_id', 'ticket_wins.win_cents'])
    .where('ticket_wins.result_id', '=', resultId)
    .where('ticket_wins.win_cents', '>', 0)
    .execute();
  const byBet = new Map<number, { playerId: number; cents: number }>();
  for (const row of paid) {
    const bet = byBet.get(row.bet_id) ?? { playerId: row.player_id, cents: 0 };
    bet.cents += Number(row.win_cents);
    byBet.set(row.bet_id, bet);
  }
  let reversed = 0;
  for (const [betId, { playerId, cents }] of byBet) {
    reversed += cents;
    await trx.insertInto('ledger_entries').values({ user_id: playerId, bet_id: betId, kind: 'correction', amount_cents: -cents, created_at: at }).execute();
  }
  return reversed;
}

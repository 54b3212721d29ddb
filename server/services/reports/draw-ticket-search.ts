// The member area's ticket search (docs/product.md S2 "Ticket search page", S3 "Ticket summary row", "Ticket detail
// row"; S7 GetDrawTicketUser, GetDrawTicketUserDetail): the tickets of one draw date within reach, summed
// per (player, operator, currency), or listed one row per ticket. Void bets are left out. Every figure is
// added up from the tickets themselves, so a summary row's BetAmount and TicketCount are exactly the sum
// and the count of its detail rows.
import { sql } from 'kysely';
import type { TicketDetailRow, TicketSummaryRow } from '../../../contract/reports-draw.ts';
import { DRAW_TYPE_ORDER, OPERATORS, operatorOf } from '../../../src/core/domain/operators.ts';
import { ApiError } from '../api-error.ts';
import type { UserRow } from '../access.ts';
import type { ServiceContext } from '../context.ts';
import { playersInReach } from './draw-ticket-reach.ts';

export interface TicketSearch {
  /** 'YYYY-MM-DD', already validated. */
  drawDate: string;
  /** Whose tickets: a member itself, or an agent's whole subtree (already checked to be within reach). */
  subject: UserRow;
  /** The number as typed (3–6 digits, already validated), or undefined for every number. */
  ticketNumber?: string;
  /** An operator letter, or undefined for every operator. */
  operator?: string;
}

/** CompanyName as sent → an operator letter: its name (Magnum, 'winbox lotto'…) or letter, any case; '' = all. */
export function operatorOfCompanyName(name: string | undefined): string | undefined {
  const wanted = (name ?? '').trim().toLowerCase();
  if (wanted === '') return undefined;
  const found = OPERATORS.find(
    (operator) => operator.name.toLowerCase() === wanted || operator.letter.toLowerCase() === wanted,
  );
  if (!found) throw new ApiError('V103', ['CompanyName'], 'CompanyName');
  return found.letter;
}

const OPERATOR_LETTER = sql<string>`left(tickets.draw_type, 1)`;

/**
 * The tickets of bets that are not void, of the players `subject` reaches: the base of the ticket search
 * here and of "who bought a number" (services/statements/who-bought.ts), which narrow it further.
 */
export function ticketsInReach(ctx: ServiceContext, subject: UserRow) {
  return ctx.db
    .selectFrom('tickets')
    .innerJoin('bets', 'bets.id', 'tickets.bet_id')
    .innerJoin('users as player', 'player.id', 'bets.player_id')
    .leftJoin('bet_voids', 'bet_voids.bet_id', 'bets.id')
    .where('bet_voids.bet_id', 'is', null)
    .where('bets.player_id', 'in', playersInReach(ctx, subject));
}

function ticketsOf(ctx: ServiceContext, search: TicketSearch) {
  let query = ticketsInReach(ctx, search.subject)
    // Every draw type, named so the (draw_type, draw_date) index serves the date.
    .where('tickets.draw_type', 'in', DRAW_TYPE_ORDER)
    .where('tickets.draw_date', '=', search.drawDate);
  if (search.ticketNumber !== undefined) query = query.where('tickets.number', '=', search.ticketNumber);
  if (search.operator !== undefined) query = query.where(OPERATOR_LETTER, '=', search.operator);
  return query;
}

const operatorRank = (letter: string) => OPERATORS.findIndex((operator) => operator.letter === letter);
const drawTypeRank = (drawType: string) => DRAW_TYPE_ORDER.indexOf(drawType);
/** Code-point order: the same on every server, whatever its locale. */
const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
const companyName = (letter: string) => operatorOf(letter)?.name ?? letter;

/** GetDrawTicketUser: one row per (player, operator, currency), by player, then operator order. */
export async function ticketSummary(ctx: ServiceContext, search: TicketSearch): Promise<TicketSummaryRow[]> {
  const rows = await ticketsOf(ctx, search)
    .select([
      'player.username',
      OPERATOR_LETTER.as('operator'),
      'bets.currency',
      sql<string>`sum(tickets.stake_cents)`.as('stake_cents'),
      sql<string>`count(*)`.as('tickets'),
    ])
    .groupBy(['player.username', OPERATOR_LETTER, 'bets.currency'])
    .execute();
  return rows
    .sort(
      (a, b) =>
        byText(a.username, b.username) ||
        operatorRank(a.operator) - operatorRank(b.operator) ||
        byText(a.currency, b.currency),
    )
    .map((row) => ({
      CompanyName: companyName(row.operator),
      DrawTicketDate: search.drawDate,
      UserId: row.username,
      // sum() of bigint is numeric: a string from PostgreSQL, exact; cents stay far below 2^53.
      BetAmount: Number(row.stake_cents),
      TicketCount: Number(row.tickets),
      Currency: row.currency,
    }));
}

/** GetDrawTicketUserDetail: one row per ticket, by player, then draw type order, then as written. */
export async function ticketDetail(ctx: ServiceContext, search: TicketSearch): Promise<TicketDetailRow[]> {
  const rows = await ticketsOf(ctx, search)
    .select([
      'tickets.id',
      'player.username',
      'tickets.draw_type',
      'tickets.number',
      'tickets.stake_cents',
      'bets.currency',
    ])
    .execute();
  return rows
    .sort(
      (a, b) =>
        byText(a.username, b.username) ||
        drawTypeRank(a.draw_type) - drawTypeRank(b.draw_type) ||
        Number(a.id) - Number(b.id),
    )
    .map((row) => ({
      CompanyName: companyName(row.draw_type.charAt(0)),
      DrawTicketDate: search.drawDate,
      UserId: row.username,
      TicketNumber: row.number,
      DrawType: row.draw_type,
      BetAmount: Number(row.stake_cents),
      Currency: row.currency,
    }));
}

// What one request becomes: one bet for a regular call (the whole sheet), or one bet per draw type for the
// per-draw-type calls (PostBet3, PostBetEkor3: the 3 pm and the evening draws close at different times, so
// each draw type is accepted or refused on its own). A part carries its tickets, its total and cut-off, the
// sheet lines its receipt shows, and the sheet text a re-bet of it would send.
import {
  buildFormSheet,
  parseSheet,
  type SheetContext,
  type SheetLine,
  type SheetResult,
} from '../../../src/core/engine/index.ts';
import { bettingClosesAt } from '../../../src/core/domain/calendar.ts';
import type { NewTicket } from './tickets.ts';

/** What a receipt is printed from: the sheet, or the share of it that one draw type takes. */
export type ReceiptSheet = Pick<SheetResult, 'dates' | 'lines' | 'totalCents' | 'ticketCount'>;

export interface BetPart {
  /** The draw type of a per-draw-type part; undefined for a whole sheet. */
  drawType?: string;
  drawTypes: readonly string[];
  sheet: ReceiptSheet;
  tickets: NewTicket[];
  totalCents: number;
  /** The earliest cut-off among its draws (epoch ms). */
  firstClose: number;
  /** Its draws as 'drawType|date'. */
  draws: readonly string[];
  betString: string;
}

/** The draw types of a sheet in the order it names them. */
export function drawTypesOf(sheet: Pick<SheetResult, 'lines'>): string[] {
  return [...new Set(sheet.lines.flatMap((line) => line.drawTypes))];
}

export function wholePart(sheet: SheetResult, tickets: NewTicket[], betString: string): BetPart {
  return {
    drawTypes: drawTypesOf(sheet),
    sheet,
    tickets,
    totalCents: sheet.totalCents,
    ...drawsOf(tickets),
    betString,
  };
}

export function partsByDrawType(
  sheet: SheetResult,
  tickets: NewTicket[],
  betString: string,
  context: SheetContext,
): BetPart[] {
  const drawTypes = drawTypesOf(sheet);
  if (drawTypes.length === 1) return [{ ...wholePart(sheet, tickets, betString), drawType: drawTypes[0] as string }];
  return drawTypes.flatMap((drawType) => {
    const mine = tickets.filter((ticket) => ticket.draw_type === drawType);
    if (mine.length === 0) return []; // a draw type with no draw on the sheet's dates makes no bet
    const costOf = (line: SheetLine) =>
      mine.reduce((sum, ticket) => sum + (ticket.line === line.line ? ticket.stake_cents : 0), 0);
    const lines = sheet.lines
      .filter((line) => line.drawTypes.includes(drawType))
      .map((line) => ({ ...line, drawTypes: [drawType], costCents: costOf(line) }));
    const totalCents = mine.reduce((sum, ticket) => sum + ticket.stake_cents, 0);
    const dates = sheet.dates.filter((date) => mine.some((ticket) => ticket.draw_date === date));
    const part: ReceiptSheet = { dates, lines, totalCents, ticketCount: mine.length };
    return [
      {
        drawType,
        drawTypes: [drawType],
        sheet: part,
        tickets: mine,
        totalCents,
        ...drawsOf(mine),
        betString: partSheetText(part, betString, context),
      },
    ];
  });
}

function drawsOf(tickets: readonly NewTicket[]): { firstClose: number; draws: string[] } {
  // Tickets come line by line, draw by draw: a ticket of the draw before it makes no new key (a large bet's
  // 10,000 keys were a millisecond and as many strings on the server's thread).
  const keys = new Set<string>();
  let previous: NewTicket | undefined;
  for (const ticket of tickets) {
    if (previous?.draw_type !== ticket.draw_type || previous.draw_date !== ticket.draw_date)
      keys.add(`${ticket.draw_type}|${ticket.draw_date}`);
    previous = ticket;
  }
  const draws = [...keys];
  const firstClose = Math.min(...draws.map((draw) => bettingClosesAt(...(draw.split('|') as [string, string]))));
  return { firstClose, draws };
}

/**
 * The sheet of one draw type's share, so that re-betting its receipt bets that draw type only. Written in
 * the canonical form-sheet language and read back: if the engine does not read it as exactly this part
 * (same total, same ticket count), the request's own sheet is kept rather than a wrong one.
 */
function partSheetText(part: ReceiptSheet, original: string, context: SheetContext): string {
  const text = buildFormSheet({
    variant: context.variant,
    dates: part.dates,
    lines: part.lines.map((line) => ({
      number: line.number,
      mode: line.mode,
      drawTypes: line.drawTypes,
      amountsCents: line.amountsCents,
    })),
    ...(context.betSequence ? { betSequence: context.betSequence } : {}),
  }).text;
  const reread = parseSheet(text, context);
  return reread.ok && reread.totalCents === part.totalCents && reread.ticketCount === part.ticketCount
    ? text
    : original;
}

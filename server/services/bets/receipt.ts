// An accepted bet's receipt as facts (bet-outcome.ts): the sheet's dates and lines as it priced them (or
// one draw type's share of them), and what the tickets really written make of it — a '#18' sheet on a
// Tuesday names Magnum, which has no draw that day, so only Lucky gets tickets. The edge renders both the
// receipt text and the receipt as data from these (http/bet-receipts.ts).
import { sortDrawTypes } from '../../../src/core/domain/operators.ts';
import type { BetRate } from '../../../src/core/domain/exchange.ts';
import type { BetReceipt, WrittenTickets } from './bet-outcome.ts';
import type { BetPart } from './bet-parts.ts';
import type { NewTicket } from './tickets.ts';

export interface ReceiptHeader {
  betNumber: number;
  placedAt: number;
  player: string;
  currency: string;
  rate: BetRate;
}

export function betReceiptOf(header: ReceiptHeader, part: BetPart): BetReceipt {
  const { sheet } = part;
  return {
    betNumber: header.betNumber,
    placedAt: header.placedAt,
    player: header.player,
    currency: header.currency,
    rate: {
      currency: header.rate.currency,
      rateMicros: header.rate.rateMicros,
      base: header.rate.base,
      baseRateMicros: header.rate.baseRateMicros,
    },
    drawTypes: [...part.drawTypes],
    dates: [...sheet.dates],
    lines: sheet.lines.map(({ line, number, mode, drawTypes, amountsCents, costCents }) => ({
      line,
      number,
      mode,
      drawTypes: [...drawTypes],
      amountsCents: [...amountsCents],
      costCents,
    })),
    totalCents: part.totalCents,
    ticketCount: sheet.ticketCount,
    written: writtenTickets(
      sheet.dates,
      sheet.lines.map((line) => line.line),
      part.tickets,
    ),
  };
}

/** The tickets summed per date and per line, draw types in operator order; a date or line with none is left out. */
function writtenTickets(
  dates: readonly string[],
  lines: readonly number[],
  tickets: readonly Pick<NewTicket, 'line' | 'draw_type' | 'draw_date' | 'stake_cents'>[],
): WrittenTickets {
  const byDate = new Map<string, Set<string>>();
  const byLine = new Map<number, { drawTypes: Set<string>; costCents: number; tickets: number }>();
  let totalCents = 0;
  for (const ticket of tickets) {
    let dateTypes = byDate.get(ticket.draw_date);
    if (!dateTypes) byDate.set(ticket.draw_date, (dateTypes = new Set()));
    dateTypes.add(ticket.draw_type);
    let line = byLine.get(ticket.line);
    if (!line) byLine.set(ticket.line, (line = { drawTypes: new Set(), costCents: 0, tickets: 0 }));
    line.drawTypes.add(ticket.draw_type);
    line.costCents += ticket.stake_cents;
    line.tickets += 1;
    totalCents += ticket.stake_cents;
  }
  return {
    dates: dates.flatMap((date) => {
      const drawTypes = byDate.get(date);
      return drawTypes ? [{ date, drawTypes: sortDrawTypes([...drawTypes]) }] : [];
    }),
    lines: lines.flatMap((number) => {
      const line = byLine.get(number);
      return line
        ? [
            {
              line: number,
              drawTypes: sortDrawTypes([...line.drawTypes]),
              costCents: line.costCents,
              tickets: line.tickets,
            },
          ]
        : [];
    }),
    totalCents,
    tickets: tickets.length,
  };
}

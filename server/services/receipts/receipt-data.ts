// The receipt as data, built from the tickets a bet really wrote, so it cannot name a draw type
// the bet has no ticket on (a '#18' sheet on a Tuesday bets Lucky only: Magnum has no draw that day).
// Line costs are the sum of their tickets' stakes, so they add up exactly to the bet's total.
import type { ReceiptData, ReceiptLine, ReceiptRate } from '../../../contract/receipts.ts';
import { betAmountInBase, rateText, type BetRate } from '../../../src/core/domain/exchange.ts';
import { SLOTS } from '../../../src/core/engine/index.ts';
import { sortDrawTypes } from '../../../src/core/domain/operators.ts';
import type { ReceiptFacts } from '../bets/receipt.ts';
import type { NewTicket } from '../bets/tickets.ts';

/** What the receipt text is made of, and the tickets the bet wrote. */
export interface ReceiptDataFacts extends ReceiptFacts {
  tickets: readonly Pick<NewTicket, 'line' | 'draw_type' | 'draw_date' | 'stake_cents'>[];
}

const units = (cents: number): number => cents / 100;

export function receiptData(facts: ReceiptDataFacts): ReceiptData {
  const { sheet, tickets } = facts;
  const dates = sheet.dates
    .map((date) => ({
      date,
      drawTypes: sortDrawTypes([...new Set(tickets.filter((t) => t.draw_date === date).map((t) => t.draw_type))]),
    }))
    .filter((entry) => entry.drawTypes.length > 0);
  const lines = sheet.lines.flatMap((line): ReceiptLine[] => {
    const mine = tickets.filter((ticket) => ticket.line === line.line);
    if (mine.length === 0) return [];
    const costCents = mine.reduce((sum, ticket) => sum + ticket.stake_cents, 0);
    return [
      {
        line: line.line,
        number: line.number,
        mode: line.mode,
        drawTypes: sortDrawTypes([...new Set(mine.map((ticket) => ticket.draw_type))]),
        amounts: SLOTS.flatMap((slot, index) => {
          const cents = line.amountsCents[index] ?? 0;
          return cents > 0 ? [{ slot, amount: units(cents) }] : [];
        }),
        cost: units(costCents),
        tickets: mine.length,
      },
    ];
  });
  const totalCents = tickets.reduce((sum, ticket) => sum + ticket.stake_cents, 0);
  return {
    betNumber: facts.betNumber,
    placedAt: new Date(facts.placedAt).toISOString(),
    player: facts.player,
    currency: facts.currency,
    dates,
    lines,
    total: units(totalCents),
    tickets: tickets.length,
    ...(facts.rate && facts.rate.currency !== facts.rate.base ? { rate: receiptRate(facts.rate, totalCents) } : {}),
  };
}

/** The rate line of a bet not in the base currency, with what its total took from the credit. */
export function receiptRate(rate: BetRate, totalCents: number): ReceiptRate {
  return {
    units: rateText(rate.rateMicros),
    base: rate.base,
    baseUnits: rateText(rate.baseRateMicros),
    baseTotal: units(betAmountInBase(totalCents, rate)),
  };
}

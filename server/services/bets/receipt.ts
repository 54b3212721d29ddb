// The receipt text (the answer's Output): bet number, when, who, draw dates, each line with its draw types,
// a total line and a grand-total line. Plain text, so it can be shared to a messaging app as it is.
import { SLOTS } from '../../../src/core/engine/index.ts';
import { centsToDecimalText } from '../../../src/core/domain/money.ts';
import { gmt8DateMinute } from '../../../src/core/domain/calendar.ts';
import { betAmountInBase, rateText, type BetRate } from '../../../src/core/domain/exchange.ts';
import type { ReceiptSheet } from './bet-parts.ts';

const MODE_TEXT: Readonly<Record<string, string>> = { S: '', B: ' BOX', I: ' IBOX', R: ' REV' };

export interface ReceiptFacts {
  betNumber: number;
  placedAt: number;
  player: string;
  currency: string;
  /** The rates it was taken at: a bet not in the base currency prints them and its total in base currency. */
  rate?: BetRate;
  /** The whole sheet, or one draw type's share of it. */
  sheet: ReceiptSheet;
}

export function receiptText(facts: ReceiptFacts): string {
  const when = gmt8DateMinute(facts.placedAt);
  const out = [
    `Bet No: ${facts.betNumber}`,
    `${when} (GMT+8)`,
    `Player: ${facts.player}  Currency: ${facts.currency}`,
    `Draw: ${facts.sheet.dates.join(', ')}`,
  ];
  for (const line of facts.sheet.lines) {
    const amounts = SLOTS.map((slot, index) => [slot, line.amountsCents[index] ?? 0] as const)
      .filter(([, cents]) => cents > 0)
      .map(([slot, cents]) => `${slot} ${centsToDecimalText(cents)}`)
      .join(' ');
    out.push(
      `${line.drawTypes.join('')} ${line.number}${MODE_TEXT[line.mode] ?? ''} ${amounts} = ${centsToDecimalText(line.costCents)}`,
    );
  }
  out.push(`Total: ${centsToDecimalText(facts.sheet.totalCents)} (${facts.sheet.ticketCount} tickets)`);
  out.push(`GT: ${centsToDecimalText(facts.sheet.totalCents)}`);
  if (facts.rate && facts.rate.currency !== facts.rate.base) {
    const inBase = centsToDecimalText(betAmountInBase(facts.sheet.totalCents, facts.rate));
    out.push(
      `Rate: ${rateText(facts.rate.rateMicros)} ${facts.currency} = ${rateText(facts.rate.baseRateMicros)} ${facts.rate.base} (${facts.rate.base} ${inBase})`,
    );
  }
  return out.join('\n');
}

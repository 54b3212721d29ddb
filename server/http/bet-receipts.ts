// An accepted bet's receipt as the wire has it, rendered from its facts (services/bets/receipt.ts): the
// text (the answer's Output, plain, so it can be shared to a messaging app as it is: bet number, when, who,
// draw dates, each line with its draw types, a total and a grand-total line) and the receipt as data (the
// answer's Receipt, which the app renders in the user's language). The data is built from the tickets
// really written, so it never names a draw type the bet has no ticket on, and its line costs add up
// exactly to its total. Money in units, 2 decimals.
import type { ReceiptData, ReceiptLine, ReceiptRate } from '../../contract/receipts.ts';
import type { BetReceipt } from '../services/bets/bet-outcome.ts';
import { SLOTS } from '../../src/core/engine/index.ts';
import { centsToDecimalText } from '../../src/core/domain/money.ts';
import { gmt8DateMinute } from '../../src/core/domain/calendar.ts';
import { betAmountInBase, rateText, type BetRate } from '../../src/core/domain/exchange.ts';

const MODE_TEXT: Readonly<Record<string, string>> = { S: '', B: ' BOX', I: ' IBOX', R: ' REV' };

const units = (cents: number): number => cents / 100;

export function receiptText(receipt: BetReceipt): string {
  const out = [
    `Bet No: ${receipt.betNumber}`,
    `${gmt8DateMinute(receipt.placedAt)} (GMT+8)`,
    `Player: ${receipt.player}  Currency: ${receipt.currency}`,
    `Draw: ${receipt.dates.join(', ')}`,
  ];
  for (const line of receipt.lines) {
    const amounts = SLOTS.map((slot, index) => [slot, line.amountsCents[index] ?? 0] as const)
      .filter(([, cents]) => cents > 0)
      .map(([slot, cents]) => `${slot} ${centsToDecimalText(cents)}`)
      .join(' ');
    out.push(
      `${line.drawTypes.join('')} ${line.number}${MODE_TEXT[line.mode] ?? ''} ${amounts} = ${centsToDecimalText(line.costCents)}`,
    );
  }
  out.push(`Total: ${centsToDecimalText(receipt.totalCents)} (${receipt.ticketCount} tickets)`);
  out.push(`GT: ${centsToDecimalText(receipt.totalCents)}`);
  const { rate } = receipt;
  if (rate.currency !== rate.base) {
    const inBase = centsToDecimalText(betAmountInBase(receipt.totalCents, rate));
    out.push(
      `Rate: ${rateText(rate.rateMicros)} ${receipt.currency} = ${rateText(rate.baseRateMicros)} ${rate.base} (${rate.base} ${inBase})`,
    );
  }
  return out.join('\n');
}

export function receiptData(receipt: BetReceipt): ReceiptData {
  const { written, rate } = receipt;
  const sheetLines = new Map(receipt.lines.map((line) => [line.line, line]));
  const lines = written.lines.flatMap((mine): ReceiptLine[] => {
    const line = sheetLines.get(mine.line);
    if (!line) return [];
    return [
      {
        line: line.line,
        number: line.number,
        mode: line.mode,
        drawTypes: mine.drawTypes,
        amounts: SLOTS.flatMap((slot, index) => {
          const cents = line.amountsCents[index] ?? 0;
          return cents > 0 ? [{ slot, amount: units(cents) }] : [];
        }),
        cost: units(mine.costCents),
        tickets: mine.tickets,
      },
    ];
  });
  return {
    betNumber: receipt.betNumber,
    placedAt: new Date(receipt.placedAt).toISOString(),
    player: receipt.player,
    currency: receipt.currency,
    dates: written.dates.map(({ date, drawTypes }) => ({ date, drawTypes })),
    lines,
    total: units(written.totalCents),
    tickets: written.tickets,
    ...(rate.currency !== rate.base ? { rate: receiptRate(rate, written.totalCents) } : {}),
  };
}

/** The rate line of a bet not in the base currency, with what its total took from the credit. */
function receiptRate(rate: BetRate, totalCents: number): ReceiptRate {
  return {
    units: rateText(rate.rateMicros),
    base: rate.base,
    baseUnits: rateText(rate.baseRateMicros),
    baseTotal: units(betAmountInBase(totalCents, rate)),
  };
}

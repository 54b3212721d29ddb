// The bet statistic as text (the answer's `message`): the same figures as `data`, per currency and draw
// type, one line per number, with totals. The layout is the core's (src/core/domain/report-texts.ts), shared
// with the app, which writes it in the user's language; this is the English of the envelope's message.
import type { BetStatisticReport } from '../../../src/core/domain/bet-statistic.ts';
import { betStatisticText as layout, type BetStatisticWords } from '../../../src/core/domain/report-texts.ts';
import { centsMoney } from './win-loss-text.ts';

const ENGLISH: BetStatisticWords = {
  heading: (drawDate) => `Bet statistic ${drawDate} (draw date, GMT+8)`,
  allCurrencies: 'all currencies',
  tickets: (count) => `tickets ${count}`,
  stake: (amount) => `stake ${amount}`,
  total: (currency) => `Total ${currency}`,
  noRecords: 'No records.',
  money: centsMoney,
};

export function betStatisticText(report: BetStatisticReport): string {
  return layout(report, ENGLISH);
}

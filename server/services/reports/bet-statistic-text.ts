// The bet statistic as text (the answer's `message`): the same figures as `data`, per currency and draw
// type, one line per number, with totals.
import type { BetStatistic } from '../../../contract/reports-ledger.ts';
import { money } from './win-loss-text.ts';

export function betStatisticText(report: BetStatistic): string {
  const lines = [`Bet statistic ${report.drawDate} (draw date, GMT+8)`, `${report.user}, ${report.currency === 'ALL' ? 'all currencies' : report.currency}`];
  if (report.currencies.length === 0) return [...lines, 'No records.'].join('\n');
  for (const section of report.currencies) {
    lines.push('', section.currency);
    for (const drawType of section.drawTypes) {
      lines.push(`#${drawType.drawType}  tickets ${drawType.tickets}  stake ${money(drawType.stake)}`);
      for (const number of drawType.numbers) lines.push(`  ${number.number}  tickets ${number.tickets}  stake ${money(number.stake)}`);
    }
    lines.push(`Total ${section.currency}  tickets ${section.tickets}  stake ${money(section.stake)}`);
  }
  return lines.join('\n');
}

// The plain-text forms of two reports — one date's results (copied and shared into messaging apps) and a
// player's bet statistic — laid out once, in any language: the words come from the caller. The app passes
// its i18next messages, so what a user reads, copies or shares is in the user's language; the server
// passes English for its envelope's `message` (logs, scripts, curl).
import type { ResultTextData } from '../../../contract/reports-draw.ts';
import type { BetStatisticReport } from './bet-statistic.ts';

export interface ResultTextWords {
  /** The first line, e.g. "Results 2026-11-18". */
  heading: (drawDate: string) => string;
  first: string;
  second: string;
  third: string;
  special: string;
  consolation: string;
  fiveD: string;
  sixD: string;
  noDraws: string;
}

const STARTERS = 13;
const CONSOLATIONS = 10;

/**
 * A heading line, then per draw a block such as
 *   Magnum (M) 19:00
 *   1st 1234
 *   2nd 4321
 *   3rd 9999
 *   Special 1000 1001 … (13)
 *   Consolation 2000 2001 … (10)
 *   5D 1st 12345 2nd 23456 3rd 34567     (Toto)
 *   6D 123456                             (Toto, Lucky, Winbox)
 * Blocks are separated by an empty line; lines end with '\n' only.
 */
export function resultText(data: ResultTextData, words: ResultTextWords): string {
  const blocks = data.draws.map((draw) => {
    const m4 = draw.m4;
    const lines = [
      `${draw.operator} (${draw.drawType}) ${draw.drawTime}`,
      `${words.first} ${m4.prize1}`,
      `${words.second} ${m4.prize2}`,
      `${words.third} ${m4.prize3}`,
      `${words.special} ${Array.from({ length: STARTERS }, (_, i) => m4[`prizeStarter${i + 1}`]).join(' ')}`,
      `${words.consolation} ${Array.from({ length: CONSOLATIONS }, (_, i) => m4[`prizeConsolation${i + 1}`]).join(' ')}`,
    ];
    if (draw.m5)
      lines.push(
        `${words.fiveD} ${words.first} ${draw.m5.prize1} ${words.second} ${draw.m5.prize2} ${words.third} ${draw.m5.prize3}`,
      );
    if (draw.m6) lines.push(`${words.sixD} ${draw.m6.prize1}`);
    return lines.join('\n');
  });
  const heading = words.heading(data.drawDate);
  return blocks.length === 0 ? `${heading}\n${words.noDraws}` : [heading, ...blocks].join('\n\n');
}

export interface BetStatisticWords {
  /** The first line, e.g. "Bet statistic 2026-11-18 (draw date, GMT+8)". */
  heading: (drawDate: string) => string;
  /** "every currency" when the report covers them all. */
  allCurrencies: string;
  tickets: (count: number) => string;
  stake: (money: string) => string;
  total: (currency: string) => string;
  noRecords: string;
  /** Money in cents as shown: two decimals, thousands separators. */
  money: (cents: number) => string;
}

/** Per currency and draw type, one line per number, with totals. */
export function betStatisticText(report: BetStatisticReport, words: BetStatisticWords): string {
  const lines = [
    words.heading(report.drawDate),
    `${report.user}, ${report.currency === 'ALL' ? words.allCurrencies : report.currency}`,
  ];
  if (report.currencies.length === 0) return [...lines, words.noRecords].join('\n');
  const figures = (tickets: number, stakeCents: number) =>
    `${words.tickets(tickets)}  ${words.stake(words.money(stakeCents))}`;
  for (const section of report.currencies) {
    lines.push('', section.currency);
    for (const drawType of section.drawTypes) {
      lines.push(`#${drawType.drawType}  ${figures(drawType.tickets, drawType.stakeCents)}`);
      for (const number of drawType.numbers)
        lines.push(`  ${number.number}  ${figures(number.tickets, number.stakeCents)}`);
    }
    lines.push(`${words.total(section.currency)}  ${figures(section.tickets, section.stakeCents)}`);
  }
  return lines.join('\n');
}

// The win/loss report as text (the answer's `message`): the same figures as `data`, one line per player,
// a total per downline group, per currency. Money with two decimals and thousands separators (docs/product.md D4).
import type { WinLossDetail, WinLossFigures } from '../../../contract/reports-ledger.ts';

/** 1234567.5 → '1,234,567.50'; −0.4 → '-0.40'. */
export const money = (units: number): string => centsMoney(Math.round(units * 100));

/** The same from cents: 123456750 → '1,234,567.50'. */
export function centsMoney(cents: number): string {
  const magnitude = Math.abs(cents);
  const whole = Math.floor(magnitude / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0 ? '-' : ''}${whole}.${String(magnitude % 100).padStart(2, '0')}`;
}

function figuresText(figures: WinLossFigures, withOwn: boolean): string {
  const parts = [
    `stake ${money(figures.stake)}`,
    `comm ${money(figures.commission)}`,
    `win ${money(figures.win)}`,
    `net ${money(figures.net)}`,
  ];
  if (figures.pending !== 0) parts.push(`pending ${money(figures.pending)}`);
  if (withOwn)
    parts.push(
      `| own comm ${money(figures.ownCommission)}`,
      `PT ${money(figures.ownShare)}`,
      `own ${money(figures.ownNet)}`,
    );
  return parts.join('  ');
}

export function winLossText(report: WinLossDetail): string {
  const withOwn = report.role === 'agent';
  const range = report.dateFrom === report.dateTill ? report.dateFrom : `${report.dateFrom} to ${report.dateTill}`;
  const lines = [
    `Win/Loss ${range} (draw dates, GMT+8)`,
    `${report.user}, ${report.currency === 'ALL' ? 'all currencies' : report.currency}`,
  ];
  if (report.currencies.length === 0) return [...lines, 'No records.'].join('\n');
  for (const section of report.currencies) {
    lines.push('', section.currency);
    for (const group of section.groups) {
      const single = group.players.length === 1 && group.players[0]?.player === group.downline;
      if (!single) lines.push(`[${group.downline}]`);
      for (const player of group.players)
        lines.push(`${single ? '' : '  '}${player.player}  ${figuresText(player, withOwn)}`);
      if (!single) lines.push(`  Total ${group.downline}  ${figuresText(group.totals, withOwn)}`);
    }
    lines.push(`Total ${section.currency}  ${figuresText(section.totals, withOwn)}`);
  }
  return lines.join('\n');
}

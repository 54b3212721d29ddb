// The report table's rows from the server's figures: per currency, one row per direct downline (or the
// player itself) and the total. Pure, unit-tested.
import type { WinLossDetail, WinLossFigures } from '../../../core/ports/settings-service.ts';

export interface ReportRow {
  name: string;
  total: boolean;
  /** In cents: settled stake, stake awaiting a result, commission, win, the player's net, and the caller's own net (agents). */
  stake: number;
  pending: number;
  commission: number;
  win: number;
  net: number;
  ownNet: number;
}

export interface ReportTable {
  currency: string;
  rows: ReportRow[];
}

const rowOf = (name: string, total: boolean, figures: WinLossFigures): ReportRow => ({
  name,
  total,
  stake: figures.stake,
  pending: figures.pending,
  commission: figures.commission,
  win: figures.win,
  net: figures.net,
  ownNet: figures.ownNet,
});

export function reportTables(report: WinLossDetail): ReportTable[] {
  return report.currencies.map((section) => ({
    currency: section.currency,
    rows: [
      ...section.groups.map((group) => rowOf(group.downline, false, group.totals)),
      rowOf('', true, section.totals),
    ],
  }));
}

/** The filter's defaults: today (GMT+8, the first day of the login data's calendar) and every currency. */
export function defaultFilter(today: string | undefined): { dateFrom: string; dateTill: string; currency: string } {
  return { dateFrom: today ?? '', dateTill: today ?? '', currency: 'ALL' };
}

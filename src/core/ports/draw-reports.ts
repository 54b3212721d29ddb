// The session's draw reports (docs/api/reports-draw.md): the caller's winning tickets (strike), its
// payout tables, and a date's results as text. Money in these answers is integer cents.
import type { PayoutReport, ResultTextData, StrikeReport } from '../../../contract/reports-draw.ts';

export interface DrawReports {
  /** The winning tickets of a draw date in the caller's reach (the newest date with results when omitted). */
  strike(date?: string): Promise<StrikeReport>;
  payout(): Promise<PayoutReport>;
  /** The plain text to copy or share, and the same results as data. */
  resultText(date?: string): Promise<{ text: string; data: ResultTextData }>;
}

export const DrawReports = Symbol.for('DrawReports');

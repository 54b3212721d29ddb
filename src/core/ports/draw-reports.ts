// The session's draw reports (docs/api/reports-draw.md): the caller's winning tickets (strike), its
// payout tables, and a date's results as text. Money in these answers is integer cents.
import type { PayoutReport as WirePayoutReport, ResultTextData, StrikeReport } from '../../../contract/reports-draw.ts';
import type { Jackpot } from '../domain/jackpot.ts';

/** The payout tables (cents per 1 unit staked) and today's L and A jackpots in MYR cents. */
export interface PayoutReport extends Omit<WirePayoutReport, 'jackpots'> {
  jackpots: Jackpot[];
}

export interface DrawReports {
  /** The winning tickets of a draw date in the caller's reach (the newest date with results when omitted). */
  strike(date?: string): Promise<StrikeReport>;
  payout(): Promise<PayoutReport>;
  /** The plain text to copy or share, and the same results as data. */
  resultText(date?: string): Promise<{ text: string; data: ResultTextData }>;
}

export const DrawReports = Symbol.for('DrawReports');

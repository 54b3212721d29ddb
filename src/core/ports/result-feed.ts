// Public reads: the L and A jackpots for the home ticker, and results (reads.md).
import type { JackpotItem } from '../../../contract/results.ts';

export interface ResultFeed {
  /** The jackpots of L and A for a GMT+8 date (today when omitted). */
  jackpots(date?: string): Promise<JackpotItem[]>;
}

export const ResultFeed = Symbol.for('ResultFeed');

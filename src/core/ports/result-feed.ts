// Public reads: the L and A jackpots for the home ticker, and results (reads.md). The result reads are
// conditional: an answer the server says is unchanged (304) comes back as the very object of the last
// answer, so a screen can tell "nothing new" by identity.
import type { LaDrawResult, ResultListItem, SingleResult } from '../../../contract/results.ts';
import type { Jackpot } from '../domain/jackpot.ts';

export interface ResultFeed {
  /** The jackpots of L and A for a GMT+8 date (today when omitted), in MYR cents. */
  jackpots(date?: string): Promise<Jackpot[]>;
  /** Each draw type's latest result, in display order (M P T S B K W L3 L A3 A N3 N). */
  latestResults(): Promise<ResultListItem[]>;
  /** Every draw type's result on a date, in display order. */
  resultsOn(date: string): Promise<ResultListItem[]>;
  /** One draw type's result on a date, or its latest when the date is omitted. */
  latestResult(drawType: string, date?: string): Promise<SingleResult>;
  /** The L/A interface of a date (with the video link); `time` 'HH:MM' narrows it to that draw. */
  laResults(date: string, time?: string): Promise<LaDrawResult[]>;
}

export const ResultFeed = Symbol.for('ResultFeed');

// Public number reads (docs/numbers.md): a number's history of hits on every draw type, and one draw type's
// hot and cold numbers over a period. No login needed, like the results.
import type { HotColdAnswer, NumberLookupAnswer } from '../../../contract/numbers.ts';

export interface NumberStats {
  /**
   * Every prize the 3- to 6-digit number hit, newest first, a page at a time (`cursor`: the answer's
   * nextCursor); with `permutations` every ordering of its digits too.
   */
  lookup(number: string, permutations: boolean, cursor?: string): Promise<NumberLookupAnswer>;
  /** One draw type's most and least drawn 4D numbers and digits over the last 30, 90 or 365 days. */
  hotCold(drawType: string, days: number): Promise<HotColdAnswer>;
}

export const NumberStats = Symbol.for('NumberStats');

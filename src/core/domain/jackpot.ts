// The L and A jackpots (docs/product.md S2, S9): one per operator and date, in MYR cents.
import type { Cents } from './money.ts';

export interface Jackpot {
  drawType: 'L' | 'A';
  /** 'YYYY-MM-DD', GMT+8. */
  drawDate: string;
  /** The jackpot in MYR cents. */
  amountCents: Cents;
  currency: 'MYR';
}

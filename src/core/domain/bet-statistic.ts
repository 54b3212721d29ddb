// A bet statistic (docs/product.md S2 "Bet statistics"): what a player — or every player under an agent — has
// on one draw date, per currency, draw type and number: tickets and stake, in cents. The server sums it from
// its tickets; the app reads it from the answer's data. Both write it as text through report-texts.ts.
import type { Cents } from './money.ts';

export interface BetStatisticNumber {
  number: string;
  tickets: number;
  stakeCents: Cents;
}

export interface BetStatisticDrawType {
  drawType: string;
  numbers: BetStatisticNumber[];
  tickets: number;
  stakeCents: Cents;
}

export interface BetStatisticCurrency {
  currency: string;
  /** In display order (M P T S B K W L3 L A3 A N3 N). */
  drawTypes: BetStatisticDrawType[];
  tickets: number;
  stakeCents: Cents;
}

export interface BetStatisticReport {
  /** The player named (an agent named stands for every player under it). */
  user: string;
  role: 'member' | 'agent';
  drawDate: string;
  /** A currency code, or 'ALL'. */
  currency: string;
  currencies: BetStatisticCurrency[];
}

// A player's per-user limits and what is left of them (GET /FDAPI/Bet/GetBetLimits;
// docs/currencies-and-limits.md). Money in cents here, in the site's base currency. Imports nothing.

/** One draw date of the date list: what the player's bets not voided already use on it. */
export interface BetLimitDay {
  date: string;
  tickets: number;
  stakeCents: number;
}

export interface BetLimits {
  /** Limits and stakes are in this currency. */
  base: string;
  /** Tickets per draw day at most; null: no limit. */
  maxTickets: number | null;
  /** Stake per draw day at most (base currency cents); null: no limit. */
  maxStakeCents: number | null;
  /** The date list's days (only those with bets). */
  days: BetLimitDay[];
  /** Units per 1 SGD in millionths, by currency code (special-rate codes included), to convert a sheet's total. */
  rates: Record<string, number>;
}

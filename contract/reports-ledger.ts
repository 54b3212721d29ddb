// The two ledger reports (docs/product.md S7: Report/GetMobileWinLossDetail, Report/GetMobileBetStatistic).
// Both answer {status, message, data}: `message` is the report as text, `data` the same figures as
// structured JSON, so the client can show either. Money in units (2 decimals). Imports nothing.

/** One line of figures. The player's side is from the player's point of view (a loss is negative). */
export interface WinLossFigures {
  /** Stakes of the tickets settled in the range (their draw has a result). */
  stake: number;
  /** Stakes of tickets in the range still waiting for a result (not in `net`). */
  pending: number;
  /** The player's commission on the settled stakes (package rate). */
  commission: number;
  /** Wins of the live result versions (corrections already applied). */
  win: number;
  /** commission + win − stake. */
  net: number;
  /** The caller's own commission on these bets (an agent: its rate less the level below; the company:
   * minus what it pays the agents). 0 when the caller is the member itself. */
  ownCommission: number;
  /** The caller's position-taking share of the house's outcome on these bets (0 for a member). */
  ownShare: number;
  /** ownCommission + ownShare. */
  ownNet: number;
}

export interface WinLossPlayer extends WinLossFigures {
  /** The player's login name. */
  player: string;
}

/** The players under one direct downline of the caller (a member directly under it is its own group). */
export interface WinLossGroup {
  downline: string;
  role: 'member' | 'agent';
  players: WinLossPlayer[];
  totals: WinLossFigures;
}

export interface WinLossCurrency {
  currency: string;
  groups: WinLossGroup[];
  totals: WinLossFigures;
}

export interface WinLossDetail {
  /** The caller's login name and role. */
  user: string;
  role: 'member' | 'agent';
  /** The filter as applied: a currency code, or 'ALL'. */
  currency: string;
  /** Draw dates, GMT+8, inclusive. */
  dateFrom: string;
  dateTill: string;
  /** One section per currency with activity, in code order; empty when there is none. */
  currencies: WinLossCurrency[];
}

export interface BetStatisticNumber {
  number: string;
  tickets: number;
  stake: number;
}

export interface BetStatisticDrawType {
  drawType: string;
  numbers: BetStatisticNumber[];
  tickets: number;
  stake: number;
}

export interface BetStatisticCurrency {
  currency: string;
  /** In display order (M P T S B K W L3 L A3 A N3 N). */
  drawTypes: BetStatisticDrawType[];
  tickets: number;
  stake: number;
}

export interface BetStatistic {
  /** The player named (an agent named stands for every player under it). */
  user: string;
  role: 'member' | 'agent';
  drawDate: string;
  currency: string;
  currencies: BetStatisticCurrency[];
}

// The signed-in user's state: login data at start, the 60 s top-content ping, the balance after a bet.
import type { BetLimits } from '../../../contract/bet-limits.ts';
import type { LoginData, TopContent } from '../domain/login-data.ts';
import type { Cents } from '../domain/money.ts';

/** GetPlayerBalance: asked again after a bet or a void. */
export interface Balance {
  balanceCents: Cents;
  rewardCents: Cents;
}

export interface AccountService {
  loginData(): Promise<LoginData>;
  topContent(): Promise<TopContent>;
  balance(): Promise<Balance>;
  /** A player's per-user limits and what its bets use of them (the player itself, or a downline by name). */
  betLimits(player?: string): Promise<BetLimits>;
}

export const AccountService = Symbol.for('AccountService');

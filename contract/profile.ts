// Balance and profile answers (GetPlayerBalance, GetMobileProfile). Money in units; imports nothing.

export interface PlayerBalance {
  /** Available credit. */
  Balance: number;
  /** Commission credited so far (already part of Balance). */
  Reward: number;
}

interface ProfileBase {
  /** Settled net of the ledger: wins, commission and refunds less settled stakes. */
  AccountBalance: number;
  /** Credit limit. */
  Credit: number;
  /** Available credit: Credit − DownlineCredit + AccountBalance − Outstanding. */
  CreditBalance: number;
}

export interface MemberProfile extends ProfileBase {
  Type: 'member';
  /** Stakes of open (not void, not settled) bets. */
  Outstanding: number;
}

export interface AgentProfile extends ProfileBase {
  Type: 'agent';
  /** Credit limits given to direct downlines. */
  DownlineCredit: number;
}

export type MobileProfile = MemberProfile | AgentProfile;

// Answers of the agent-tree account calls (docs/api/accounts.md), shared by the server and the client's
// HTTP adapter. Money in units with 2 decimals, rates in percent. Imports nothing.

export type AccountStatus = 'active' | 'suspended' | 'blocked';

export interface AccountSummary {
  UserId: string;
  Role: 'member' | 'agent';
  Status: AccountStatus;
  /** The login name of its agent (null for the company root). */
  Parent: string | null;
  CreditLimit: number;
  /** Credit limits handed to its direct downlines. */
  DownlineCredit: number;
  /** Stakes of its open bets. */
  Outstanding: number;
  /** CreditLimit − AvailableCredit: handed down, staked and lost (net of wins). */
  UsedCredit: number;
  AvailableCredit: number;
  Commission: number;
  PositionTaking: number;
  MaxFight: number;
  Games: string[];
  /** Package id per kind ('3D4D' → 1); kinds it was not given are absent. */
  Packages: Record<string, number>;
  Phone: string | null;
  /** Must change its password at its next login (S106), e.g. a new account. */
  MustChangePassword: boolean;
  /** A player's per-user limits per draw day (docs/currencies-and-limits.md): tickets, and stake in units of
   * the site's base currency; null is no limit (always null for an agent). */
  MaxTicketsPerDay: number | null;
  MaxStakePerDay: number | null;
}

export interface DownlineList {
  /** The agent whose downlines these are, with its own figures (the caps of its downlines). */
  Agent: AccountSummary;
  Downlines: AccountSummary[];
  /** Each downline's stake placed today (GMT+8), its whole subtree's for an agent, void bets left out, in
   * units of the site's base currency; a downline without any is absent. */
  TodayStakes: Record<string, number>;
}

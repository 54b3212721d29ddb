// The agent's back office (docs/api/accounts.md): its downlines, opening one, changing one. Amounts in
// units and rates in percent on these calls, as the server takes them.
import type { AccountStatus, AccountSummary, DownlineList } from '../../../contract/accounts.ts';

export interface DownlineSettings {
  CreditLimit?: number;
  Commission?: number;
  PositionTaking?: number;
  MaxFight?: number;
  Games?: string[];
  Packages?: Record<string, number | null>;
  Phone?: string | null;
}

export interface NewDownline extends DownlineSettings {
  UserId: string;
  Password: string;
  Role: 'member' | 'agent';
  CreditLimit: number;
  Games: string[];
  Parent?: string;
}

export interface DownlineUpdate extends DownlineSettings {
  UserId: string;
  Status?: Exclude<AccountStatus, 'blocked'>;
  /** A player's per-user limits per draw day (null lifts one): tickets, and stake in base-currency units. */
  MaxTicketsPerDay?: number | null;
  MaxStakePerDay?: number | null;
}

export interface DownlineService {
  /** The named account (default the caller) and its direct downlines. */
  list(userId?: string): Promise<DownlineList>;
  create(account: NewDownline): Promise<AccountSummary>;
  update(change: DownlineUpdate): Promise<AccountSummary>;
}

export const DownlineService = Symbol.for('DownlineService');

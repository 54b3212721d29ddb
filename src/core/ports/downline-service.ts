// The agent's back office (docs/api/accounts.md): its downlines, opening one, changing one. Money in whole
// cents and rates in basis points both ways: the HTTP adapter converts to and from the wire's units and
// percent (src/adapters/http/wire-money.ts).
import type { AccountStatus } from '../../../contract/accounts.ts';
import type { DownlineAccount } from '../domain/downline-facts.ts';
import type { Cents } from '../domain/money.ts';

export type { DownlineAccount };

export interface DownlineTree {
  /** The agent whose downlines these are, with its own figures (the caps of its downlines). */
  agent: DownlineAccount;
  downlines: DownlineAccount[];
  /** Each downline's stake placed today (GMT+8), in cents of the site's base currency; absent: none. */
  todayStakeCents: Readonly<Record<string, Cents>>;
}

export interface DownlineSettings {
  creditLimitCents?: Cents;
  commissionBp?: number;
  positionTakingBp?: number;
  maxFightCents?: Cents;
  games?: string[];
  packages?: Record<string, number | null>;
  phone?: string | null;
}

export interface NewDownline extends DownlineSettings {
  userId: string;
  password: string;
  role: 'member' | 'agent';
  creditLimitCents: Cents;
  games: string[];
  parent?: string;
}

export interface DownlineUpdate extends DownlineSettings {
  userId: string;
  status?: Exclude<AccountStatus, 'blocked'>;
  /** A player's per-user limits per draw day (null lifts one): tickets, and stake in base-currency cents. */
  maxTicketsPerDay?: number | null;
  maxStakePerDayCents?: Cents | null;
}

export interface DownlineService {
  /** The named account (default the caller) and its direct downlines. */
  list(userId?: string): Promise<DownlineTree>;
  create(account: NewDownline): Promise<DownlineAccount>;
  update(change: DownlineUpdate): Promise<DownlineAccount>;
}

export const DownlineService = Symbol.for('DownlineService');

// The tables of sites, users and their accounts: sites and their currencies and rates, users with their
// sessions, passwords, games, packages and links, and the running totals triggers keep (read only).
import type { ColumnType, Generated } from 'kysely';
import type { BigCents, Defaulted, Role, Timestamp, UserStatus } from './schema-types.ts';

export interface SitesTable {
  id: Generated<number>;
  pin: string;
  brand: string;
  /** Brand data for the client: title, colours, icon names (JSON text). */
  brand_json: Defaulted<string>;
  default_currency: string;
  max_draw_dates: Defaulted<number>;
  ticker_message: Defaulted<string>;
  /** The ticker per language code (JSON object); ticker_message for a language without its own. */
  ticker_messages: Defaulted<string>;
  /** Special draw dates of the Wed/Sat/Sun operators ('YYYY-MM-DD', JSON array). */
  special_dates_json: Defaulted<string>;
  /** Sold out (E145): the most that may be staked on one number of one draw, in cents; null: no cap. */
  number_cap_cents: ColumnType<number | null, number | null | undefined, number | null>;
  /** The most tickets one bet may write (E143 over it): 100 to 10,000, the spec's 10,000 by default. */
  max_tickets_per_bet: Defaulted<number>;
  /** How many members one agent may have directly under it (E300). */
  max_players_per_agent: Defaulted<number>;
  /** The day its week starts on, 0 = Sunday … 6 = Saturday (migration 0080; Monday by default). */
  week_first_day: Defaulted<number>;
  /** Whether each player's credit use starts afresh at the week's start (the "weekly limit"). */
  weekly_credit_reset: Defaulted<boolean>;
  created_at: Defaulted<Date>;
}

export interface SiteCurrenciesTable {
  site_id: number;
  code: string;
  min_regular_cents: number;
  min_ibox_cents: number;
}

export interface UsersTable {
  id: Generated<number>;
  site_id: number;
  username: string;
  /** Lower-cased user name: unique per site, so 'Agent1' and 'agent1' cannot both exist. */
  username_key: string;
  role: Role;
  parent_id: number | null;
  /** Materialised path of ids from the root, '/1/4/9/': a subtree is a prefix match. */
  path: string;
  password_hash: string;
  must_change_password: Defaulted<boolean>;
  status: Defaulted<UserStatus>;
  credit_limit_cents: BigCents;
  /** Commission and position taking in basis points (10% = 1000). */
  commission_bp: Defaulted<number>;
  pt_bp: Defaulted<number>;
  max_fight_cents: BigCents;
  phone: string | null;
  bet_method_multiply: Defaulted<boolean>;
  format_box: Defaulted<string>;
  format_draw_type: Defaulted<string>;
  format_bet_sequence: Defaulted<string>;
  failed_logins: Defaulted<number>;
  first_failed_at: Timestamp | null;
  locked_until: Timestamp | null;
  /** May publish and correct results, which every site shares (migration 0019); company accounts only. */
  house_operator: Defaulted<boolean>;
  /** Per-user limits per draw day (migration 0046): tickets, and stake in base-currency cents; null is none. */
  max_tickets_per_day: ColumnType<number | null, number | null | undefined, number | null>;
  max_stake_per_day_cents: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Defaulted<Date>;
}

export interface PasswordHistoryTable {
  id: Generated<number>;
  user_id: number;
  password_hash: string;
  created_at: Timestamp;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of the bearer token; the token itself is never stored. */
  token_hash: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  revoked_at: Timestamp | null;
  /** 'logout' | 'replaced' (E104) | 'password' (E105) | 'status' (E105). */
  revoked_reason: string | null;
}

export interface UserGamesTable {
  user_id: number;
  draw_type: string;
}

export interface PackagesTable {
  id: Generated<number>;
  site_id: number;
  name: string;
  /** One of the seven kinds: 3D4D, 5D6D, 3D4DL, 5D6DL, 3D4DA, 5D6DA, 3D4DN. */
  kind: string;
  /** Commissions in basis points, prizes in cents per 1 unit staked (JSON object, spec field names). */
  rates_json: string;
  /** Special-rate package (SPR and the other region codes). */
  special: Defaulted<boolean>;
}

export interface UserPackagesTable {
  user_id: number;
  kind: string;
  package_id: number;
}

export interface MemberUrlsTable {
  id: Generated<number>;
  site_id: number;
  name: string;
  url: string;
  /** 'member' (member area links) or 'welfare' (draw-ticket external links). */
  list: string;
}

/** The rates an operator set (migration 0045): units of `code` per 1 SGD, in millionths. */
export interface SiteRatesTable {
  site_id: number;
  code: string;
  rate_micros: BigCents;
  updated_by: number;
  updated_at: Timestamp;
}

/** The audit of rate changes (migration 0045): append-only. */
export interface SiteRateChangesTable {
  id: Generated<number>;
  site_id: number;
  code: string;
  previous_micros: BigCents;
  rate_micros: BigCents;
  changed_by: number;
  changed_at: Timestamp;
}

/** A player's tickets and stake (base-currency cents) per draw date, bets not voided (migration 0046); read only. */
export interface UserDayTotalsTable {
  user_id: number;
  draw_date: string;
  tickets: number;
  stake_cents: BigCents;
}

/** The running balance (migration 0020), kept by triggers (store/functions/balance_of_*.sql); read only. */
export interface UserBalancesTable {
  user_id: number;
  /** The sum of the user's ledger_entries. */
  ledger_cents: BigCents;
  /** The stakes of its open tickets (store/functions/ticket_is_open.sql). */
  open_stake_cents: BigCents;
  /** The sum of its 'commission' entries. */
  commission_cents: BigCents;
}

export interface AccountDatabase {
  sites: SitesTable;
  site_currencies: SiteCurrenciesTable;
  users: UsersTable;
  password_history: PasswordHistoryTable;
  sessions: SessionsTable;
  user_games: UserGamesTable;
  packages: PackagesTable;
  user_packages: UserPackagesTable;
  member_urls: MemberUrlsTable;
  user_balances: UserBalancesTable;
  site_rates: SiteRatesTable;
  site_rate_changes: SiteRateChangesTable;
  user_day_totals: UserDayTotalsTable;
}

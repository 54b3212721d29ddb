// Kysely's view of the tables (migrations/ creates them). Money in integer cents (bigint columns come back
// as strings from PostgreSQL, so the store reads them through Number() at one place: see rows.ts helpers).
import type { ColumnType, Generated } from 'kysely';
import type { SignInDatabase } from './schema-sign-in.ts';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type BigCents = ColumnType<number, number | bigint | undefined, number | bigint>;
/** A column with a database default: optional on insert. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export type Role = 'company' | 'agent' | 'member';
export type UserStatus = 'active' | 'suspended' | 'blocked';

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

export interface Database extends BetDatabase, ResultDatabase, SignInDatabase {
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

// ---- part 2: bets ----

export interface BetsTable {
  id: Generated<number>;
  guid: string;
  site_id: number;
  player_id: number;
  placed_by: number;
  client_ref: string;
  /** SHA-256 of what the request asked (endpoint, player, currency, bet string): same ref, same body? */
  body_hash: string;
  endpoint: string;
  /** The screen the app entered it on when the endpoint does not tell ('bet2'; migration 0033), else null. */
  origin: ColumnType<string | null, string | null | undefined, never>;
  currency: string;
  bet_string: string;
  total_cents: BigCents;
  ticket_count: number;
  /** The earliest cut-off among the bet's draws: voids are allowed until then. */
  first_close_at: Timestamp;
  /** The answer given, replayed byte for byte for the same ClientRef and body. */
  answer_json: string;
  /** The whole request's answer (an array) when one ClientRef made a bet per draw type (migration 0016). */
  request_answer_json: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  /** The rates it was taken at (migration 0045): its currency's and its site's base currency's, micros per 1 SGD. */
  rate_micros: Defaulted<number>;
  base_rate_micros: Defaulted<number>;
  /** The site's base currency when it was placed; null for bets placed before rates were recorded (1:1). */
  base_currency: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface TicketsTable {
  id: Generated<number>;
  bet_id: number;
  line: number;
  draw_type: string;
  draw_date: string;
  number: string;
  mode: string;
  split: number;
  amounts_json: string;
  stake_cents: BigCents;
  /** The B and S slots of amounts_json, generated by the database (migration 0032): read only. */
  big_cents: ColumnType<number, never, never>;
  small_cents: ColumnType<number, never, never>;
}

export interface BetVoidsTable {
  bet_id: number;
  voided_by: number;
  voided_at: Timestamp;
}

export interface LedgerEntriesTable {
  id: Generated<number>;
  user_id: number;
  bet_id: number | null;
  kind: 'stake' | 'refund' | 'win' | 'commission' | 'correction';
  /** Signed: a stake is negative, a refund or a win positive. */
  amount_cents: BigCents;
  /** The result version a settlement entry (win, commission, correction) belongs to; null for stakes and refunds. */
  result_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
}

export interface BetClaimsTable {
  player_id: number;
  client_ref: string;
  body_hash: string;
  started_at: Timestamp;
}

export interface BetDatabase {
  number_exposure: NumberExposureTable;
  bets: BetsTable;
  tickets: TicketsTable;
  bet_voids: BetVoidsTable;
  ledger_entries: LedgerEntriesTable;
  bet_claims: BetClaimsTable;
  betting_controls: BettingControlsTable;
}

// ---- part 2: results and settlement ----

export interface DrawResultsTable {
  id: Generated<number>;
  draw_type: string;
  draw_date: string;
  version: number;
  /** The DrawResult (server/settlement/result.ts) as JSON. */
  result_json: string;
  demo: Defaulted<boolean>;
  published_by: number | null;
  published_at: Timestamp;
}

export interface TicketWinsTable {
  ticket_id: number;
  result_id: number;
  win_cents: BigCents;
}

/**
 * What one bet settled against one result version means to each level of its player's path (migration
 * 0014): 'settle' rows per version, 'reverse' rows (negated) when a correction supersedes it. Append-only.
 */
export interface SettlementSharesTable {
  id: Generated<number>;
  bet_id: number;
  result_id: number;
  entry: 'settle' | 'reverse';
  /** 0 = the player, 1 = its direct agent, … the company last. */
  level: number;
  user_id: number;
  role: Role;
  /** The user's commission_bp and pt_bp when the bet was first settled (a correction keeps them). */
  commission_bp: number;
  pt_bp: number;
  /** The user's max fight then (migration 0040); null on rows settled before max fight applied. */
  max_fight_cents: ColumnType<number | null, number | null | undefined, number | null>;
  stake_cents: BigCents;
  commission_cents: BigCents;
  win_cents: BigCents;
  share_cents: BigCents;
  /** commission + win + share − stake (a CHECK holds it). */
  net_cents: BigCents;
  created_at: Timestamp;
}

export interface ResultDatabase {
  draw_results: DrawResultsTable;
  ticket_wins: TicketWinsTable;
  settlement_shares: SettlementSharesTable;
}

export interface NumberExposureTable {
  site_id: number;
  draw_type: string;
  draw_date: string;
  number: string;
  staked_cents: BigCents;
}

/** E132 / E147 (migration 0016): one row per scope; '' is "every draw type" / "every date". */
export interface BettingControlsTable {
  site_id: number;
  draw_type: Defaulted<string>;
  draw_date: Defaulted<string>;
  suspended: Defaulted<boolean>;
  opens_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  updated_by: number;
  updated_at: Timestamp;
}

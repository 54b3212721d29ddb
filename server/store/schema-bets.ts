// The tables of bets: the bets and their tickets, voids, claims (exactly-once), the ledger, the exposure per
// number and the betting holds.
import type { ColumnType, Generated } from 'kysely';
import type { BigCents, Defaulted, Timestamp } from './schema-types.ts';

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
  /**
   * What became of it (services/bets/bet-outcome.ts: its GUID and receipt's facts), rendered by the edge
   * for a replay of the same ClientRef and body and for the receipts list (migration 0104). Null on bets
   * stored before it: they have answer_json.
   */
  outcome: ColumnType<unknown, string | null | undefined, never>;
  /** The whole request's outcome (one item per draw type) when one ClientRef made a bet per draw type. */
  request_outcome: ColumnType<unknown, string | null | undefined, never>;
  /** The answer given, as text, on bets stored before their outcome was (replayed byte for byte); else null. */
  answer_json: ColumnType<string | null, string | null | undefined, string | null>;
  /** The whole request's answer (an array) when one ClientRef made a bet per draw type (migration 0016); text, as answer_json. */
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
  kind: 'stake' | 'refund' | 'win' | 'commission' | 'correction' | 'payment' | 'weekly_reset';
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

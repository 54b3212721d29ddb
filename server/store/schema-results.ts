// The tables of results and settlement: the published result versions, the tickets they won and what each
// settled bet means to every level of its player's path.
import type { ColumnType, Generated } from 'kysely';
import type { BigCents, Defaulted, Role, Timestamp } from './schema-types.ts';

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

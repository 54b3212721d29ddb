// The tables of the weekly statement (migration 0080, docs/statements.md): the payments that settle a
// statement between an agent and a direct downline, and the weeks whose credit reset has run per site.
import type { Generated } from 'kysely';
import type { BigCents, Timestamp } from './schema-types.ts';

/** A statement paid between an agent and a direct downline: append-only. */
export interface StatementPaymentsTable {
  id: Generated<number>;
  site_id: number;
  agent_id: number;
  downline_id: number;
  week_start: string;
  currency: string;
  /** In `currency`; positive: the downline paid the agent. */
  amount_cents: BigCents;
  rate_micros: BigCents;
  base_rate_micros: BigCents;
  /** The player's 'payment' ledger entry; null for an agent downline (agents' money is not in the ledger). */
  ledger_entry_id: number | null;
  paid_by: number;
  paid_at: Timestamp;
}

export interface WeeklyCreditResetsTable {
  site_id: number;
  week_start: string;
  done_at: Timestamp;
}

/**
 * Per player, draw and currency, the win/loss report's sums of source rows (migration 0103), kept by
 * triggers (store/functions/win_loss_of_*.sql); read only.
 */
export interface WinLossDaysTable {
  player_id: number;
  draw_date: string;
  draw_type: string;
  currency: string;
  /** Tickets of bets that are not void (a count: whether the player has any). */
  tickets: BigCents;
  stake_cents: BigCents;
  /** Of that stake, the tickets still open (no ticket_wins row). */
  open_cents: BigCents;
  /** Commission, win and correction ledger entries, on their result version's draw date. */
  entries: BigCents;
  commission_cents: BigCents;
  /** Wins and corrections. */
  win_cents: BigCents;
}

/** Per settlement_shares holder, player, draw and currency, its commission and PT share; read only. */
export interface HolderDaysTable {
  holder_id: number;
  draw_date: string;
  player_id: number;
  draw_type: string;
  currency: string;
  shares: BigCents;
  commission_cents: BigCents;
  share_cents: BigCents;
}

export interface StatementDatabase {
  statement_payments: StatementPaymentsTable;
  weekly_credit_resets: WeeklyCreditResetsTable;
  win_loss_days: WinLossDaysTable;
  holder_days: HolderDaysTable;
}

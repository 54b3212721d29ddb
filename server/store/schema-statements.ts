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

export interface StatementDatabase {
  statement_payments: StatementPaymentsTable;
  weekly_credit_resets: WeeklyCreditResetsTable;
}

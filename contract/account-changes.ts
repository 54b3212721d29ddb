// The record of account changes (docs/api/account-changes.md): a downline's history and a site's audit log.
// Imports nothing: shared by the server and the client.

/** What changed: its credit limit, rates, limits, status, games, packages or phone, or its opening. */
export type AccountChangeField =
  | 'created'
  | 'credit'
  | 'commission'
  | 'pt'
  | 'max-fight'
  | 'max-tickets'
  | 'max-stake'
  | 'status'
  | 'games'
  | 'packages'
  | 'phone';

export interface AccountChange {
  id: number;
  /** The account changed. */
  user: string;
  field: AccountChangeField;
  /** As recorded: money in cents and rates in basis points as digits, lists joined by spaces; '' for none. */
  previous: string;
  value: string;
  /** Who changed it. */
  changedBy: string;
  /** ISO 8601 (UTC). */
  changedAt: string;
}

/** Newest first; `next` is the `before` of the following page, null on the last. */
export interface AccountChangePage {
  changes: AccountChange[];
  next: number | null;
}

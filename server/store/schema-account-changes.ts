// The record of account changes (migration 0095, docs/api/account-changes.md): append-only.
import type { Generated } from 'kysely';
import type { Timestamp } from './schema-types.ts';

export interface AccountChangesTable {
  id: Generated<number>;
  site_id: number;
  user_id: number;
  field: string;
  previous: string;
  value: string;
  changed_by: number;
  changed_at: Timestamp;
}

export interface AccountChangeDatabase {
  account_changes: AccountChangesTable;
}

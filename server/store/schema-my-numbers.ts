// The tables of my numbers and win alerts (migration 0100, docs/live-draws.md).
import type { Generated } from 'kysely';
import type { Timestamp } from './schema-types.ts';

/** One number a user keeps, with its label; a user has each number once. */
export interface MyNumbersTable {
  id: Generated<number>;
  user_id: number;
  number: string;
  label: string;
  created_at: Timestamp;
}

/** A browser's push subscription (its endpoint and keys), and the language its alerts are written in. */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  language: string;
  created_at: Timestamp;
}

/** The server's VAPID key pair: one row, made on first start. */
export interface PushKeysTable {
  id: number;
  public_key: string;
  private_key: string;
  created_at: Timestamp;
}

/** A result version whose alerts a process has claimed (and sent). */
export interface ResultAlertsTable {
  result_id: number;
  sent_at: Timestamp;
}

export interface MyNumbersDatabase {
  my_numbers: MyNumbersTable;
  push_subscriptions: PushSubscriptionsTable;
  push_keys: PushKeysTable;
  result_alerts: ResultAlertsTable;
}

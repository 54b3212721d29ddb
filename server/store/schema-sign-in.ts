// The tables of sign-in security (migrations 0030 and 0050): see the migration for what each holds and why.
import type { Generated } from 'kysely';
import type { Defaulted, NullableTimestamp, Timestamp } from './schema-types.ts';

/** 'pending': the attempt is being judged (the captcha rule counts it, so a burst cannot slip past). */
export type LoginOutcome = 'pending' | 'failure' | 'success' | 'refused';

export interface LoginEventsTable {
  id: Generated<number>;
  site_pin: string;
  username_key: string;
  user_id: number | null;
  address: string;
  outcome: LoginOutcome;
  at: Timestamp;
  /** When the verdict settled, in the order attempts on one account settled (null while pending). */
  settled_order: number | null;
}

export interface TwoFactorTable {
  user_id: number;
  required: Defaulted<boolean>;
  secret: string | null;
  last_step: number | null;
  updated_at: Timestamp;
}

export type ChallengeKind = 'enrol' | 'code';

export interface LoginChallengesTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  kind: ChallengeKind;
  /** Only for 'enrol': the secret being set up, stored on the account once the first code confirms it. */
  secret: string | null;
  wrong_codes: Defaulted<number>;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

/** Wrong two-factor codes of an account in the current window (migration 0050). */
export interface CodeFailuresTable {
  user_id: number;
  failures: number;
  first_failed_at: Timestamp;
}

/** Accepted proof-of-work solutions, by their challenge's signature, until the challenge expires. */
export interface SpentChallengesTable {
  signature: string;
  expires_at: Timestamp;
}

export interface ServerSecretsTable {
  name: string;
  value: string;
}

/** Calls per address (and route) per one-minute window: the login limit every process shares. */
export interface AddressHitsTable {
  bucket: string;
  window_start: Timestamp;
  hits: number;
}

export interface MaintenanceTable {
  id: number;
  active: Defaulted<boolean>;
  message: Defaulted<string>;
  ends_at: NullableTimestamp;
  updated_at: Timestamp;
}

export interface SignInSettingsTable {
  site_id: number;
  min_app_version: Defaulted<string>;
}

export interface BlockedRangesTable {
  site_id: number;
  cidr: string;
}

export interface SignInDatabase {
  login_events: LoginEventsTable;
  two_factor: TwoFactorTable;
  login_challenges: LoginChallengesTable;
  code_failures: CodeFailuresTable;
  spent_challenges: SpentChallengesTable;
  server_secrets: ServerSecretsTable;
  address_hits: AddressHitsTable;
  maintenance: MaintenanceTable;
  sign_in_settings: SignInSettingsTable;
  blocked_ranges: BlockedRangesTable;
}

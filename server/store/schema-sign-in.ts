// The tables of sign-in security (migration 0030): see the migration for what each holds and why.
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export type LoginOutcome = 'failure' | 'success' | 'refused';

export interface LoginEventsTable {
  id: Generated<number>;
  site_pin: string;
  username_key: string;
  user_id: number | null;
  address: string;
  outcome: LoginOutcome;
  at: Timestamp;
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

export interface CaptchasTable {
  key: string;
  answer: string;
  expires_at: Timestamp;
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
  captchas: CaptchasTable;
  maintenance: MaintenanceTable;
  sign_in_settings: SignInSettingsTable;
  blocked_ranges: BlockedRangesTable;
}

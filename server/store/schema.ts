// Kysely's view of the tables (migrations/ creates them), one file per area, gathered here: every service
// imports the schema from this file. Money in integer cents (bigint columns come back as strings from
// PostgreSQL, so the store reads them through Number() at one place: see rows.ts helpers). The area files
// import only schema-types.ts (the shared column types, Role, UserStatus), never this file or each other.
import type { AccountDatabase } from './schema-accounts.ts';
import type { BetDatabase } from './schema-bets.ts';
import type { ResultDatabase } from './schema-results.ts';
import type { SignInDatabase } from './schema-sign-in.ts';
import type { StatementDatabase } from './schema-statements.ts';
import type { AccountChangeDatabase } from './schema-account-changes.ts';
import type { MyNumbersDatabase } from './schema-my-numbers.ts';
import type { NumbersDatabase } from './schema-numbers.ts';

export type * from './schema-types.ts';
export type * from './schema-accounts.ts';
export type * from './schema-bets.ts';
export type * from './schema-results.ts';
export type * from './schema-statements.ts';
export type * from './schema-account-changes.ts';
export type * from './schema-my-numbers.ts';
export type * from './schema-numbers.ts';

export interface Database
  extends
    AccountDatabase,
    BetDatabase,
    ResultDatabase,
    SignInDatabase,
    StatementDatabase,
    AccountChangeDatabase,
    MyNumbersDatabase,
    NumbersDatabase {}

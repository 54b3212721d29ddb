// The column types and value unions the table files share (schema.ts gathers the tables). A file of its own,
// at the bottom, so every table file imports from here and never from another table file or from schema.ts:
// the tables of one area name a role too (settlement_shares.role), and a shared Role in schema.ts made the
// area files and schema.ts import each other.
import type { ColumnType } from 'kysely';

export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** Money in integer cents in a bigint column (PostgreSQL sends it as a string; Kysely's insert takes either). */
export type BigCents = ColumnType<number, number | bigint | undefined, number | bigint>;
/** A column with a database default: optional on insert. */
export type Defaulted<T> = ColumnType<T, T | undefined, T>;
/** A nullable timestamp that may be left out on insert (null then). */
export type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type Role = 'company' | 'agent' | 'member';
export type UserStatus = 'active' | 'suspended' | 'blocked';

// Opens the database: PGlite (Postgres in WASM, files in DATA_DIR) by default, a real PostgreSQL when a
// URL is given. Same schema, same SQL, same migrations; the caller never knows which it got.
import { mkdirSync } from 'node:fs';
import { Kysely, Migrator, PostgresDialect, type Migration } from 'kysely';
import pg from 'pg';
import { surviveLostConnections } from './lost-connections.ts';
import type { Database } from './schema.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import { PGliteThread } from './pglite-thread.ts';
import { openLargeWrites } from './large-writes.ts';
import * as accounts from './migrations/0001-accounts.ts';
import * as accountRules from './migrations/0012-account-limits.ts';
import * as bets from './migrations/0010-bets.ts';
import * as results from './migrations/0011-results.ts';
import * as exposure from './migrations/0013-number-exposure.ts';
import * as settlementShares from './migrations/0014-settlement-shares.ts';
import * as bettingSuspensions from './migrations/0016-betting-suspensions.ts';
import * as placeBetsFunction from './migrations/0017-place-bets-function.ts';
import * as lookupFunctions from './migrations/0018-lookup-functions.ts';
import * as houseOperator from './migrations/0019-house-operator.ts';
import * as runningBalances from './migrations/0020-running-balances.ts';
import { installFunctions } from './functions/index.ts';
import * as signInSecurity from './migrations/0030-sign-in-security.ts';
import * as ticketExposureColumns from './migrations/0032-ticket-exposure-columns.ts';
import * as betOrigin from './migrations/0033-bet-origin.ts';
import * as settlementMaxFight from './migrations/0040-settlement-max-fight.ts';
import * as currencyRates from './migrations/0045-currency-rates.ts';
import * as perUserLimits from './migrations/0046-per-user-limits.ts';
import * as signInHardening from './migrations/0050-sign-in-hardening.ts';
import * as ticketCap from './migrations/0055-ticket-cap.ts';
import * as tickerTranslations from './migrations/0060-ticker-translations.ts';
import * as weeklyStatements from './migrations/0080-weekly-statements.ts';
import * as accountChanges from './migrations/0095-account-changes.ts';
import * as myNumbersLive from './migrations/0100-my-numbers-live.ts';
import * as drawnNumbers from './migrations/0101-drawn-numbers.ts';
import * as dropDuplicateTicketIndex from './migrations/0102-drop-duplicate-ticket-index.ts';
import * as winLossDays from './migrations/0103-win-loss-days.ts';
import * as betOutcomes from './migrations/0104-bet-outcomes.ts';
import * as ticketsWithoutBetKey from './migrations/0105-tickets-without-bet-key.ts';
import * as loginSettledOrder from './migrations/0106-login-settled-order.ts';
import * as dropTicketSlotColumns from './migrations/0107-drop-ticket-slot-columns.ts';
import * as claimsWithoutPlayerKey from './migrations/0108-claims-without-player-key.ts';
import * as oneDrawIndex from './migrations/0109-one-draw-index.ts';

export interface DatabaseOptions {
  /** postgres://… for PostgreSQL; otherwise PGlite. */
  url?: string;
  /** PGlite's folder; 'memory://' keeps it in memory (tests). */
  dataDir?: string;
  /**
   * PGlite only: a file written by PGlite's dumpDataDir that the new database starts as, instead of an
   * empty one (the tests start every server from one migrated, seeded copy).
   */
  loadDataDir?: string;
}

export interface OpenDatabase {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

// Migrations are listed here, in order, so the bundle needs no file-system scan.
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001-accounts': accounts,
  '0010-bets': bets,
  '0011-results': results,
  // Numbered after 0011 although written alongside: Kysely refuses a migration that sorts before one
  // a database has already run.
  '0012-account-limits': accountRules,
  '0013-number-exposure': exposure,
  '0014-settlement-shares': settlementShares,
  '0016-betting-suspensions': bettingSuspensions,
  '0017-place-bets-function': placeBetsFunction,
  '0018-lookup-functions': lookupFunctions,
  '0019-house-operator': houseOperator,
  '0020-running-balances': runningBalances,
  // 0030: numbered apart so migrations written in parallel (0019…) sort before it.
  '0030-sign-in-security': signInSecurity,
  '0032-ticket-exposure-columns': ticketExposureColumns,
  '0033-bet-origin': betOrigin,
  '0040-settlement-max-fight': settlementMaxFight,
  '0045-currency-rates': currencyRates,
  '0046-per-user-limits': perUserLimits,
  '0050-sign-in-hardening': signInHardening,
  '0055-ticket-cap': ticketCap,
  '0060-ticker-translations': tickerTranslations,
  '0080-weekly-statements': weeklyStatements,
  '0095-account-changes': accountChanges,
  '0100-my-numbers-live': myNumbersLive,
  '0101-drawn-numbers': drawnNumbers,
  '0102-drop-duplicate-ticket-index': dropDuplicateTicketIndex,
  '0103-win-loss-days': winLossDays,
  '0104-bet-outcomes': betOutcomes,
  '0105-tickets-without-bet-key': ticketsWithoutBetKey,
  '0106-login-settled-order': loginSettledOrder,
  '0107-drop-ticket-slot-columns': dropTicketSlotColumns,
  '0108-claims-without-player-key': claimsWithoutPlayerKey,
  '0109-one-draw-index': oneDrawIndex,
};

export async function openDatabase(options: DatabaseOptions): Promise<OpenDatabase> {
  const database = await connectDatabase(options);
  await upgradeDatabase(database.db);
  return database;
}

/** Brings any database, however old, to the code's schema: the migrations, then the repeatable step. */
export async function upgradeDatabase(db: Kysely<Database>): Promise<void> {
  await migrate(db);
  // Every function and trigger from its own file (store/functions/), created or replaced on every start.
  await installFunctions(db);
}

/** Opens the database as it is, without migrating it (openDatabase does both). */
export async function connectDatabase(options: DatabaseOptions): Promise<OpenDatabase> {
  if (options.url) {
    // bigint (int8) columns hold cents; they stay far below 2^53, so read them as numbers.
    pg.types.setTypeParser(20, (value) => Number(value));
    // Idle connections stay open: one opened in a burst and closed after the burst (pg's default is 10 s idle)
    // is opened again in the next, and a new backend pays for its catalog and for planning every statement
    // of the bet path again (a first large bet on a fresh backend took 250–340 ms against 110–150).
    const pool = new pg.Pool({ connectionString: options.url, max: 10, idleTimeoutMillis: 0 });
    surviveLostConnections(pool, 'a connection');
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    // Large bets are written on a connection of their own, at a low CPU priority (large-writes.ts).
    const largeWrites = openLargeWrites(db, options.url);
    return {
      db,
      kind: 'postgres',
      close: async () => void (await Promise.all([db.destroy(), largeWrites.destroy()])),
    };
  }
  const dataDir = options.dataDir ?? './data';
  if (!dataDir.includes('://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGliteThread.open(dataDir, options.loadDataDir);
  // PGlite already reads int8 as a number, as the pg type parser above makes PostgreSQL do.
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  return { db, kind: 'pglite', close: () => db.destroy() };
}

export async function migrate(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => ({ ...MIGRATIONS }) } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
}

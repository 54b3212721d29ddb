// The large bets' own database connection, at a low CPU priority. A 10,000-ticket bet keeps a database
// backend busy for 100–300 ms to write it (and about 40 ms to void it); at everyone's priority it takes its
// share of the database server's cores while small bets queue for theirs. On PostgreSQL the large writes
// (write-bets.ts) and voids (void-bet.ts) go through one connection of their own, whose backend lowers its
// priority once, when it connects, with the `prioritize` extension (set_backend_priority, a renice of that
// backend): the operating system then runs it on CPU time that nobody else's statement wants. A backend can
// lower its own priority but never raise it back, so this is never one of the pool's connections, which
// serve everything else.
//
// Where the extension is not installed in the database (create extension prioritize, as its owner) the
// connection runs at the usual priority and nothing else changes. PGlite has one connection: the database
// itself is the large lane there (docs/operations.md).
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { surviveLostConnections } from './lost-connections.ts';
import type { Database } from './schema.ts';

/** A bet of more tickets than this is large: written, and voided, on the large bets' connection. */
export const LARGE_BET_TICKETS = 1_000;
/** The nice value of the large writes' backend: 10 leaves it about a tenth of a core others want, never none. */
export const LARGE_WRITES_NICE = 10;
/** How the large writes' connection is named in pg_stat_activity, for an operator looking at it. */
export const LARGE_WRITES_APPLICATION = 'tikam large bets';

const largeWrites = new WeakMap<Kysely<Database>, Kysely<Database>>();

/** Opens the large writes' connection beside `db`, on the same PostgreSQL database. */
export function openLargeWrites(db: Kysely<Database>, connectionString: string): Kysely<Database> {
  // Never closed for being idle (a backend is reniced, and warms its caches, once): see database.ts.
  const pool = new pg.Pool({
    connectionString,
    max: 1,
    idleTimeoutMillis: 0,
    application_name: LARGE_WRITES_APPLICATION,
  });
  surviveLostConnections(pool, "the large bets' connection");
  // Queued before any statement of the new connection, so the first large write already runs reniced.
  pool.on('connect', (client) => {
    client
      .query(
        `do $$ begin
           if exists (select 1 from pg_extension where extname = 'prioritize') then
             perform set_backend_priority(pg_backend_pid(), ${LARGE_WRITES_NICE});
           end if;
         end $$`,
      )
      .catch((error: Error) => console.warn(`database: the large bets' priority was not lowered (${error.message})`));
  });
  const lane = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  largeWrites.set(db, lane);
  return lane;
}

/** Where the large writes of `db` go: their own connection on PostgreSQL, `db` itself on PGlite. */
export function largeWritesOf(db: Kysely<Database>): Kysely<Database> {
  return largeWrites.get(db) ?? db;
}

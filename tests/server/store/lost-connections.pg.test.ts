// PostgreSQL may end a connection the server holds at any moment (a restart, a failover, an
// administrator's pg_terminate_backend). The statement that meets it fails; the server goes on, on a new
// connection. Without a listener of its own on every connection, pg's 'error' event on a checked-out one
// (a transaction waiting between two statements) was an uncaught exception that took the server down,
// which Vitest reports as an unhandled error. PostgreSQL only: PGlite has no connections to lose.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { tokenFor } from '../support/sessions.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.close());

/** Ends a backend of the test's database from another connection, and waits until it has gone. */
async function terminate(pid: number): Promise<void> {
  await sql`select pg_terminate_backend(${pid})`.execute(server.ctx.db);
  for (;;) {
    const { rows } = await sql`select 1 from pg_stat_activity where pid = ${pid}`.execute(server.ctx.db);
    if (rows.length === 0) return;
  }
}

/** A call that reads the database: the member's own list of numbers. */
const myNumbers = async () =>
  server.call(await tokenFor(server, 'member1'), { method: 'POST', url: '/FDAPI/MyNumbers/GetMyNumbers' });

describe('a connection PostgreSQL ends', () => {
  it('fails the transaction that held it, between two statements, and the server goes on', async () => {
    const transaction = server.ctx.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
      await terminate(Number(rows[0]?.pid));
      // The connection's end is read on the next turns of the event loop, while no statement of it runs.
      await new Promise((resolve) => setImmediate(resolve));
      await new Promise((resolve) => setImmediate(resolve));
      await sql`select 1`.execute(trx);
    });
    await expect(transaction).rejects.toThrow();
    expect((await sql<{ one: number }>`select 1 as one`.execute(server.ctx.db)).rows).toEqual([{ one: 1 }]);
    expect((await myNumbers()).statusCode).toBe(200);
  });

  it('replaces idle connections that were ended', async () => {
    expect((await myNumbers()).statusCode).toBe(200);
    const { rows } = await sql<{ pid: number }>`select pid from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`.execute(
      server.ctx.db,
    );
    for (const { pid } of rows) await terminate(Number(pid));
    expect((await myNumbers()).statusCode).toBe(200);
  });
});

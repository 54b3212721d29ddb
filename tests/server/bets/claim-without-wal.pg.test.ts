// A bet's claim is written to an unlogged table and must not make its statement write WAL: a statement that
// writes WAL commits with an fsync of everything logged before it, a large bet's ticket rows included, and
// every bet starts with this one. PostgreSQL only: PGlite has no other writer to wait for.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(() => server.close());

interface ExplainedPlan {
  Plan: { 'WAL Records'?: number };
}

describe('the claim and facts statement', () => {
  it('claims the ref and writes no WAL', async () => {
    const { db } = server.ctx;
    const member = await db
      .selectFrom('users')
      .select(['id', 'site_id'])
      .where('username_key', '=', 'member1')
      .executeTakeFirstOrThrow();
    const now = new Date(server.clock.now());
    const walRecordsOfClaim = async (ref: string) => {
      const { rows } = await sql<{ 'QUERY PLAN': ExplainedPlan[] }>`explain (analyze, wal, format json)
        select * from bet_facts(array[${member.id}]::int[], array[${member.site_id}]::int[], array[${ref}]::text[],
          array['hash']::text[], array['MYR']::text[], array[${now}]::timestamptz[], array['2026-11-28']::text[])`.execute(
        db,
      );
      return rows[0]?.['QUERY PLAN'][0]?.Plan['WAL Records'];
    };
    // The first read of the freshly copied database's pages may prune them (logged); the claim itself is not.
    await walRecordsOfClaim('first-ref');
    expect(await walRecordsOfClaim('no-wal-ref')).toBe(0);
    const claims = await db
      .selectFrom('bet_claims')
      .select(['client_ref', 'body_hash'])
      .where('player_id', '=', member.id)
      .orderBy('client_ref')
      .execute();
    expect(claims).toEqual([
      { client_ref: 'first-ref', body_hash: 'hash' },
      { client_ref: 'no-wal-ref', body_hash: 'hash' },
    ]);
  });
});

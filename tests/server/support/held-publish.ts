// A publish held open mid-way, for the publish-race tests: the draw's exclusive lock and its result row
// inside a transaction that stays open while `during` runs, as services/results/publish-result.ts does it.
import { sql } from 'kysely';
import { drawLockKey, drawLockName } from '../../../server/services/results/publish-result.ts';
import { demoDrawResult } from '../../../server/settlement/demo-results.ts';
import type { TestServer } from './test-server.ts';

export const onPostgres = (): boolean => process.env.DATABASE_URL !== undefined;

export async function holdPublish(
  server: TestServer,
  drawType: string,
  drawDate: string,
  during: () => Promise<void>,
): Promise<void> {
  await server.ctx.db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${drawLockKey(sql.val(drawLockName(drawType, drawDate)))})`.execute(trx);
    await trx
      .insertInto('draw_results')
      .values({
        draw_type: drawType,
        draw_date: drawDate,
        version: 1,
        result_json: JSON.stringify(demoDrawResult(drawType, drawDate)),
        demo: false,
        published_by: null,
        published_at: new Date(server.clock.now()),
      })
      .execute();
    await during();
  });
}

/** Waits until a session of this database waits for an advisory lock (PostgreSQL only). */
export async function someoneWaitsForADrawLock(server: TestServer): Promise<boolean> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const { rows } = await sql<{ waiting: number }>`
      select count(*)::int as waiting from pg_locks
      where locktype = 'advisory' and not granted and database = (select oid from pg_database where datname = current_database())
    `.execute(server.ctx.db);
    if ((rows[0]?.waiting ?? 0) > 0) return true;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return false;
}

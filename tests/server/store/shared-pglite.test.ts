// The test servers' shared PGlite (tests/support/shared-pglite.ts): the next server finds every
// table and sequence as the prepared copy had them, whatever the last one wrote or dropped, and a server
// opened while another holds the shared PGlite gets one of its own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/store/schema.ts';
import { PGLITE_IMAGE_ENV, writePgliteImage } from '../../support/prepared-database.ts';
import { openSharedPglite } from '../../support/shared-pglite.ts';

let image: string;
let folder: string | undefined;
beforeAll(async () => {
  const prepared = process.env[PGLITE_IMAGE_ENV];
  if (prepared) image = prepared;
  else {
    folder = mkdtempSync(join(tmpdir(), 'tikam-shared-pglite-'));
    image = join(folder, 'prepared.tar');
    await writePgliteImage(image);
  }
}, 120_000);
afterAll(() => folder && rmSync(folder, { recursive: true, force: true }));

/** Every table's rows and every sequence's position, as one string. */
async function contents(db: Kysely<Database>): Promise<string> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const parts: string[] = [];
  for (const { name } of tables.rows) {
    const { rows } = await sql<{ digest: string | null }>`
      select md5(string_agg(t::text, '|' order by t::text)) as digest from ${sql.table(name)} t`.execute(db);
    parts.push(`${name}:${rows[0]?.digest ?? ''}`);
  }
  const sequences = await sql<{ name: string; last_value: string | null }>`
    select sequencename as name, last_value::text from pg_sequences where schemaname = current_schema()
    order by sequencename`.execute(db);
  for (const { name, last_value: value } of sequences.rows) parts.push(`${name}=${value ?? ''}`);
  return parts.join('\n');
}

describe('the shared PGlite of the test servers', () => {
  it('gives the next server the copy again: rows, sequences and tables as they were', async () => {
    const first = await openSharedPglite(image);
    const copy = await contents(first.db);
    const userId = (await first.db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const nextId = await sql<{ id: string }>`select nextval(pg_get_serial_sequence('users', 'id'))::text as id`.execute(
      first.db,
    );
    await first.db.updateTable('users').set({ credit_limit_cents: 1 }).where('id', '=', userId).execute();
    await first.db.deleteFrom('user_balances').execute();
    await sql`drop table my_numbers cascade`.execute(first.db);
    expect(await contents(first.db)).not.toBe(copy);
    await first.close();

    const second = await openSharedPglite(image);
    expect(second.db).not.toBe(first.db);
    expect(await contents(second.db)).toBe(copy);
    const again = await sql<{ id: string }>`select nextval(pg_get_serial_sequence('users', 'id'))::text as id`.execute(
      second.db,
    );
    expect(again.rows[0]?.id).toBe(nextId.rows[0]?.id);

    // A server opened while the second is open gets a PGlite of its own: its writes are not the second's.
    const third = await openSharedPglite(image);
    await third.db.updateTable('users').set({ credit_limit_cents: 2 }).where('id', '=', userId).execute();
    const seen = await second.db.selectFrom('users').select('credit_limit_cents').where('id', '=', userId).execute();
    expect(seen[0]?.credit_limit_cents).not.toBe(2);
    await third.close();
    await second.close();
  }, 120_000);
});

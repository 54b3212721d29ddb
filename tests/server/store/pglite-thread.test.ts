// PGlite on its own thread (server/store/pglite-thread.ts): what the server relies on when every query
// crosses a thread — values keep their types, PostgreSQL's errors keep their code and constraint (the
// exactly-once path reads them), data on disk survives a restart, and a closed thread refuses rather than
// leaving a caller waiting forever.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGliteThread } from '../../../server/store/pglite-thread.ts';

const folders: string[] = [];
let thread: PGliteThread;
beforeAll(async () => {
  thread = await PGliteThread.open('memory://');
}, 60_000);
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

// Starting a PGlite takes seconds (initdb in WebAssembly), hence the longer timeout.
describe('PGlite on its own thread', { timeout: 60_000 }, () => {
  it('answers rows with their types, and the count of rows a write touched', async () => {
    await thread.query('create table t (id int primary key, cents bigint, at timestamptz, facts jsonb)', []);
    const insert = await thread.query('insert into t values ($1, $2, $3, $4), ($5, $6, $7, $8)', [
      1,
      250,
      new Date(Date.UTC(2026, 10, 18)),
      '{"a":[1,2]}',
      2,
      99,
      null,
      null,
    ]);
    expect(insert.affectedRows).toBe(2);
    const { rows } = await thread.query<{ id: number; cents: number; at: Date | null; facts: unknown }>(
      'select * from t order by id',
      [],
    );
    expect(rows).toEqual([
      { id: 1, cents: 250, at: new Date(Date.UTC(2026, 10, 18)), facts: { a: [1, 2] } },
      { id: 2, cents: 99, at: null, facts: null },
    ]);
  });

  it("passes on PostgreSQL's error code, constraint and message, and keeps serving after", async () => {
    await thread.query('create table refs (ref text constraint refs_once unique)', []);
    await thread.query('insert into refs values ($1)', ['a']);
    const error = await thread.query('insert into refs values ($1)', ['a']).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      code: '23505',
      constraint: 'refs_once',
      message: expect.stringContaining('refs_once'),
    });
    const { rows } = await thread.query<{ n: number }>('select count(*)::int as n from refs', []);
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('keeps what it wrote on disk across a close and a new thread', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'tikam-pglite-thread-'));
    folders.push(folder);
    const first = await PGliteThread.open(folder);
    await first.query('create table kept (v text)', []);
    await first.query('insert into kept values ($1)', ['still here']);
    await first.close();
    const second = await PGliteThread.open(folder);
    try {
      expect((await second.query<{ v: string }>('select v from kept', [])).rows).toEqual([{ v: 'still here' }]);
    } finally {
      await second.close();
    }
  });

  it('says why when PGlite cannot open its folder', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'tikam-pglite-thread-'));
    folders.push(folder);
    const file = join(folder, 'not-a-folder');
    writeFileSync(file, 'x');
    // What PGlite reports (here Emscripten's ENOTDIR), not '[object Object]'.
    await expect(PGliteThread.open(file)).rejects.toThrow(/PGlite failed: .*ErrnoError/);
  });

  it('refuses a query once closed instead of leaving it waiting', async () => {
    await thread.close();
    await expect(thread.query('select 1', [])).rejects.toThrow(/PGlite thread stopped/);
  });
});

// One PGlite per test process for the test servers, put back to the prepared copy before each new server,
// instead of a new PGlite loading the copy for each test file: starting PGlite and loading the copy cost
// 1.1–1.6 s of CPU a file on a slow 2-core machine, putting every table back costs a fraction of that. The
// server lanes run files one after another in a process (isolate: false), so the process keeps it between them.
//
// What "put back" means: every table holds exactly the rows it held in the copy (emptied, then written
// back with its triggers and foreign-key checks off, since the rows are consistent as they were), every
// sequence stands where it stood, and the session is fresh (DISCARD ALL: settings, advisory locks,
// prepared statements, LISTEN). Each server gets a Kysely of its own over the same PGlite: the server's
// caches are keyed by the Kysely instance, so nothing of the last file's server is found by the next.
// A file that changed the schema (a test that drops a table to see the error) leaves a PGlite that is not
// reused: the next server gets a new one. So does a second server while the first is still open.
import { Kysely } from 'kysely';
import { PGliteDialect, type PGliteClient, type QueryAnswer } from '../../server/store/pglite-dialect.ts';
import { PGliteThread } from '../../server/store/pglite-thread.ts';
import { connectDatabase, type OpenDatabase } from '../../server/store/database.ts';
import type { Database } from '../../server/store/schema.ts';

interface TableCopy {
  name: string;
  /** The columns a row can be written back to (not the generated ones). */
  columns: string[];
  rows: string;
}

interface Shared {
  image: string;
  thread: PGliteThread;
  /** What the schema looked like in the copy: a PGlite whose schema differs is not reused. */
  schema: string;
  tables: TableCopy[];
  sequences: { name: string; lastValue: string | null }[];
  leased: boolean;
}

let shared: Shared | undefined;

const SCHEMA_FINGERPRINT = `
  select md5(coalesce(string_agg(entry, ',' order by entry), '')) as fingerprint from (
    select c.relkind::text || ':' || c.relname || ':' || count(a.attnum) as entry
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where n.nspname = current_schema() group by c.relkind, c.relname
    union all
    select 'f:' || p.proname || ':' || md5(p.prosrc) from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = current_schema()
    union all
    select 't:' || t.tgname from pg_trigger t join pg_class c on c.oid = t.tgrelid
      join pg_namespace n on n.oid = c.relnamespace where n.nspname = current_schema() and not t.tgisinternal
  ) entries`;

async function fingerprint(client: PGliteClient): Promise<string> {
  const { rows } = await client.query<{ fingerprint: string }>(SCHEMA_FINGERPRINT, []);
  return rows[0]?.fingerprint ?? '';
}

/** Reads the copy as it was loaded: every table's rows (as JSON) and every sequence's position. */
async function open(image: string): Promise<Shared> {
  const thread = await PGliteThread.open('memory://', image);
  const { rows: tableRows } = await thread.query<{ table_name: string }>(
    `select table_name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
    [],
  );
  const tables: TableCopy[] = [];
  for (const { table_name: name } of tableRows) {
    const { rows: columnRows } = await thread.query<{ column_name: string }>(
      `select column_name from information_schema.columns
        where table_schema = current_schema() and table_name = $1 and is_generated = 'NEVER' order by ordinal_position`,
      [name],
    );
    const { rows } = await thread.query<{ rows: string | null }>(
      `select json_agg(t)::text as rows from ${quote(name)} t`,
      [],
    );
    tables.push({ name, columns: columnRows.map((c) => c.column_name), rows: rows[0]?.rows ?? '[]' });
  }
  const { rows: sequences } = await thread.query<{ name: string; last_value: string | null }>(
    `select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name, last_value::text
      from pg_sequences where schemaname = current_schema()`,
    [],
  );
  return {
    image,
    thread,
    schema: await fingerprint(thread),
    tables,
    sequences: sequences.map((s) => ({ name: s.name, lastValue: s.last_value })),
    leased: false,
  };
}

function quote(identifier: string): string {
  return `"${identifier.replaceAll('"', '""')}"`;
}

/** Puts every table and sequence back as the copy had them, in one transaction. */
async function putBack(copy: Shared): Promise<void> {
  const { thread } = copy;
  await thread.query('discard all', []);
  await thread.query('begin', []);
  try {
    await thread.query('set local session_replication_role = replica', []);
    await thread.query(`truncate ${copy.tables.map((t) => quote(t.name)).join(', ')} restart identity`, []);
    for (const table of copy.tables) {
      if (table.rows === '[]') continue;
      const columns = table.columns.map(quote).join(', ');
      await thread.query(
        `insert into ${quote(table.name)} (${columns}) overriding system value
          select ${columns} from json_populate_recordset(null::${quote(table.name)}, $1::json)`,
        [table.rows],
      );
    }
    for (const sequence of copy.sequences) {
      if (sequence.lastValue === null) await thread.query(`alter sequence ${sequence.name} restart`, []);
      else await thread.query(`select setval($1, $2::bigint, true)`, [sequence.name, sequence.lastValue]);
    }
    await thread.query('commit', []);
  } catch (error) {
    await thread.query('rollback', []).catch(() => {});
    throw error;
  }
}

/**
 * The prepared copy (`image`, a dumpDataDir file) as a database for one test server: the process's shared
 * PGlite put back to the copy when it can be, else a new PGlite. Closing it hands the PGlite back.
 */
export async function openSharedPglite(image: string): Promise<OpenDatabase> {
  let copy = shared;
  if (copy && (copy.leased || copy.image !== image)) return fresh(image);
  if (copy) {
    try {
      if ((await fingerprint(copy.thread)) !== copy.schema) throw new Error('the schema changed');
      await putBack(copy);
    } catch {
      void copy.thread.close().catch(() => {});
      shared = copy = undefined;
    }
  }
  if (!copy) copy = shared = await open(image);
  copy.leased = true;
  const leased = copy;
  const client: PGliteClient = {
    query: <R>(text: string, params: unknown[]): Promise<QueryAnswer<R>> => leased.thread.query<R>(text, params),
    // The server is done with it: the next server of this process puts it back and uses it.
    close: async () => {
      leased.leased = false;
    },
  };
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  return { db, kind: 'pglite', close: () => db.destroy() };
}

/** A PGlite of its own, for a server opened while the shared one is in use. */
function fresh(image: string): Promise<OpenDatabase> {
  return connectDatabase({ dataDir: 'memory://', loadDataDir: image });
}

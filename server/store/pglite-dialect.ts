// A Kysely dialect for PGlite that is safe under concurrency. PGlite is one Postgres session; a driver
// that hands it to every caller at once lets two transactions interleave on it (BEGIN inside BEGIN, row
// locks that lock nothing). Here the session is one connection behind a mutex: a transaction holds it
// from BEGIN to COMMIT, and other queries wait their turn — the semantics of a pool of size one.
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';

export interface QueryAnswer<R> {
  rows: R[];
  affectedRows?: number;
}

/** What the dialect needs of PGlite: PGlite on its own thread (pglite-thread.ts) has it, as PGlite itself does. */
export interface PGliteClient {
  query<R>(sql: string, params: unknown[]): Promise<QueryAnswer<R>>;
  close(): Promise<void>;
}

export class PGliteDialect implements Dialect {
  constructor(private readonly client: PGliteClient) {}
  createAdapter = () => new PostgresAdapter();
  createDriver = (): Driver => new PGliteDriver(this.client);
  createIntrospector = (db: Kysely<unknown>) => new PostgresIntrospector(db);
  createQueryCompiler = () => new PostgresQueryCompiler();
}

class PGliteDriver implements Driver {
  private readonly connection: PGliteConnection;
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly client: PGliteClient) {
    this.connection = new PGliteConnection(client);
  }

  async init(): Promise<void> {}

  /** Waits until every earlier holder has released the one connection. */
  async acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void;
    const turn = new Promise<void>((resolve) => (release = resolve));
    const previous = this.queue;
    this.queue = previous.then(() => turn);
    await previous;
    this.connection.release = release;
    return this.connection;
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as PGliteConnection).release?.();
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async destroy(): Promise<void> {
    await this.client.close();
  }
}

class PGliteConnection implements DatabaseConnection {
  release: (() => void) | undefined;
  constructor(private readonly client: PGliteClient) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.client.query<R>(query.sql, [...query.parameters]);
    const affected = result.affectedRows === undefined ? undefined : BigInt(result.affectedRows);
    return { rows: result.rows, ...(affected === undefined ? {} : { numAffectedRows: affected }) };
  }

  // eslint-disable-next-line require-yield -- PGlite has no cursors; Kysely only calls this for .stream()
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not stream');
  }
}

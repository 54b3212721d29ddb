// PGlite in a worker thread. PGlite is PostgreSQL compiled to WebAssembly: its queries run synchronously
// on whichever thread owns it. On the server's own thread every query stops HTTP, JSON and the bet
// engine for its whole length, and requests that arrive meanwhile are not even read, so the batchers
// (batcher.ts) never see more than one call at a time. On its own thread the database works while the
// server thread parses and answers, and calls that arrive during a query gather into the next batch.
import { Worker } from 'node:worker_threads';
import type { PGliteClient, QueryAnswer } from './pglite-dialect.ts';

interface Pending {
  resolve: (answer: QueryAnswer<never>) => void;
  reject: (error: Error) => void;
}

interface Reply {
  id?: number;
  ready?: boolean;
  rows?: never[];
  affectedRows?: number;
  error?: Record<string, unknown> & { message: string };
}

/** An Error carrying the fields PostgreSQL gave (code, constraint, detail…), as the driver's own would. */
function rebuild(error: Reply['error']): Error {
  return Object.assign(new Error(error?.message ?? 'PGlite failed'), error);
}

export class PGliteThread implements PGliteClient {
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  private stopped: Error | undefined;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: Reply) => {
      if (reply.id === undefined) return;
      const pending = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      if (this.pending.size === 0) worker.unref();
      if (reply.error) pending?.reject(rebuild(reply.error));
      else
        pending?.resolve({
          rows: reply.rows ?? [],
          ...(reply.affectedRows === undefined ? {} : { affectedRows: reply.affectedRows }),
        });
    });
    worker.on('error', (error) => this.failAll(error));
    worker.on('exit', () => this.failAll(new Error('the PGlite thread stopped')));
    // The thread keeps the process alive only while a query is out: a script or a test that forgets to
    // close the database still ends, and none ends with a query half-way.
    worker.unref();
  }

  /**
   * Starts the thread and waits until PGlite has opened dataDir ('memory://' for none). `loadDataDir`: a
   * dumpDataDir file the new database starts as (dataDir must then be empty).
   */
  static async open(dataDir: string, loadDataDir?: string): Promise<PGliteThread> {
    const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
      workerData: { dataDir, loadDataDir },
    });
    const ready = await new Promise<Reply>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    if (!ready.ready) {
      await worker.terminate();
      throw rebuild(ready.error);
    }
    return new PGliteThread(worker);
  }

  query<R>(sql: string, params: readonly unknown[]): Promise<QueryAnswer<R>> {
    return this.send({ sql, params });
  }

  /** Closes PGlite (it writes what it holds to dataDir) and ends the thread. */
  async close(): Promise<void> {
    await this.send({ close: true });
    await this.worker.terminate();
  }

  private send<R>(message: object): Promise<QueryAnswer<R>> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve: resolve as Pending['resolve'], reject });
      this.worker.postMessage({ id, ...message });
    });
  }

  private failAll(error: Error): void {
    this.stopped ??= error;
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
  }
}

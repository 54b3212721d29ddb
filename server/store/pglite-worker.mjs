// PGlite on its own thread (see pglite-thread.ts). Plain JavaScript so every runner (tsx, Vitest, a bare
// node) can start it as it is. It answers each { id, sql, params } with { id, rows, affectedRows } or
// { id, error }, in the order asked; PGlite itself runs one query at a time. `loadDataDir`, when given, is
// a file written by PGlite's dumpDataDir: the database starts as that copy instead of an empty one.
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);

/** An error as plain data: a PostgreSQL error's code, constraint and detail must survive the thread hop. */
function plain(error) {
  // PGlite can throw a bare object (say, Emscripten's file-system errors): say what is in it.
  if (!(error instanceof Error))
    return {
      message: typeof error === 'object' && error !== null ? `PGlite failed: ${JSON.stringify(error)}` : String(error),
    };
  const fields = {};
  for (const [key, value] of Object.entries(error))
    if (typeof value !== 'object' && typeof value !== 'function') fields[key] = value;
  return { ...fields, name: error.name, message: error.message };
}

try {
  const image = workerData.loadDataDir ? { loadDataDir: new Blob([readFileSync(workerData.loadDataDir)]) } : {};
  const client = await PGlite.create(workerData.dataDir, image);
  port.on('message', async (message) => {
    if (message.close) {
      await client.close();
      port.postMessage({ id: message.id, rows: [] });
      port.close();
      return;
    }
    try {
      const result = await client.query(message.sql, message.params);
      port.postMessage({ id: message.id, rows: result.rows, affectedRows: result.affectedRows });
    } catch (error) {
      port.postMessage({ id: message.id, error: plain(error) });
    }
  });
  port.postMessage({ ready: true });
} catch (error) {
  port.postMessage({ ready: false, error: plain(error) });
}

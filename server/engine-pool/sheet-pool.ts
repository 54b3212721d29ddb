// The engine's parse of a large sheet runs off the event loop, on a pool of worker threads (piscina)
// running the same engine module: while a 50-line sheet is read, the server's thread goes on with every
// other request. Only the parsed sheet comes back (its lines, not its tickets: cloning 10,000 ticket
// objects back to this thread would cost it more than expanding them here). Small sheets are parsed on
// the server's thread, where the parse costs less than the trip to a thread and back. One pool per
// process, started with the first large sheet; its idle threads keep no process alive.
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { parseSheet, type SheetContext, type SheetResult } from '../../src/core/engine/index.ts';

/** Sheets of more lines than this are parsed on the pool. */
export const LARGE_SHEET_LINES = 10;

let pool: Piscina<{ text: string; context: SheetContext }, SheetResult> | undefined;

/** Whether a sheet has more than LARGE_SHEET_LINES lines (counted without splitting the text). */
export function isLargeSheet(text: string): boolean {
  let lines = 1;
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) {
    if (++lines > LARGE_SHEET_LINES) return true;
  }
  return false;
}

/** parseSheet, on the pool for a large sheet and on this thread otherwise: the same result either way. */
export async function parseSheetOffLoop(text: string, context: SheetContext): Promise<SheetResult> {
  if (!isLargeSheet(text)) return parseSheet(text, context);
  pool ??= new Piscina({
    filename: new URL('./sheet-worker.mjs', import.meta.url).href,
    // One core stays for the server's thread (and, with PGlite, the database's).
    maxThreads: Math.max(1, availableParallelism() - 1),
  });
  return pool.run({ text, context });
}

// A thread of the engine pool (sheet-pool.ts): the engine's own module, src/core/engine, parsing sheets.
// A worker thread does not inherit the loader that runs the server's TypeScript in every setting (the
// test runner has its own), so it registers tsx for itself, under a namespace of its own so it never
// meets another registration.
import { setPriority } from 'node:os';
import { register } from 'tsx/esm/api';

const api = register({ namespace: 'engine-pool' });
const { parseSheet } = await api.import('../../src/core/engine/index.ts', import.meta.url);
const { SHEET_THREAD_NICE } = await api.import('./sheet-thread-priority.ts', import.meta.url);

// Only large sheets come here: the thread yields the CPU to the server's own thread and the database's
// backends. On Linux a nice value is a thread's own, and 0 names the calling thread, so the server's
// thread keeps its priority. Where the system refuses, the thread parses at the usual priority.
try {
  setPriority(0, SHEET_THREAD_NICE);
} catch {
  // The parse is the same either way.
}

/** @param {{ text: string, context: object }} task */
export default function parse({ text, context }) {
  return parseSheet(text, context);
}

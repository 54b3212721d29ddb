// A thread of the engine pool (sheet-pool.ts): the engine's own module, src/core/engine, parsing sheets.
// A worker thread does not inherit the loader that runs the server's TypeScript in every setting (the
// test runner has its own), so it registers tsx for itself, under a namespace of its own so it never
// meets another registration.
import { register } from 'tsx/esm/api';

const api = register({ namespace: 'engine-pool' });
const { parseSheet } = await api.import('../../src/core/engine/index.ts', import.meta.url);

/** @param {{ text: string, context: object }} task */
export default function parse({ text, context }) {
  return parseSheet(text, context);
}

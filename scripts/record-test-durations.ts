// `npm run test:durations`: writes tests/support/test-durations.json, each test file's seconds in the last
// full run on this machine, from Vitest's own cache (node_modules/.vite/vitest/<hash>/results.json). The
// lanes' sequencer starts the longest files first with it (tests/support/longest-first-sequencer.ts).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const cacheRoot = join(import.meta.dirname, '..', 'node_modules', '.vite', 'vitest');
const target = join(import.meta.dirname, '..', 'tests', 'support', 'test-durations.json');

const candidates = readdirSync(cacheRoot)
  .map((entry) => join(cacheRoot, entry, 'results.json'))
  .filter((file) => {
    try {
      return statSync(file).isFile();
    } catch {
      return false;
    }
  })
  .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
const latest = candidates[0];
if (latest === undefined) throw new Error(`No Vitest results under ${cacheRoot}: run npm test first.`);

const { results } = JSON.parse(readFileSync(latest, 'utf8')) as {
  results: [string, { duration: number }][];
};
const durations = Object.fromEntries(
  results
    .filter(([, result]) => Number.isFinite(result.duration) && result.duration > 0)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([key, result]) => [key, Math.round(result.duration / 100) / 10]),
);
writeFileSync(target, `${JSON.stringify(durations, null, 2)}\n`);
console.log(`${Object.keys(durations).length} files' durations written to ${target}`);

/**
 * `npx tsx bench/profile-summary.ts /tmp/prof/bench-postgres-….cpuprofile [top]`: a V8 CPU profile (from
 * `node --cpu-prof` or bench:server's BENCH_PROFILE=1) summarised by self time: the functions the thread
 * spent its samples in, heaviest first, with their share of all samples, and the same folded by file, so
 * the bet path's costs can be read without a profiler's window. Idle time ("(idle)") is listed too: a
 * server waiting on its database is not busy.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: ProfileNode[];
  samples?: number[];
  timeDeltas?: number[];
}

const [file, topText] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-summary.ts <file.cpuprofile> [top]');
const top = Number(topText ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;

// Self time per node from the samples and their time deltas (hitCount alone ignores uneven intervals).
const selfMicros = new Map<number, number>();
const samples = profile.samples ?? [];
samples.forEach((id, index) => selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas?.[index + 1] ?? 0)));
const total = [...selfMicros.values()].reduce((sum, micros) => sum + micros, 0);

const shortUrl = (url: string) => url.replace(/^file:\/\/.*?\/(node_modules|server|src|bench)\//, '$1/');
const byFunction = new Map<string, number>();
const byFile = new Map<string, number>();
for (const node of profile.nodes) {
  const micros = selfMicros.get(node.id) ?? 0;
  if (micros === 0) continue;
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url === '' ? '' : ` ${shortUrl(url)}:${lineNumber + 1}`;
  const name = `${functionName || '(anonymous)'}${where}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
  const fileKey =
    url === '' ? functionName || '(native)' : shortUrl(url).replace(/^(node_modules\/(@[^/]+\/)?[^/]+)\/.*$/, '$1');
  byFile.set(fileKey, (byFile.get(fileKey) ?? 0) + micros);
}

const print = (title: string, entries: Map<string, number>) => {
  console.log(`\n${title} (of ${(total / 1000).toFixed(0)} ms sampled)`);
  for (const [name, micros] of [...entries].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(
      `  ${((100 * micros) / total).toFixed(1).padStart(5)}%  ${(micros / 1000).toFixed(0).padStart(6)} ms  ${name}`,
    );
  }
};
print('Self time by function', byFunction);
print('Self time by file or package', byFile);

// Where the first-load bench's time went, named by the source: a production build with hidden source maps
// (FL_SOURCEMAP=1), and a function's place in the build read back through them.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { root } from '../e2e/support/e2e-app.ts';

/** The production build with hidden source maps, in a temporary folder. */
export async function buildWithSourceMaps(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'tikam-first-load-dist-'));
  const { build } = await import('vite');
  process.env.NODE_ENV = 'production';
  await build({
    root,
    configFile: join(root, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, sourcemap: 'hidden' },
  });
  return outDir;
}

/**
 * `file:line:col` of a build in `clientDir`, named by the source it came from when the build has source
 * maps (each file's map read once).
 */
export function sourcePlaces(clientDir: string): (url: string, line: number, column: number, name: string) => string {
  const consumers = new Map<string, SourceMapConsumer | null>();
  return function placeOf(url: string, line: number, column: number, name: string): string {
    const file = new URL(url).pathname;
    if (!consumers.has(file)) {
      let consumer: SourceMapConsumer | null;
      try {
        consumer = new SourceMapConsumer(JSON.parse(readFileSync(join(clientDir, `${file}.map`), 'utf8')));
      } catch {
        // A build without source maps: places stay the build's.
        consumer = null;
      }
      consumers.set(file, consumer);
    }
    const consumer = consumers.get(file);
    const original = consumer?.originalPositionFor({ line: line + 1, column });
    if (original?.source) {
      const source = original.source.replace(/^.*?\/(node_modules|src|contract)\//, '$1/');
      return `${original.name ?? name ?? '(anonymous)'} ${source}:${original.line}`;
    }
    return `${name || '(anonymous)'} ${file.replace(/^\/assets\//, '')}:${line + 1}:${column}`;
  };
}

// What each lazy screen costs beyond the first download (the budget: a screen's lazy chunk at most
// 30 KB gzip, a bet form's 40 KB): the screen's module, and every chunk it imports statically that /login/
// did not already bring, gzip level 9, read from the build's manifest (build.manifest in buildClient).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface LazyRouteSize {
  /** The screen's source module, e.g. src/ui/routes/home/home-screen.tsx. */
  module: string;
  gzipBytes: number;
  budgetBytes: number;
}

const KB = 1024;
/** Each bet form's lazy chunk at most 40 KB gzip; every other screen's, 30 KB. */
export function budgetOf(module: string): number {
  return /routes\/bet[123]\//.test(module) ? 40 * KB : 30 * KB;
}

/** Every lazily imported screen module (src/app/screens.ts), as the manifest names them. */
export function lazyScreenModules(root: string): string[] {
  const screens = readFileSync(join(root, 'src/app/screens.ts'), 'utf8');
  const modules = [...screens.matchAll(/import\('\.\.\/(ui\/[^']+)'\)/g)].map((match) => `src/${match[1]}`);
  return [...new Set(modules)];
}

function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...keys];
  while (pending.length > 0) {
    const key = pending.pop() as string;
    if (seen.has(key)) continue;
    seen.add(key);
    pending.push(...(manifest[key]?.imports ?? []));
  }
  return seen;
}

const manifestOf = (outDir: string) =>
  JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;

/** The source modules of the chunks a module's chunk imports statically, its own included (the manifest's keys). */
export function staticModulesOf(outDir: string, module: string): Set<string> {
  const manifest = manifestOf(outDir);
  if (manifest[module] === undefined) throw new Error(`${module} is not in the build's manifest`);
  return staticClosure(manifest, [module]);
}

export function lazyRouteSizes(root: string, outDir: string): LazyRouteSize[] {
  const manifest = manifestOf(outDir);
  // What index.html loads (its module script and modulepreloads), whatever the manifest calls its entry.
  const page = readFileSync(join(outDir, 'index.html'), 'utf8');
  const pageFiles = new Set([...page.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]));
  const pageKeys = Object.keys(manifest).filter(
    (key) => manifest[key]?.isEntry || pageFiles.has(manifest[key]?.file ?? ''),
  );
  if (pageKeys.length === 0) throw new Error('index.html loads no chunk of the manifest');
  const firstDownload = staticClosure(manifest, pageKeys);
  return lazyScreenModules(root).map((module) => {
    if (manifest[module] === undefined) throw new Error(`${module} is not in the build's manifest`);
    const files = [...staticClosure(manifest, [module])]
      .filter((key) => !firstDownload.has(key))
      .map((key) => manifest[key]?.file as string);
    const gzipBytes = files.reduce(
      (sum, file) => sum + gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length,
      0,
    );
    return { module, gzipBytes, budgetBytes: budgetOf(module) };
  });
}

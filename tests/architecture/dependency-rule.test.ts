// Proves the layer rule bites: a core file that imports a framework or an outer layer fails the check.
// The fixture is a throwaway tree in a temp folder, checked with the project's own config.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const fixture = mkdtempSync(join(tmpdir(), 'tikam-deps-'));
afterAll(() => rmSync(fixture, { recursive: true, force: true }));

function cruise(files: Record<string, string>) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(fixture, path, '..'), { recursive: true });
    writeFileSync(join(fixture, path), text);
  }
  writeFileSync(
    join(fixture, 'tsconfig.json'),
    '{"compilerOptions":{"allowImportingTsExtensions":true,"noEmit":true}}',
  );
  const bin = join(root, 'node_modules/.bin/depcruise');
  return spawnSync(bin, ['src', '--config', join(root, '.dependency-cruiser.cjs')], { cwd: fixture, encoding: 'utf8' });
}

// Each case starts depcruise as a process (a second or two; more on a loaded machine), hence the time limit.
describe('the dependency rule', { timeout: 60_000 }, () => {
  it('fails when src/core imports an outer layer or a package', () => {
    const run = cruise({
      'src/adapters/clock.ts': 'export const clock = 1;\n',
      'src/core/bad.ts': "import { clock } from '../adapters/clock.ts';\nimport 'react';\nexport const x = clock;\n",
    });
    expect(run.status).not.toBe(0);
    expect(run.stdout).toMatch(/core-is-pure: src\/core\/bad\.ts → src\/adapters\/clock\.ts/);
    expect(run.stdout).toMatch(/core-is-pure: src\/core\/bad\.ts → react/);
  });

  it('passes when src/core imports only itself', () => {
    rmSync(join(fixture, 'src'), { recursive: true, force: true });
    const run = cruise({
      'src/core/a.ts': "import { b } from './b.ts';\nexport const a = b;\n",
      'src/core/b.ts': 'export const b = 1;\n',
    });
    expect(run.stdout + run.stderr).toMatch(/no dependency violations/);
    expect(run.status).toBe(0);
  });
});

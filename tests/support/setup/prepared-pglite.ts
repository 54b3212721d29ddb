// Vitest globalSetup of the lanes whose servers run on PGlite: writes the run's prepared database once
// (tests/support/prepared-database.ts) and names it in the environment the test processes inherit.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGLITE_IMAGE_ENV, writePgliteImage } from '../prepared-database.ts';

export default async function preparePglite(): Promise<() => void> {
  // Another lane of the same run has made it.
  if (process.env[PGLITE_IMAGE_ENV]) return () => {};
  const folder = mkdtempSync(join(tmpdir(), 'tikam-prepared-pglite-'));
  const file = join(folder, 'prepared.tar');
  await writePgliteImage(file);
  process.env[PGLITE_IMAGE_ENV] = file;
  return () => {
    delete process.env[PGLITE_IMAGE_ENV];
    rmSync(folder, { recursive: true, force: true });
  };
}

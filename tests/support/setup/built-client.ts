// Vitest globalSetup of the browser lane: builds the client once for the whole run (each test file runs in
// its own process, which would otherwise build it again) and names the folder in the environment the test
// processes inherit (e2e/support/e2e-app.ts reads it).
import { rmSync } from 'node:fs';
import { BUILT_CLIENT_ENV, buildClient } from '../../../e2e/support/e2e-app.ts';

export default async function buildClientOnce(): Promise<() => void> {
  const folder = await buildClient();
  process.env[BUILT_CLIENT_ENV] = folder;
  return () => {
    delete process.env[BUILT_CLIENT_ENV];
    rmSync(folder, { recursive: true, force: true });
  };
}

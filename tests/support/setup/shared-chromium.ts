// Vitest globalSetup of the browser lane: one Chromium for the whole run, which every test file connects to
// (e2e/support/e2e-app.ts) for contexts of its own, instead of launching and closing a browser per file. A
// context is the isolation a test needs (its own storage, cookies, service workers); the browser process
// holds nothing of a test's. The endpoint is named in the environment the test processes inherit.
import { chromium } from 'playwright-core';
import { CHROMIUM_ENDPOINT_ENV, chromiumLaunchOptions } from '../../../e2e/support/e2e-app.ts';

export default async function launchSharedChromium(): Promise<() => Promise<void>> {
  const server = await chromium.launchServer(chromiumLaunchOptions());
  process.env[CHROMIUM_ENDPOINT_ENV] = server.wsEndpoint();
  return async () => {
    delete process.env[CHROMIUM_ENDPOINT_ENV];
    await server.close();
  };
}

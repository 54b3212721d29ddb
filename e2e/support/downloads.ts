// A download's bytes, read through Playwright's connection: the tests' Chromium is the run's one browser,
// connected to remotely (tests/support/setup/shared-chromium.ts), where a download has no local path.
import type { Download } from 'playwright-core';

export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

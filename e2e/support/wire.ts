// What a phone downloads for a page, measured over the wire: the page is opened in Chromium to
// learn which scripts it loads (the entry, its modulepreloads and the lazy chunks the first screen asks
// for), then each script is fetched again as a phone asks for it (`Accept-Encoding: br, gzip`), and the
// bytes that cross the network are counted as they arrive, still compressed.
import { request as httpRequest } from 'node:http';
import type { Page } from 'playwright-core';

/** The budget for /login/: the JS a phone downloads, compressed, every script and modulepreload. */
export const LOGIN_JS_BUDGET_BYTES = 130 * 1024;

export interface WireRow {
  path: string;
  /** The Content-Encoding the server chose ('' when none). */
  encoding: string;
  cacheControl: string;
  /** Bytes on the wire (compressed as sent). */
  wireBytes: number;
}

/** One GET as a phone sends it; the body is not decompressed, so its length is what crossed the wire. */
export function fetchAsPhone(url: string): Promise<WireRow> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
      let wireBytes = 0;
      response.on('data', (chunk: Buffer) => (wireBytes += chunk.length));
      response.on('end', () =>
        resolve({
          path: new URL(url).pathname,
          encoding: String(response.headers['content-encoding'] ?? ''),
          cacheControl: String(response.headers['cache-control'] ?? ''),
          wireBytes,
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

/** The URLs of every script the page loads until the network is idle, modulepreloads included. */
export async function scriptsOf(page: Page, url: string): Promise<string[]> {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.js')) scripts.add(request.url());
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const preloads = await page.$$eval('link[rel="modulepreload"], script[src]', (elements) =>
    elements.map((element) => (element as HTMLLinkElement).href || (element as HTMLScriptElement).src),
  );
  for (const preload of preloads) scripts.add(preload);
  // The service worker's own script is not part of the page's download.
  return [...scripts].filter((script) => !/\/sw\.js$/.test(new URL(script).pathname)).sort();
}

/** Every script of the page, as the wire carries it. */
export async function pageScriptsOverTheWire(page: Page, url: string): Promise<WireRow[]> {
  const scripts = await scriptsOf(page, url);
  return Promise.all(scripts.map(fetchAsPhone));
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

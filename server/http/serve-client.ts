// Serves the built client from the same origin as the API, with index.html for the app's own routes
// (/login/, /sheet/ …) so a reload on any screen works.
//
// Over the wire: the build writes a brotli (.br) and a gzip (.gz) twin of every asset
// (vite.config.ts), and @fastify/static picks the best one the phone accepts (`preCompressed`). Files under
// /assets/ carry a content hash in their name, so they never change: cached for a year, `immutable` (no
// revalidation on a visit). index.html, the service worker and the manifests keep their names across
// deploys, so they are `no-cache`: always revalidated, which is how a new version reaches the phone.
// The brand images (/brands/, the favicon) keep their names too, but a day-old logo after a deploy harms
// nobody: cached for a day. `no-cache` made every <img> of the same logo on a page a request of its own
// (the splash, the header, the favicon, the preload: four round trips on the way to a screen's first paint).
import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { envelope } from './envelope.ts';

const API_PREFIXES = ['/FDAPI/', '/masterapi/', '/config/', '/admin/', '/Result/', '/DrawResultL/', '/Jackpot/'];

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
export const BRAND_IMAGE = 'public, max-age=86400';

const inFolder = (filePath: string, folder: string) =>
  filePath.includes(`${sep}${folder}${sep}`) || filePath.includes(`/${folder}/`);

/** The cache policy of a built file: hashed assets forever, brand images a day, everything else revalidated. */
export function cacheControlFor(filePath: string): string {
  if (inFolder(filePath, 'assets')) return IMMUTABLE;
  if (inFolder(filePath, 'brands') || /favicon\.svg$/.test(filePath)) return BRAND_IMAGE;
  return REVALIDATE;
}

/**
 * Serves the client when there is one; an unknown API path is always 404 with the envelope (E120).
 * `connectOrigins`: API origins besides this one (http/deployment.ts). The built page carries the CSP in a
 * meta tag with `connect-src 'self'`, and a browser applies both that and the header, so the page is
 * served with those origins added to its tag too.
 */
export async function serveClient(
  app: FastifyInstance,
  clientDir: string | undefined,
  connectOrigins: readonly string[] = [],
): Promise<void> {
  let page: string | undefined;
  if (clientDir) {
    if (!existsSync(join(clientDir, 'index.html'))) throw new Error(`no built client in ${clientDir}`);
    const built = readFileSync(join(clientDir, 'index.html'), 'utf8');
    page =
      connectOrigins.length === 0
        ? built
        : built.replace("connect-src 'self'", `connect-src 'self' ${connectOrigins.join(' ')}`);
    // index.html (and so /) is always the page above, never the file as built.
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      allowedPath: (path) => path !== '/index.html',
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply: FastifyReply, filePath: string) => reply.header('cache-control', cacheControlFor(filePath)),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((prefix) => request.url.toLowerCase().startsWith(prefix.toLowerCase()));
    const isPageRead = request.method === 'GET' || request.method === 'HEAD';
    if (!clientDir || !isPageRead || isApi) return reply.status(404).send(envelope('E120'));
    return reply.type('text/html; charset=utf-8').header('cache-control', REVALIDATE).send(page);
  });
}

// The server serves the built client on the API's origin: any app route (a reload on /sheet/) gets
// index.html, for GET and HEAD; an unknown API path stays a JSON 404 (E120), never the page.
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { COMPRESS_THRESHOLD_BYTES, compressAnswers } from '../../server/http/compress-answers.ts';
import { openDatabase, type OpenDatabase } from '../../server/store/database.ts';

const ASSET = `export const answer = ${JSON.stringify('x'.repeat(4000))};`;
const clientDir = mkdtempSync(join(tmpdir(), 'tikam-client-'));
let app: FastifyInstance;
let database: OpenDatabase;
beforeAll(async () => {
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Tikam</title>');
  // A hashed asset with its build-time twins (vite.config.ts writes them), marked so the test sees which is sent.
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'assets', 'app-abc123.js'), ASSET);
  writeFileSync(join(clientDir, 'assets', 'app-abc123.js.br'), brotliCompressSync(ASSET));
  writeFileSync(join(clientDir, 'assets', 'app-abc123.js.gz'), gzipSync(ASSET));
  writeFileSync(join(clientDir, 'sw.js'), 'self.addEventListener("install", () => {});');
  mkdirSync(join(clientDir, 'brands'));
  writeFileSync(join(clientDir, 'brands', 'tikam.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  database = await openDatabase({ dataDir: 'memory://' });
  app = await buildApp({ db: database.db, clock: { now: () => 0 }, clientDir });
}, 60_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('serving the client', () => {
  it.each(['/', '/login/', '/sheet/', '/settings/profile/'])('answers the page for %s', async (url) => {
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
    }
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    for (const [method, url] of [
      ['GET', '/FDAPI/Nope'],
      ['POST', '/FDAPI/Nope'],
      ['GET', '/masterapi/x'],
      ['POST', '/login/'],
    ] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ status: 'E120' });
    }
  });

  it('sends a hashed asset in the best encoding the phone accepts, cached for a year', async () => {
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['', undefined],
    ] as const) {
      const response = await app.inject({
        method: 'GET',
        url: '/assets/app-abc123.js',
        headers: { 'accept-encoding': accept },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding'], accept).toBe(encoding);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
    }
    const br = await app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(ASSET);
  });

  it('has the page and the service worker revalidated on every visit', async () => {
    for (const url of ['/', '/login/', '/index.html', '/sw.js']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('has the brand images cached for a day, so one page asks for a logo once', async () => {
    for (const url of ['/brands/tikam.svg', '/favicon.svg']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('public, max-age=86400');
    }
  });

  it('compresses an API answer above the threshold, not a small one', async () => {
    const api = Fastify();
    await compressAnswers(api);
    api.get('/big', async () => ({
      status: '0',
      rows: Array.from({ length: 200 }, (_, index) => ({ index, name: `row ${index}` })),
    }));
    api.get('/small', async () => ({ status: '0' }));
    const big = await api.inject({ method: 'GET', url: '/big', headers: { 'accept-encoding': 'br, gzip' } });
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString()).rows).toHaveLength(200);
    const gzip = await api.inject({ method: 'GET', url: '/big', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const small = await api.inject({ method: 'GET', url: '/small', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: '0' });
    await api.close();
  });

  it("sends an answer under the threshold as it is (a short sheet's bet answer), a longer one compressed", async () => {
    const api = Fastify();
    await compressAnswers(api);
    // A JSON string of n characters is n + 2 bytes of body.
    api.get('/at', async (_, reply) =>
      reply.type('application/json').send(JSON.stringify('x'.repeat(COMPRESS_THRESHOLD_BYTES - 3))),
    );
    api.get('/over', async (_, reply) =>
      reply.type('application/json').send(JSON.stringify('x'.repeat(COMPRESS_THRESHOLD_BYTES - 1))),
    );
    const at = await api.inject({ method: 'GET', url: '/at', headers: { 'accept-encoding': 'br, gzip' } });
    expect(at.rawPayload.length).toBe(COMPRESS_THRESHOLD_BYTES - 1);
    expect(at.headers['content-encoding']).toBeUndefined();
    const over = await api.inject({ method: 'GET', url: '/over', headers: { 'accept-encoding': 'br, gzip' } });
    expect(over.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(over.rawPayload).toString())).toHaveLength(COMPRESS_THRESHOLD_BYTES - 1);
    await api.close();
  });
});

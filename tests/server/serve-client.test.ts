// The server serves the built client on the API's origin: any app route (a reload on /sheet/) gets
// index.html, for GET and HEAD; an unknown API path stays a JSON 404 (E120), never the page.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { openDatabase, type OpenDatabase } from '../../server/store/database.ts';

const clientDir = mkdtempSync(join(tmpdir(), 'tikam-client-'));
let app: FastifyInstance;
let database: OpenDatabase;
beforeAll(async () => {
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Tikam</title>');
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
    for (const [method, url] of [['GET', '/FDAPI/Nope'], ['POST', '/FDAPI/Nope'], ['GET', '/masterapi/x'], ['POST', '/login/']] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ status: 'E120' });
    }
  });
});

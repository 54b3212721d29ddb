// Deployment settings: per-pin API bases (TIKAM_API_BASES) answered by /config/{pin} and
// allowed by the Content-Security-Policy's connect-src — in the header and in the served page's meta tag,
// as a browser applies both — and the https rule for every base (https unless the host is loopback).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { parseApiBases } from '../../server/http/deployment.ts';
import { openDatabase, type OpenDatabase } from '../../server/store/database.ts';
import { seedDemoSite } from '../../server/store/seed-demo.ts';

const clientDir = mkdtempSync(join(tmpdir(), 'tikam-client-'));
const BUILT_PAGE = `<!doctype html><meta charset="UTF-8" /><meta http-equiv="Content-Security-Policy" content="default-src 'self'; connect-src 'self'; object-src 'none'" /><title>Tikam</title>`;
let database: OpenDatabase;
let configured: FastifyInstance;
let plain: FastifyInstance;
beforeAll(async () => {
  writeFileSync(join(clientDir, 'index.html'), BUILT_PAGE);
  database = await openDatabase({ dataDir: 'memory://' });
  await seedDemoSite(database.db, new Date(0));
  const apiBases = parseApiBases('8888=https://api.tikam.example/, *=https://api.other.example:8443/v1');
  configured = await buildApp({ db: database.db, clock: { now: () => 0 }, clientDir, apiBases });
  plain = await buildApp({ db: database.db, clock: { now: () => 0 }, clientDir });
}, 60_000);
afterAll(async () => {
  await configured?.close();
  await plain?.close();
  await database?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const connectSrc = (policy: string | undefined) =>
  policy
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('connect-src'));

describe('TIKAM_API_BASES', () => {
  it('is read as pin=base pairs, each held to the https rule (plain http only on loopback)', () => {
    expect([...parseApiBases('8888=https://a.example/api/, 7777=http://127.0.0.1:9000')]).toEqual([
      ['8888', 'https://a.example/api'],
      ['7777', 'http://127.0.0.1:9000'],
    ]);
    expect(parseApiBases(undefined).size).toBe(0);
    expect(() => parseApiBases('8888=http://a.example')).toThrow(/https/);
    expect(() => parseApiBases('8888=http://localhost.example.com')).toThrow(/https/);
    expect(() => parseApiBases('8888')).toThrow(/pin=/);
    expect(() => parseApiBases('8888=not a url')).toThrow(/address/);
  });

  it('gives each pin its base in /config/{pin}, the others the default', async () => {
    expect((await configured.inject({ method: 'GET', url: '/config/8888' })).body).toBe('https://api.tikam.example');
    expect((await configured.inject({ method: 'GET', url: '/config/7777' })).body).toBe(
      'https://api.other.example:8443/v1',
    );
    expect((await configured.inject({ method: 'GET', url: '/config/9999' })).json()).toMatchObject({ status: 'E120' });
  });

  it("adds exactly those origins to connect-src, in the header and in the page's meta tag", async () => {
    const expected = "connect-src 'self' https://api.other.example:8443 https://api.tikam.example";
    for (const url of ['/', '/login/', '/index.html']) {
      const page = await configured.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(connectSrc(page.headers['content-security-policy'] as string)).toBe(expected);
      expect(page.body).toContain(`${expected};`);
    }
    const api = await configured.inject({ method: 'GET', url: '/config/8888/brand' });
    expect(connectSrc(api.headers['content-security-policy'] as string)).toBe(expected);
  });
});

describe('without configured bases', () => {
  it("answers this server's own origin, https unless the host is loopback", async () => {
    const base = async (host: string) =>
      (await plain.inject({ method: 'GET', url: '/config/8888', headers: { host } })).body;
    expect(await base('tikam.example')).toBe('https://tikam.example');
    expect(await base('192.168.1.5:8080')).toBe('https://192.168.1.5:8080');
    expect(await base('127.0.0.1:8080')).toBe('http://127.0.0.1:8080');
    expect(await base('localhost:8080')).toBe('http://localhost:8080');
    expect(await base('[::1]:8080')).toBe('http://[::1]:8080');
    expect(await base('localhost.example.com')).toBe('https://localhost.example.com');
  });

  it("keeps connect-src to the app's own origin, and serves the page as built", async () => {
    const page = await plain.inject({ method: 'GET', url: '/' });
    expect(connectSrc(page.headers['content-security-policy'] as string)).toBe("connect-src 'self'");
    expect(page.body).toBe(BUILT_PAGE);
  });
});

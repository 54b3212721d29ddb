// The result reads answer an ETag and, for a request that already holds it, a bodiless 304 — until an
// operator publishes, which changes the answer and so its tag (polling is cheap for the server).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoResults } from '../../../server/services/results/seed-demo-results.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { tokenFor } from '../support/sessions.ts';
import { atDrawTime } from '../support/draw-time.ts';

let server: TestServer;
const read = (method: 'GET' | 'POST', url: string, tag?: string, headers: Record<string, string> = {}) =>
  server.call(undefined, { method, url, headers: tag === undefined ? headers : { ...headers, 'if-none-match': tag } });

beforeAll(async () => {
  server = await startTestServer();
  await seedDemoResults(server.ctx);
}, 180_000);
afterAll(() => server?.close());

const READS: [method: 'GET' | 'POST', url: string][] = [
  ['POST', '/Result/GetLatestResults'],
  ['POST', '/Result/GetResults?DrawDate=2026-11-18'],
  ['GET', '/Result/GetLatestResult?DrawTypeCode=M&DrawDate=2026-11-18'],
  ['GET', '/DrawResultL/GetDrawResult?date=2026-11-18'],
];

describe('ETag on the result reads', () => {
  it.each(READS)('%s %s: the same answer twice is a 304 without a body', async (method, url) => {
    const first = await read(method, url);
    expect(first.statusCode).toBe(200);
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^"[\w+/=-]{16,}"$/); // strong: a hash of the bytes, quoted
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await read(method, url, tag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(tag);
    // Another tag (the client's copy is stale) gets the whole answer.
    expect((await read(method, url, '"stale"')).statusCode).toBe(200);
  });

  it('a publication changes the answer, so the old tag gets a 200 with the new result', async () => {
    const url = '/Result/GetLatestResult?DrawTypeCode=M&DrawDate=2026-11-18';
    const before = await read('GET', url);
    expect(before.json().data.published).toBe(false);
    const token = await tokenFor(server, 'admin');
    const fourD = {
      first: '4321',
      second: '0002',
      third: '0003',
      starters: Array.from({ length: 13 }, (_, i) => String(1000 + i)),
      consolations: Array.from({ length: 10 }, (_, i) => String(2000 + i)),
    };
    const published = await atDrawTime(server, 'M', '2026-11-18', () =>
      server.call(token, {
        method: 'POST',
        url: '/admin/results',
        payload: { drawType: 'M', drawDate: '2026-11-18', fourD },
      }),
    );
    expect(published.json().status).toBe('S100');
    const after = await read('GET', url, before.headers.etag as string);
    expect(after.statusCode).toBe(200);
    expect(after.json().data.m4.prize1).toBe('4321');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('the CSP lets frames come from the draw video host only (and the app itself never be framed)', async () => {
    const policy = String((await read('POST', '/Result/GetLatestResults')).headers['content-security-policy']);
    expect(policy).toContain('frame-src https://www.youtube-nocookie.com;');
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("default-src 'self'");
  });

  it('the same answer has the same tag on every call, and the weak form of it is a 304 too', async () => {
    const [method, url] = READS[0] as [method: 'GET' | 'POST', url: string];
    const tag = (await read(method, url)).headers.etag as string;
    expect((await read(method, url)).headers.etag).toBe(tag);
    expect((await read(method, url, `W/${tag}`)).statusCode).toBe(304);
  });

  it('a compressed answer carries the tag of its content, and a 304 for it', async () => {
    const plain = await read('POST', '/Result/GetLatestResults');
    const compressed = await read('POST', '/Result/GetLatestResults', undefined, { 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.etag).toBe(plain.headers.etag);
    const again = await read('POST', '/Result/GetLatestResults', plain.headers.etag as string, {
      'accept-encoding': 'br',
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('a refused query is still the 400 V103 envelope, never a 304', async () => {
    const answer = await read('POST', '/Result/GetResults?DrawDate=2026-02-30', '*');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().status).toBe('V103');
    expect(answer.headers['cache-control']).toBe('no-store'); // a refusal is not revalidated, like every other
  });
});

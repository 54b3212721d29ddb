// A fault (here: the database gone from under the server, caused for real) answers 500 with E101 in the
// envelope and never leaks a stack trace or an internal message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.close().catch(() => undefined));

describe('a fault', () => {
  it('is 500 E101 with the envelope only', async () => {
    await server.ctx.db.destroy();
    const response = await server.call(undefined, { method: 'GET', url: '/config/8888' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ status: 'E101', message: 'Network or other problem.' });
    expect(response.body).not.toMatch(/at |Error|stack|kysely|pglite/i);
  });
});

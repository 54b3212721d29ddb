// API answers are never cached: every JSON answer — a user's data, a bet, a refusal, the public
// carries Cache-Control: no-store, so no browser or proxy keeps someone's account or money. The public result
// reads name no user: they are revalidated (no-cache with an ETag) so that polling is cheap.
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { tokenFor } from './support/sessions.ts';

let server: TestServer;
let member: string;
beforeAll(async () => {
  server = await startTestServer();
  member = await tokenFor(server, 'member1');
}, 60_000);
afterAll(() => server?.close());

const AS_MEMBER: [string, InjectOptions][] = [
  ['the balance', { method: 'POST', url: '/FDAPI/Player/GetPlayerBalance', payload: { UserId: 'member1' } }],
  ['the login data', { method: 'POST', url: '/FDAPI/User/GetLoginData' }],
  ['the profile', { method: 'POST', url: '/FDAPI/Report/GetMobileProfile?UserId=member1' }],
  [
    'a bet',
    {
      method: 'POST',
      url: '/FDAPI/Bet/PostBet',
      payload: { Currency: 'MYR', UserId: 'member1', ClientRef: 'no-store-ref-1', BetString: 'D\n#1\n1234#1' },
    },
  ],
  ['a bet lookup', { method: 'GET', url: '/FDAPI/Bet/GetBetByClientRef?ClientRef=no-store-ref-1' }],
  ['the receipts', { method: 'POST', url: '/FDAPI/Report/GetReceipts' }],
  ['a refusal (403 E103)', { method: 'POST', url: '/FDAPI/Player/GetPlayerBalance', payload: { UserId: 'memberx' } }],
  ['a malformed call (400)', { method: 'POST', url: '/FDAPI/Bet/PostBet', payload: { Currency: 'MYR' } }],
];

describe('Cache-Control: no-store', () => {
  it.each(AS_MEMBER)('is on %s', async (_name, request) => {
    const response = await server.call(member, request);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is not on the public results, which are revalidated by their ETag instead', async () => {
    const results = await server.call(undefined, { method: 'POST', url: '/Result/GetLatestResults' });
    expect(results.headers['cache-control']).toBe('no-cache');
    expect(results.headers.etag).toBeTruthy();
  });

  it('is on an answer without a session (401 E102) and on the token', async () => {
    const refused = await server.call(undefined, {
      method: 'POST',
      url: '/FDAPI/Player/GetPlayerBalance',
      payload: { UserId: 'member1' },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    const token = await server.app.inject({
      method: 'POST',
      url: '/masterapi/token',
      payload: new URLSearchParams({
        grant_type: 'password',
        username: 'member2',
        password: 'Demo2026',
        client_id: '8888',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(token.json().access_token).toBeTruthy();
    expect(token.headers['cache-control']).toBe('no-store');
  });
});

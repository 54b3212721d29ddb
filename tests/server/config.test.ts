// The server's edge: config lookup, the envelope on unknown routes, and security headers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.close());

describe('GET /config/{pin}', () => {
  it('answers the API base of a known pin as plain text', async () => {
    const response = await server.call(undefined, { method: 'GET', url: '/config/8888', headers: { host: 'tikam.test:8080' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe('http://tikam.test:8080');
  });

  it('refuses an unknown pin with E120 in the envelope', async () => {
    const response = await server.call(undefined, { method: 'GET', url: '/config/9999' });
    expect(response.json()).toMatchObject({ status: 'E120' });
  });

  it('answers a malformed pin with 400 V103 naming the field', async () => {
    const response = await server.call(undefined, { method: 'GET', url: '/config/%3Cscript%3E' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'V103', field: 'pin' });
  });
});

describe('every answer', () => {
  it('carries security headers and a Content-Security-Policy', async () => {
    const response = await server.call(undefined, { method: 'GET', url: '/config/8888' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeDefined();
  });

  it('an unknown route is 404 with the envelope, not a stack trace', async () => {
    const response = await server.call(undefined, { method: 'POST', url: '/FDAPI/Nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 'E120' });
  });

  it('an authenticated call without a token is 401 E102', async () => {
    const response = await server.call(undefined, { method: 'POST', url: '/FDAPI/User/GetLoginData' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: 'E102' });
  });

  it('an empty JSON body reads as no parameters, malformed JSON as 400 V103', async () => {
    const empty = await server.call(undefined, { method: 'POST', url: '/FDAPI/User/GetLoginData', headers: { 'content-type': 'application/json' }, payload: '' });
    expect(empty.statusCode).toBe(401); // reached the session guard: the body was fine
    const broken = await server.call(undefined, { method: 'POST', url: '/FDAPI/User/GetLoginData', headers: { 'content-type': 'application/json' }, payload: '{"a":' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ status: 'V103' });
  });
});

describe('the Content-Security-Policy', () => {
  it('is exactly the app\'s policy: no upgrade-insecure-requests, which would break plain-http LAN use', async () => {
    const policy = String((await server.call(undefined, { method: 'GET', url: '/config/8888' })).headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('upgrade-insecure-requests');
  });
});

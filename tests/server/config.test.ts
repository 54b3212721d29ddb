// The server's edge: config lookup, the envelope on unknown routes, and security headers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandInfo, LoginData } from '../../contract/login-data.ts';
import { metaContentSecurityPolicy } from '../../server/http/security-policy.ts';
import { DEMO_PASSWORD, STAR_PIN } from '../../server/store/seed-demo.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.close());

describe('GET /config/{pin}', () => {
  it('answers the API base of a known pin as plain text, https (the https rule: docs/client/adapters.md)', async () => {
    const response = await server.call(undefined, {
      method: 'GET',
      url: '/config/8888',
      headers: { host: 'tikam.test:8080' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe('https://tikam.test:8080');
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

describe('GET /config/{pin}/brand', () => {
  it('answers the brand of each demo site, so the login page can show it before anyone logs in', async () => {
    const demo = await server.call(undefined, { method: 'GET', url: '/config/8888/brand' });
    expect(demo.statusCode).toBe(200);
    expect(demo.json()).toEqual({
      status: 'S100',
      message: expect.any(String),
      data: {
        name: 'Tikam Demo',
        title: 'Tikam Demo',
        primary: '#0b6e4f',
        accent: '#f2c14e',
        icon: 'tikam',
      } satisfies BrandInfo,
    });
    const star = (await server.call(undefined, { method: 'GET', url: `/config/${STAR_PIN}/brand` })).json() as {
      status: string;
      data: BrandInfo;
    };
    expect(star.status).toBe('S100');
    expect(star.data.name).toBe('Lucky Star');
    expect(star.data.icon).toBe('luckystar');
    expect(star.data.primary).not.toBe('#0b6e4f');
  });

  it('refuses an unknown pin with E120 and a malformed one with 400 V103', async () => {
    expect((await server.call(undefined, { method: 'GET', url: '/config/9999/brand' })).json()).toMatchObject({
      status: 'E120',
    });
    const malformed = await server.call(undefined, { method: 'GET', url: '/config/a%20b/brand' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ status: 'V103', field: 'pin' });
  });

  it('needs no session and sends no token-dependent data', async () => {
    const response = await server.call('not-a-token', { method: 'GET', url: '/config/8888/brand' });
    expect(response.statusCode).toBe(200);
  });
});

describe('the second demo site (pin 7777)', () => {
  const token = (pin: string, username: string) =>
    server.call(undefined, {
      method: 'POST',
      url: '/masterapi/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'password',
        username,
        password: DEMO_PASSWORD,
        client_id: pin,
        CaptchaKey: '',
        Captcha: '',
      }).toString(),
    });

  it('star1 logs in there and its login data carries the Lucky Star brand', async () => {
    const answer = (await token(STAR_PIN, 'star1')).json() as { status: string; access_token: string };
    expect(answer.status).toBe('S100');
    const loginData = (
      await server.call(answer.access_token, { method: 'POST', url: '/FDAPI/User/GetLoginData' })
    ).json() as { data: LoginData };
    expect(loginData.data.LoginId).toBe('star1');
    expect(loginData.data.brand.name).toBe('Lucky Star');
    expect(loginData.data.defaultCurrency).toBe('SGD');
  });

  it('its users are not users of the first site, nor the reverse', async () => {
    expect((await token('8888', 'star1')).json()).toMatchObject({ status: 'E111' });
    expect((await token(STAR_PIN, 'member1')).json()).toMatchObject({ status: 'E111' });
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
    const empty = await server.call(undefined, {
      method: 'POST',
      url: '/FDAPI/User/GetLoginData',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(401); // reached the session guard: the body was fine
    const broken = await server.call(undefined, {
      method: 'POST',
      url: '/FDAPI/User/GetLoginData',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ status: 'V103' });
  });
});

describe('the Content-Security-Policy', () => {
  it("is exactly the app's policy: no upgrade-insecure-requests, which would break plain-http LAN use", async () => {
    const policy = String(
      (await server.call(undefined, { method: 'GET', url: '/config/8888' })).headers['content-security-policy'],
    );
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('upgrade-insecure-requests');
  });

  it("is the one the build writes into the page's meta tag, less what a meta tag cannot carry", async () => {
    const header = String(
      (await server.call(undefined, { method: 'GET', url: '/config/8888' })).headers['content-security-policy'],
    );
    const meta = metaContentSecurityPolicy();
    expect(meta).toBe(
      "default-src 'self'; script-src 'self'; worker-src 'self' blob:; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
        "connect-src 'self'; frame-src https://www.youtube-nocookie.com; object-src 'none'; base-uri 'self'; form-action 'self'",
    );
    const directives = (policy: string) => policy.split(';').map((directive) => directive.trim());
    expect(directives(header)).toEqual(
      directives(meta.replace("form-action 'self'", "frame-ancestors 'none'; form-action 'self'")),
    );
  });
});

// Every answer carries the same security headers, worked out once from helmet (server/http/security-headers.ts):
// an API answer, a refusal before the body is read, a malformed request and a not-found alike, with helmet's
// values and our policy, nothing lost by setting them from a fixed set instead of running helmet each time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import helmet from 'helmet';
import { createServer, type ServerResponse } from 'node:http';
import { once } from 'node:events';
import { helmetHeaders } from '../../server/http/security-headers.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.close());

/** What helmet itself puts on a real Node response for these options. */
async function helmetOnARealResponse(options: Parameters<typeof helmet>[0]): Promise<Record<string, string>> {
  const http = createServer((request, response: ServerResponse) => {
    helmet(options)(request, response, () => response.end());
  });
  http.listen(0, '127.0.0.1');
  await once(http, 'listening');
  const { port } = http.address() as { port: number };
  try {
    const answer = await fetch(`http://127.0.0.1:${port}/`);
    const headers: Record<string, string> = {};
    answer.headers.forEach((value, name) => {
      if (!['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name))
        headers[name] = value;
    });
    return headers;
  } finally {
    http.close();
  }
}

describe('helmetHeaders', () => {
  it("records exactly what helmet's own middleware sends, for its defaults and for a policy of ours", async () => {
    const ours = {
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"] } },
      crossOriginEmbedderPolicy: false,
    } as const;
    expect(helmetHeaders({})).toEqual(await helmetOnARealResponse({}));
    expect(helmetHeaders(ours)).toEqual(await helmetOnARealResponse(ours));
    expect(helmetHeaders(ours)['content-security-policy']).toBe("default-src 'self';frame-ancestors 'none'");
  });
});

describe('every answer', () => {
  const expected = {
    'content-security-policy': expect.stringContaining("default-src 'self';script-src 'self';"),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    'permissions-policy': expect.stringContaining('camera=()'),
  };

  it.each([
    ['a public read', { method: 'GET', url: '/config/8888' }, 200],
    ['a session call without a session', { method: 'POST', url: '/FDAPI/User/GetLoginData', payload: {} }, 401],
    ['a malformed request', { method: 'GET', url: '/config/88%0088' }, 400],
    ['a path nobody serves', { method: 'GET', url: '/nothing/here' }, 404],
  ] as const)('%s carries them all', async (_what, call, status) => {
    const answer = await server.call(undefined, call);
    expect(answer.statusCode).toBe(status);
    expect(answer.headers).toMatchObject(expected);
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('a session call with a session carries them too', async () => {
    const answer = await server.call(await server.login('member1'), {
      method: 'POST',
      url: '/FDAPI/User/GetLoginData',
      payload: {},
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers).toMatchObject(expected);
  });
});

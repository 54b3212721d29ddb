// How the fetch adapters behave when the answer is not the service's: nothing listening, a server that
// never answers, a gateway's error page, a body cut off. All are E101 with `transport` set (the call may
// have happened), never a raw TypeError. Real sockets on 127.0.0.1; no fetch is mocked.
import packageJson from '../../../package.json' with { type: 'json' };
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiClient } from '../../../src/adapters/http/api-client.ts';
import { ServiceError } from '../../../src/core/domain/service-error.ts';
import { httpAdapters } from '../support/http-adapters.ts';
import { closedOrigin, rawServer } from '../support/listening-server.ts';

const servers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function serve(handler: (request: IncomingMessage, response: ServerResponse) => void): Promise<string> {
  const server = await rawServer(handler);
  servers.push(server);
  return server.origin;
}

const caught = (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => 'resolved',
    (error: unknown) => error,
  );

function expectTransport(failure: unknown): void {
  expect(failure).toBeInstanceOf(ServiceError);
  expect(failure).toMatchObject({ status: 'E101', transport: true });
}

const packageVersion = packageJson.version;

describe('no answer at all', () => {
  it('nothing listening: E101 transport from every kind of call', async () => {
    const adapters = httpAdapters(await closedOrigin());
    adapters.connection.open(await closedOrigin(), 'token-token-token-token');
    expectTransport(await caught(adapters.auth.login({ pin: '8888', username: 'member1', password: 'Demo2026' })));
    expectTransport(await caught(adapters.accounts.loginData()));
    expectTransport(
      await caught(
        adapters.bets.place(
          { Currency: 'MYR', UserId: 'member1', ClientRef: 'transport-1', BetString: 'D\n#1\n1234#1' },
          'regular',
        ),
      ),
    );
    expectTransport(await caught(adapters.bets.findByClientRef('transport-1')));
  });

  it('tells a device that says it is offline apart: E101 transport with the offline parameter', async () => {
    const adapters = httpAdapters(await closedOrigin());
    adapters.connection.open(await closedOrigin(), 'token-token-token-token');
    expect(await caught(adapters.accounts.loginData())).toMatchObject({ params: [] });
    vi.stubGlobal('navigator', { onLine: false });
    try {
      const failure = await caught(adapters.accounts.loginData());
      expectTransport(failure);
      expect(failure).toMatchObject({ params: ['offline'] });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a server that never answers: the deadline aborts the call as E101 transport', async () => {
    const origin = await serve(() => {
      // Holds the request open and never answers.
    });
    const adapters = httpAdapters(origin);
    adapters.connection.open(origin, 'token-token-token-token');
    adapters.api.timeoutMs = 200;
    const started = Date.now();
    expectTransport(
      await caught(
        adapters.bets.place(
          { Currency: 'MYR', UserId: 'member1', ClientRef: 'transport-2', BetString: 'x' },
          'regular',
        ),
      ),
    );
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('a body cut off half way is no answer either', async () => {
    const origin = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': '500' });
      response.write('{"status":"S100","data":');
      setTimeout(() => response.destroy(), 20);
    });
    const adapters = httpAdapters(origin);
    adapters.connection.open(origin, 'token-token-token-token');
    expectTransport(await caught(adapters.accounts.topContent()));
  });

  it("a gateway's 502 page (no catalogue body) counts as no answer: a bet behind it may exist", async () => {
    const origin = await serve((_request, response) => {
      response.writeHead(502, { 'content-type': 'text/html' });
      response.end('<html><body>Bad Gateway</body></html>');
    });
    const adapters = httpAdapters(origin);
    adapters.connection.open(origin, 'token-token-token-token');
    expectTransport(
      await caught(
        adapters.bets.place(
          { Currency: 'MYR', UserId: 'member1', ClientRef: 'transport-3', BetString: 'x' },
          'regular',
        ),
      ),
    );
    expectTransport(await caught(adapters.accounts.balance()));
  });
});

describe('an HTTP error with a catalogue body uses its status (docs/product.md S8)', () => {
  it.each([
    [503, { status: 'V110', message: 'Maintenance' }, 'V110', []],
    [500, { status: 'E101', message: 'Fault' }, 'E101', []],
    [429, { status: 'E106', message: 'Locked', params: [15] }, 'E106', [15]],
    [200, { status: 'E142', message: 'Upgrade', params: ['0.1.0', { nested: true }] }, 'E142', ['0.1.0']],
  ])('HTTP %i %j → %s', async (httpStatus, body, status, params) => {
    const origin = await serve((_request, response) => {
      response.writeHead(httpStatus, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    });
    const adapters = httpAdapters(origin);
    adapters.connection.open(origin, 'token-token-token-token');
    const failure = await caught(adapters.accounts.loginData());
    expect(failure).toBeInstanceOf(ServiceError);
    expect(failure).toMatchObject({ status, params, transport: false });
  });

  it('a success that lacks the data it promised is E101 (not transport: the server did answer)', async () => {
    const origin = await serve((_request, response) => response.end(JSON.stringify({ status: 'S100', message: 'OK' })));
    const adapters = httpAdapters(origin);
    adapters.connection.open(origin, 'token-token-token-token');
    await expect(adapters.accounts.loginData()).rejects.toMatchObject({ status: 'E101', transport: false });
    await expect(adapters.accounts.balance()).rejects.toMatchObject({ status: 'E101', transport: false });
  });
});

describe('what goes on the wire', () => {
  it('session calls carry the bearer token; the token call and public reads do not', async () => {
    const seen: { url: string; authorization: string | undefined; type: string | undefined; body: string }[] = [];
    const origin = await serve((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen.push({
          url: request.url ?? '',
          authorization: request.headers.authorization,
          type: request.headers['content-type'],
          body,
        });
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ status: 'S100', message: 'OK', access_token: 'granted-token', data: [] }));
      });
    });
    const adapters = httpAdapters(origin);
    adapters.connection.open(`${origin}/`, 'old-token');
    await adapters.auth.login({ pin: '8888', username: 'member1', password: 'p&ss=1' });
    adapters.connection.setToken('session-token');
    await adapters.bets.void(['a1', 'b2']);
    await adapters.results.jackpots('2026-11-18');
    await adapters.auth.logout();

    expect(seen).toEqual([
      {
        url: '/masterapi/token',
        authorization: undefined,
        type: 'application/x-www-form-urlencoded',
        // The version is package.json's, put in by the build (vite.config.ts define; the tests run under it too).
        body: `grant_type=password&username=member1&password=p%26ss%3D1&client_id=8888&Captcha=&version=${packageVersion}`,
      },
      {
        url: '/FDAPI/Bet/VoidBet?GUID=a1,b2&NeedOutputRef=T',
        authorization: 'Bearer session-token',
        type: undefined,
        body: '',
      },
      { url: '/Jackpot/GetJackpot?date=2026-11-18', authorization: undefined, type: undefined, body: '' },
      { url: '/masterapi/Account/Logout', authorization: 'Bearer session-token', type: undefined, body: '' },
    ]);
  });

  it('an ApiClient with its connection closed sends nothing and says E102', async () => {
    const adapters = httpAdapters('http://127.0.0.1:9');
    adapters.connection.open('http://127.0.0.1:9', 'x');
    adapters.connection.close();
    expect(adapters.connection.token).toBeNull();
    await expect(
      new ApiClient(adapters.connection).data({ method: 'POST', path: '/FDAPI/User/GetLoginData' }),
    ).rejects.toMatchObject({ status: 'E102' });
  });
});

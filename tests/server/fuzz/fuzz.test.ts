// The fuzzer: fast-check sends hostile requests to every route the app answers (bodies, query strings,
// headers, BetStrings, NUL characters, lone surrogates, non-finite numbers and over-long values in every
// field of every request schema, credentials of every role on both demo sites) and fails on any 5xx or any
// request slower than 5 s. FUZZ_REQUESTS sets how many (20,000 here; `npm run fuzz` sends 1,000,000);
// FUZZ_SEED replays a run. A failure shrinks to the smallest batch of requests that still fails.
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { tokenFor } from '../support/sessions.ts';
import { RAW_NUMBER_MARK, requestArbitrary, type FuzzRequest, type RawNumber } from './arbitraries.ts';
import { routesOf, type Route } from './routes.ts';
import { schemaShapedArbitrary } from './schema-values.ts';

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 20_000);
const SEED = Number(process.env.FUZZ_SEED ?? 1616);
const BATCH = 25;
const SLOW_MS = 5_000;
/** Every role on both sites; newbie must change its password first (most calls refuse it: E103). */
const USERS = ['member1', 'member2', 'agent1', 'agent2', 'admin', 'newbie', 'star1', 'staragent', 'starhq'];

let server: TestServer;
let routes: Route[];
const tokens: string[] = [];
beforeAll(async () => {
  server = await startTestServer();
  routes = routesOf(server.app);
}, 180_000);
afterAll(() => server?.close());

/** Fresh sessions for every user: fuzzed Logout and password changes end them as the run goes. */
async function refreshTokens(): Promise<void> {
  for (const [index, user] of USERS.entries()) tokens[index] = await tokenFor(server, user);
}

const isMaintenance = (status: number, body: string) => status === 503 && body.includes('"status":"V110"');

/** The operator ends any maintenance a fuzzed call switched on, so the next batch reaches the routes again. */
async function switchMaintenanceOff(): Promise<void> {
  const admin = tokens[USERS.indexOf('admin')];
  let response = await server.call(admin, { method: 'POST', url: '/admin/maintenance', payload: { active: false } });
  if (response.statusCode === 401) {
    await refreshTokens(); // a fuzzed Logout or password change ended the operator's session
    response = await server.call(tokens[USERS.indexOf('admin')], {
      method: 'POST',
      url: '/admin/maintenance',
      payload: { active: false },
    });
  }
  expect(response.statusCode).toBe(200);
}

const isRawNumber = (value: unknown): value is RawNumber =>
  typeof value === 'object' && value !== null && 'rawNumber' in value;

/** JSON with the numbers JSON.stringify cannot write (1e309 parses to Infinity) written in as they are. */
function jsonWithRawNumbers(value: unknown): string {
  const text =
    JSON.stringify(value, (_key, item: unknown) =>
      isRawNumber(item) ? `${RAW_NUMBER_MARK}${item.rawNumber}` : item,
    ) ?? 'null';
  return text.replace(/"\\u0001raw:([^"]*)"/g, '$1');
}

function injectOptions(request: FuzzRequest): InjectOptions {
  const headers: Record<string, string> = { ...request.headers };
  if (request.auth === 'garbage') headers.authorization = 'Bearer not-a-token';
  else if (typeof request.auth === 'number') headers.authorization = `Bearer ${tokens[request.auth]}`;
  const options: InjectOptions = { method: request.method as InjectOptions['method'], url: request.url, headers };
  const { body } = request;
  if (body.kind === 'json') {
    headers['content-type'] = 'application/json';
    options.payload = jsonWithRawNumbers(body.value);
  } else if (body.kind === 'raw') {
    if (body.contentType) headers['content-type'] = body.contentType;
    options.payload = body.text;
  } else if (body.kind === 'form') {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    options.payload = new URLSearchParams(body.fields).toString();
  }
  return options;
}

describe(`${REQUESTS.toLocaleString('en')} fuzzed requests`, () => {
  it(
    'never draw a 5xx, and none takes 5 s',
    async () => {
      expect(routes.length).toBeGreaterThan(30);
      await refreshTokens();
      const statuses = new Map<number, number>();
      let sent = 0;
      let slowest = 0;
      const started = Date.now();
      await fc.assert(
        fc.asyncProperty(
          fc.array(requestArbitrary(routes, USERS.length, schemaShapedArbitrary), {
            minLength: BATCH,
            maxLength: BATCH,
          }),
          async (batch) => {
            if (sent % 2_000 < BATCH) await refreshTokens();
            // A long run tells how far it got, so a run cut short still has its figure.
            if (sent > 0 && sent % 50_000 < BATCH)
              console.log(
                `fuzz progress: ${sent} requests, ${[...statuses].filter(([code]) => code >= 500).length} 5xx statuses`,
              );
            await Promise.all(
              batch.map(async (request) => {
                const before = performance.now();
                const response = await server.app.inject(injectOptions(request));
                const took = performance.now() - before;
                sent++;
                slowest = Math.max(slowest, took);
                statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
                const what = `${request.method} ${request.url.slice(0, 200)} → ${response.statusCode} in ${Math.round(took)} ms: ${response.body.slice(0, 300)}`;
                // 503 V110 is an answer, not a fault: a fuzzed admin call may switch maintenance on (switched off below).
                if (response.statusCode >= 500 && !isMaintenance(response.statusCode, response.body))
                  throw new Error(`5xx: ${what}`);
                if (took >= SLOW_MS) throw new Error(`slow: ${what}`);
              }),
            );
            await switchMaintenanceOff();
          },
        ),
        { numRuns: Math.ceil(REQUESTS / BATCH), seed: SEED, endOnFailure: false },
      );
      const seconds = (Date.now() - started) / 1000;
      console.log(
        `fuzz: ${sent} requests over ${routes.length} routes in ${seconds.toFixed(0)} s (${Math.round(sent / seconds)}/s), slowest ${Math.round(slowest)} ms, seed ${SEED}; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`,
      );
    },
    Math.max(600_000, REQUESTS * 5),
  );
});

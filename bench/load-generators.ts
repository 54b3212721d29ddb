/**
 * The two closed-loop load generators of `npm run bench:server`, each used for PostBet and for the Fastify
 * hello-world alike, so that each ratio is taken with one yardstick:
 *
 * - autocannon: a purpose-built generator (raw HTTP/1.1 on its own parser), very cheap per request, so
 *   the hello-world it measures is close to what Fastify itself can answer on this machine.
 * - a Node client: 32 async loops over the built-in fetch (undici underneath, keep-alive), each sending
 *   its next request when it has read the last answer: what a Node service calling the server does, and
 *   far more work per request on the generator's side. On the same 2 cores that work is taken from the
 *   server, so a cheap request (hello-world) loses far more to it than a costly one (a bet).
 *
 * Both count only the answers read before the deadline; both report answers per second and latency
 * percentiles in ms, and the answers' bodies' verdict (`accepted`) so that refusals are never counted as bets.
 */
import autocannon from 'autocannon';
import { percentile } from './paced-load.ts';

export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadResult {
  /** Answers per second. */
  rate: number;
  p50: number;
  p99: number;
  /** HTTP 2xx answers whose body `accepted` says yes. */
  accepted: number;
  /** HTTP 2xx answers it says no to (a refusal). */
  refused: number;
  /** Not 2xx, or no answer at all. */
  errors: number;
}

export interface LoadOptions {
  url: string;
  clients: number;
  seconds: number;
  /** The next request of client `client` (0 … clients − 1). */
  next: (client: number) => LoadRequest;
  /** Whether a 2xx answer's body is a success; every 2xx answer is by default. */
  accepted?: (body: string) => boolean;
}

export async function autocannonLoad(options: LoadOptions): Promise<LoadResult> {
  const { url, clients, seconds, next } = options;
  const accepted = options.accepted ?? (() => true);
  const first = next(0);
  let clientCount = 0;
  let refused = 0;
  const result = await autocannon({
    url: `${url}${first.path}`,
    connections: clients,
    duration: seconds,
    setupClient: (client) => client.on('body', (body: Buffer) => void (accepted(body.toString()) || refused++)),
    requests: [
      {
        method: first.method,
        setupRequest: (request, context: { client?: number }) => {
          context.client ??= clientCount++ % clients;
          const { path, headers, body } = next(context.client);
          return { ...request, path, ...(headers ? { headers } : {}), ...(body === undefined ? {} : { body }) };
        },
      },
    ],
  });
  return {
    rate: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    accepted: result['2xx'] - refused,
    refused,
    errors: result.errors + result.non2xx,
  };
}

export async function nodeClientLoad(options: LoadOptions): Promise<LoadResult> {
  const { url, clients, seconds, next } = options;
  const accepted = options.accepted ?? (() => true);
  const latencies: number[] = [];
  let ok = 0;
  let refused = 0;
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const loop = async (client: number) => {
    while (performance.now() < deadline) {
      const { method, path, headers, body } = next(client);
      const sent = performance.now();
      try {
        const response = await fetch(`${url}${path}`, { method, headers, body });
        const text = await response.text();
        if (performance.now() > deadline) return;
        latencies.push(performance.now() - sent);
        if (!response.ok) errors++;
        else if (accepted(text)) ok++;
        else refused++;
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, client) => loop(client)));
  latencies.sort((a, b) => a - b);
  return {
    rate: latencies.length / seconds,
    p50: Math.round(percentile(latencies, 0.5)),
    p99: Math.round(percentile(latencies, 0.99)),
    accepted: ok,
    refused,
    errors,
  };
}

export const LOAD_GENERATORS = [
  { name: 'autocannon', load: autocannonLoad },
  { name: 'Node fetch client', load: nodeClientLoad },
] as const;

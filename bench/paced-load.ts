/**
 * An open-loop load at a steady rate, for `npm run bench:server`'s "at 200/s" figure: `clients` keep-alive
 * connections, each sending one request every `clients / rate` seconds, the clients' sends evenly staggered,
 * so the server sees one request every 1 / rate seconds. A request whose client is still waiting for its
 * previous answer goes out as soon as that answer is in, and its latency counts from when it was due, so a
 * slow server cannot hide its backlog (no coordinated omission).
 *
 * Why not autocannon's overallRate: it lets each connection send its whole quota for the second back to
 * back as the second starts, then idle; at 200/s over 32 connections that is a burst of 32 requests in
 * flight at every second's start: a measure of bursts, not of a steady 200 bets/s.
 */
import { Agent, request } from 'node:http';

export interface PacedRequest {
  path: string;
  headers: Record<string, string>;
  body: string;
}

export interface PacedResult {
  sent: number;
  /** Answers per second over the run. */
  rate: number;
  p50: number;
  p99: number;
  max: number;
  /** Answers that were not HTTP 200. */
  non200: number;
  bodies: string[];
}

export async function pacedLoad(options: {
  url: string;
  clients: number;
  rate: number;
  seconds: number;
  next: (client: number) => PacedRequest;
}): Promise<PacedResult> {
  const { clients, rate, seconds } = options;
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const target = new URL(options.url);
  const period = (clients / rate) * 1000;
  const latencies: number[] = [];
  const bodies: string[] = [];
  let non200 = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const send = (client: number) =>
    new Promise<void>((resolve, reject) => {
      const { path, headers, body } = options.next(client);
      const call = request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          path,
          method: 'POST',
          headers: { ...headers, 'content-length': Buffer.byteLength(body) },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            if (response.statusCode !== 200) non200++;
            bodies.push(Buffer.concat(chunks).toString());
            resolve();
          });
        },
      );
      call.on('error', reject);
      call.end(body);
    });
  const client = async (index: number) => {
    for (let due = started + (index * period) / clients; due < deadline; due += period) {
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      await send(index);
      latencies.push(performance.now() - due);
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, index) => client(index)));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (share: number) => Math.round(percentile(latencies, share));
  return {
    sent: latencies.length,
    rate: latencies.length / elapsed,
    p50: at(0.5),
    p99: at(0.99),
    max: Math.round(latencies.at(-1) ?? 0),
    non200,
    bodies,
  };
}

/** The value at `share` (0.5 for the median) of ascending `sorted` values; 0 when there are none. */
export function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
}

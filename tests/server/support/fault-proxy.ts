// A TCP proxy that breaks connections the way a flaky mobile network does, so retries are tested against
// real sockets rather than a mocked fetch. For each request it reads from the client it rolls one of:
//  - 'reset-before': the connection is reset before the request reaches the server (nothing happened);
//  - 'reset-after':  the request is forwarded, the server answers, and the connection is reset instead of
//                    relaying the answer (the bet was placed; the client never hears of it);
//  - 'cut-answer':   half of the answer is relayed, then the connection is reset (a torn answer);
//  - 'pass':         forwarded and relayed untouched.
// The roll comes from a seeded generator, so a failing run can be replayed.
import { createServer, connect, type Server, type Socket } from 'node:net';

export type Fault = 'reset-before' | 'reset-after' | 'cut-answer' | 'pass';

export interface FaultProxy {
  port: number;
  /** How many times each fault was applied so far. */
  counts: Record<Fault, number>;
  close(): Promise<void>;
}

export interface FaultRates {
  resetBefore: number;
  resetAfter: number;
  cutAnswer: number;
}

/** mulberry32: a small seeded generator (fast-check's would do, but this one needs no arbitrary). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function startFaultProxy(upstreamPort: number, rates: FaultRates, seed = 1): Promise<FaultProxy> {
  const random = seededRandom(seed);
  const counts: Record<Fault, number> = { 'reset-before': 0, 'reset-after': 0, 'cut-answer': 0, pass: 0 };
  const roll = (): Fault => {
    const value = random();
    if (value < rates.resetBefore) return 'reset-before';
    if (value < rates.resetBefore + rates.resetAfter) return 'reset-after';
    if (value < rates.resetBefore + rates.resetAfter + rates.cutAnswer) return 'cut-answer';
    return 'pass';
  };
  const open = new Set<Socket>();
  const server: Server = createServer((client) => {
    open.add(client);
    const upstream = connect(upstreamPort, '127.0.0.1');
    open.add(upstream);
    // The fault for the answer now on its way back (set when its request went up).
    let pending: Fault = 'pass';
    const kill = () => {
      client.resetAndDestroy();
      upstream.destroy();
    };
    client.on('data', (chunk) => {
      const fault = roll();
      counts[fault]++;
      if (fault === 'reset-before') return kill();
      pending = fault;
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (pending === 'reset-after') return kill();
      if (pending === 'cut-answer') {
        client.write(chunk.subarray(0, Math.max(1, Math.floor(chunk.length / 2))), () => kill());
        return;
      }
      client.write(chunk);
    });
    const end = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    for (const socket of [client, upstream]) {
      socket.on('error', end);
      socket.on('close', end);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('fault proxy: no port');
  return {
    port: address.port,
    counts,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

// The platform adapters: real timers (short ones) and Web Crypto, which Node has too.
import { describe, expect, it, vi } from 'vitest';
import { CLIENT_REF_PATTERN } from '../../../contract/requests/bets.ts';
import { CryptoIdSource, uuidFromRandomBytes } from '../../../src/adapters/browser/crypto-id-source.ts';
import { IntervalScheduler } from '../../../src/adapters/browser/interval-scheduler.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
// The server's ClientRef rule, the one its validator reads.
const CLIENT_REF = new RegExp(CLIENT_REF_PATTERN);

describe('IntervalScheduler', () => {
  it('runs a task every interval until stopped, and survives a task that throws', async () => {
    const scheduler = new IntervalScheduler();
    let runs = 0;
    const stop = scheduler.every(5, () => {
      runs += 1;
      throw new Error('a failing tick');
    });
    // Waits for the ticks rather than for a fixed time: a loaded machine may run timers late.
    await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(2), { timeout: 5_000 });
    stop();
    const atStop = runs;
    await scheduler.delay(30);
    expect(runs).toBe(atStop);
  });

  it('delay resolves after at least the pause', async () => {
    const started = performance.now();
    await new IntervalScheduler().delay(25);
    expect(performance.now() - started).toBeGreaterThanOrEqual(20);
  });
});

describe('CryptoIdSource', () => {
  it('makes distinct v4 UUIDs that the server accepts as ClientRefs', () => {
    const ids = new CryptoIdSource();
    const refs = Array.from({ length: 200 }, () => ids.clientRef());
    expect(new Set(refs).size).toBe(200);
    expect(refs.every((ref) => UUID_V4.test(ref) && CLIENT_REF.test(ref))).toBe(true);
  });

  it('the fallback for insecure pages builds the same shape from random bytes', () => {
    expect(uuidFromRandomBytes(new Uint8Array(16).fill(0xff))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(uuidFromRandomBytes(new Uint8Array(16))).toBe('00000000-0000-4000-8000-000000000000');
    const random = uuidFromRandomBytes(crypto.getRandomValues(new Uint8Array(16)));
    expect(UUID_V4.test(random)).toBe(true);
  });
});

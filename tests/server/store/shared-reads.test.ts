// Identical reads that arrive together share one; a read never answers a call that came after it started.
import { describe, expect, it, vi } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../../../server/store/schema.ts';
import { sharedRead } from '../../../server/store/shared-reads.ts';

/** Each test its own "database": sharedRead keeps one batcher per database object. */
const aDatabase = () => ({}) as Kysely<Database>;

/** A read held open until `finish` is called, answering what `value` says then; counts its runs. */
function heldReads() {
  const finishers: (() => void)[] = [];
  let runs = 0;
  let version = 0;
  const run = () =>
    new Promise<string>((resolve) => {
      runs++;
      const seen = version; // a read sees the commits made before it began
      finishers.push(() => resolve(`v${seen}`));
    });
  return {
    run,
    publish: () => version++,
    finishNext: () => finishers.shift()?.(),
    runs: () => runs,
  };
}

describe('sharedRead', () => {
  it('gives calls that came while a read was out one read, and never the read already out', async () => {
    const db = aDatabase();
    const reads = heldReads();
    const first = sharedRead(db, 'latest', reads.run); // goes at once: nothing was out
    expect(reads.runs()).toBe(1);
    reads.publish(); // a commit after the first read began
    const later = Array.from({ length: 50 }, () => sharedRead(db, 'latest', reads.run));
    expect(reads.runs()).toBe(1); // they wait for the first to end
    reads.finishNext();
    expect(await first).toBe('v0');
    await vi.waitFor(() => expect(reads.runs()).toBe(2)); // the waiting calls go as one batch
    reads.finishNext();
    expect(new Set(await Promise.all(later))).toEqual(new Set(['v1'])); // they see the commit
    expect(reads.runs()).toBe(2);
  });

  it('reads each key of a batch once, and a failed read fails only its own calls', async () => {
    const db = aDatabase();
    const blocker = heldReads();
    const held = sharedRead(db, 'held', blocker.run);
    let latestRuns = 0;
    let dateRuns = 0;
    const latest = Array.from({ length: 3 }, () => sharedRead(db, 'latest', async () => `latest ${++latestRuns}`));
    const date = Array.from({ length: 2 }, () =>
      sharedRead(db, 'date 2026-11-28', async () => {
        dateRuns++;
        throw new Error('lost connection');
      }),
    );
    blocker.finishNext();
    await held;
    expect(await Promise.all(latest)).toEqual(['latest 1', 'latest 1', 'latest 1']);
    for (const call of date) await expect(call).rejects.toThrow('lost connection');
    expect([latestRuns, dateRuns]).toEqual([1, 1]);
  });

  it('reads a lone call at once, and the next lone call again', async () => {
    const db = aDatabase();
    let runs = 0;
    expect(await sharedRead(db, 'latest', async () => ++runs)).toBe(1);
    expect(await sharedRead(db, 'latest', async () => ++runs)).toBe(2);
  });
});

// Identical reads that arrive together are answered by one: the natural batching of store/batcher.ts with
// the batch's calls grouped by what they read. A call waits while the previous batch is out, as every
// batched call does, so the read that answers it always starts after it arrived: it sees every commit made
// before it asked, exactly as a read of its own would, across processes too (nothing is kept between
// batches, so nothing is ever stale and nothing needs invalidating). Under a burst, a thousand identical
// calls cost a handful of reads; a lone call is read at once.
//
// Made for the public result reads: on every publish the results pages open on every phone are told
// (the live stream) and all read their results again at once.
import type { Kysely } from 'kysely';
import { Batcher, batcherPerDatabase } from './batcher.ts';
import type { Database } from './schema.ts';

interface SharedRead {
  /** What the read returns depends on this alone: calls with the same key in a batch share one read. */
  key: string;
  run: () => Promise<unknown>;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/** Calls in one batch at most: they cost nothing to the statement, only a place in memory. */
const MAX_CALLS_A_BATCH = 10_000;

const sharedReadsOf = batcherPerDatabase(
  (_db) =>
    new Batcher<SharedRead, Outcome>(
      async (reads) => {
        const byKey = new Map<string, Promise<Outcome>>();
        return Promise.all(
          reads.map((read) => {
            let outcome = byKey.get(read.key);
            if (!outcome) {
              // A failed read fails its key's calls only, never the batch (which the batcher would run again call by call).
              outcome = read.run().then(
                (value): Outcome => ({ ok: true, value }),
                (error: unknown): Outcome => ({ ok: false, error }),
              );
              byKey.set(read.key, outcome);
            }
            return outcome;
          }),
        );
      },
      { max: MAX_CALLS_A_BATCH },
    ),
);

/** `run`'s answer, shared with the identical calls (same `key`, same database) that came meanwhile. */
export async function sharedRead<T>(db: Kysely<Database>, key: string, run: () => Promise<T>): Promise<T> {
  const outcome = await sharedReadsOf(db).call({ key, run });
  if (!outcome.ok) throw outcome.error;
  return outcome.value as T;
}

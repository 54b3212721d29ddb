// Natural batching (the group commit of databases): calls that arrive while the previous batch is in the
// database wait, and then go together as one statement. An idle server sends a lone call at once; a busy
// one sends fewer, larger statements, so the round trips, plans and commits per call fall as load rises,
// and nothing ever waits on a timer. Used on the bet path: sessions, bet facts and the bet writes.
//
// A batch that fails as a whole is run again call by call, so an error reaches only the call it belongs
// to. Calls with the same key (say, the same player and ClientRef) never share a batch.
//
// Large calls (options.large) get a lane of their own: each is a batch by itself, one at a time, beside the
// small calls' batches and never inside one, so a small call never waits behind a large one in this
// process (on PostgreSQL the two lanes run on two connections at once; PGlite has one, see
// docs/operations.md), and large calls share one connection's worth of the database among them. The
// small calls go first: a large batch starts only when no small batch is out or waiting, or once
// LARGE_AFTER_SMALL small batches have gone since the last large one (so a server that never idles
// still writes its large calls, and they take at most about half its database's time). And a large lane
// may rest after each large batch (options.restAfterLarge, a multiple of the time the batch took): on a
// machine whose cores the large writes would otherwise keep busy back to back (the database's backend, the
// server's thread building 10,000-ticket statements), the rest leaves CPU to everyone else's small calls, so
// the large calls' cost falls on their own wait. Measured with `npm run bench:whale`: docs/operations.md.
// The rest is scheduling, not business time: it reads the monotonic performance clock, not the Clock port.
//
// The price: a batch waits as long as its slowest member, on locks too (a session row being revoked, a
// claim row being freed), and the next one gathers meanwhile. Every transaction those statements can meet
// is short, none runs argon2 or any other slow work while it holds a lock.
import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

interface Waiting<In, Out> {
  input: In;
  resolve: (output: Out) => void;
  reject: (error: unknown) => void;
}

export interface BatcherOptions<In> {
  /** Calls per batch at most: bounds a statement's size, and how long others wait on its locks. */
  max?: number;
  key?: (input: In) => string;
  /** Whether a call is large: large calls go one per batch, one at a time, in a lane of their own. */
  large?: (input: In) => boolean;
  /** After a large batch that took t ms, the next large batch waits until t × this has passed (0: no rest). */
  restAfterLarge?: number;
}

/** A queue, whether it is being pumped and whether its batch is in the database. */
interface Lane<In, Out> {
  waiting: Waiting<In, Out>[];
  busy: boolean;
  out: boolean;
  max: number;
}

/** Small batches that may go, while small calls keep coming, before a waiting large call goes anyway. */
export const LARGE_AFTER_SMALL = 4;

export class Batcher<In, Out> {
  private readonly small: Lane<In, Out>;
  private readonly large: Lane<In, Out> = { waiting: [], busy: false, out: false, max: 1 };
  /** Small batches since the last large one started. */
  private smallSinceLarge = 0;
  /** When (performance.now()) the large lane's rest ends, and the timer that pumps it then. */
  private largeRestsUntil = 0;
  private restTimer: ReturnType<typeof setTimeout> | undefined;

  /** `run` answers one output per input, in order. */
  constructor(
    private readonly run: (inputs: readonly In[]) => Promise<readonly Out[]>,
    private readonly options: BatcherOptions<In> = {},
  ) {
    this.small = { waiting: [], busy: false, out: false, max: options.max ?? 64 };
  }

  call(input: In): Promise<Out> {
    const lane = this.options.large?.(input) ? this.large : this.small;
    return new Promise((resolve, reject) => {
      lane.waiting.push({ input, resolve, reject });
      void this.pump(lane);
    });
  }

  private async pump(lane: Lane<In, Out>): Promise<void> {
    if (lane.busy) return;
    lane.busy = true;
    try {
      while (lane.waiting.length > 0 && (lane === this.small || this.largeMayGo())) {
        const batch = this.take(lane);
        if (lane === this.large) this.smallSinceLarge = 0;
        lane.out = true;
        const began = performance.now();
        try {
          const outputs = await this.runChecked(batch.map((waiting) => waiting.input));
          batch.forEach((waiting, index) => waiting.resolve(outputs[index] as Out));
        } catch (error) {
          if (batch.length === 1) batch[0]?.reject(error);
          else
            for (const waiting of batch)
              await this.runChecked([waiting.input]).then(([output]) => waiting.resolve(output as Out), waiting.reject);
        } finally {
          lane.out = false;
        }
        if (lane === this.large) {
          const ended = performance.now();
          this.largeRestsUntil = ended + (ended - began) * (this.options.restAfterLarge ?? 0);
        }
        if (lane === this.small) {
          this.smallSinceLarge++;
          // A large call held back for this batch may go now (largeMayGo).
          void this.pump(this.large);
        }
      }
    } finally {
      lane.busy = false;
    }
  }

  /** Small calls first: a large batch waits for the small lane to be idle, but never for more than LARGE_AFTER_SMALL batches. */
  private largeMayGo(): boolean {
    const resting = this.largeRestsUntil - performance.now();
    if (resting > 0) {
      // Pumped again when the rest is over (a large call is waiting: the timer keeps its process alive).
      this.restTimer ??= setTimeout(() => {
        this.restTimer = undefined;
        void this.pump(this.large);
      }, Math.ceil(resting));
      return false;
    }
    const smallIdle = !this.small.out && this.small.waiting.length === 0;
    return smallIdle || this.smallSinceLarge >= LARGE_AFTER_SMALL;
  }

  /** The lane's next batch, in arrival order; a call whose key is already in it waits for the next one. */
  private take(lane: Lane<In, Out>): Waiting<In, Out>[] {
    const { key } = this.options;
    if (!key) return lane.waiting.splice(0, lane.max);
    const keys = new Set<string>();
    const batch: Waiting<In, Out>[] = [];
    for (let index = 0; index < lane.waiting.length && batch.length < lane.max;) {
      const waiting = lane.waiting[index] as Waiting<In, Out>;
      const name = key(waiting.input);
      if (keys.has(name)) {
        index++;
        continue;
      }
      keys.add(name);
      batch.push(waiting);
      lane.waiting.splice(index, 1);
    }
    return batch;
  }

  private async runChecked(inputs: readonly In[]): Promise<readonly Out[]> {
    const outputs = await this.run(inputs);
    if (outputs.length !== inputs.length) throw new Error(`a batch of ${inputs.length} answered ${outputs.length}`);
    return outputs;
  }
}

/** One batcher per database (a test process opens many). */
export function batcherPerDatabase<In, Out>(
  make: (db: Kysely<Database>) => Batcher<In, Out>,
): (db: Kysely<Database>) => Batcher<In, Out> {
  const batchers = new WeakMap<Kysely<Database>, Batcher<In, Out>>();
  return (db) => {
    let batcher = batchers.get(db);
    if (!batcher) batchers.set(db, (batcher = make(db)));
    return batcher;
  };
}

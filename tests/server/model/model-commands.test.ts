// The model test as fast-check commands: sequences of bets, voids, first results, corrections
// and credit changes, each step checked against the model (model-run.ts). A failing sequence shrinks to the
// shortest one that still fails, and the report names fast-check's seed and path to replay it
// (MODEL_SEED=… MODEL_PATH=…). MODEL_RUNS × MODEL_STEPS sets the size; one server serves every sequence,
// its tables put back to the demo seed's between them (reset-database.ts).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { snapshotDatabase, type DatabaseSnapshot } from '../support/reset-database.ts';
import { Run, type StepKind } from './model-run.ts';

// 60 × 50 in each database's lane, each run with a fresh seed (so successive runs cover new sequences): a
// sequence costs ~0.5 s of CPU on PGlite (the resets between sequences included), so the lanes' 120 sequences
// together stay under a minute of a 2-core machine; `npm run model` runs 1,000 sequences on one database.
const RUNS = Number(process.env.MODEL_RUNS ?? 60);
const STEPS = Number(process.env.MODEL_STEPS ?? 50);

let server: TestServer;
let snapshot: DatabaseSnapshot;
beforeAll(async () => {
  server = await startTestServer();
  snapshot = await snapshotDatabase(server.ctx.db);
}, 180_000);
afterAll(() => server?.close());

class Step implements fc.AsyncCommand<object, Run> {
  constructor(
    readonly kind: StepKind,
    readonly seed: number,
  ) {}
  check(): boolean {
    return true;
  }
  async run(_model: object, run: Run): Promise<void> {
    try {
      await run.run(this.kind, this.seed);
      await run.check();
    } catch (error) {
      throw new Error(`${String(error)}\nsteps so far:\n${run.log.join('\n')}`, { cause: error });
    }
  }
  toString(): string {
    return `${this.kind}(${this.seed})`;
  }
}

const seed = fc.nat({ max: 1_000_000 });
// Bets weigh most: the other steps act on what bets left.
const commands = [
  ...Array.from({ length: 4 }, () => seed.map((s) => new Step('bet', s))),
  seed.map((s) => new Step('void', s)),
  seed.map((s) => new Step('publish', s)),
  seed.map((s) => new Step('correct', s)),
  seed.map((s) => new Step('credit', s)),
];

describe(`the model, ${RUNS} sequences of up to ${STEPS} steps`, () => {
  it(
    'every step agrees with the model',
    async () => {
      let sequence = 0;
      let stepsRun = 0;
      const started = Date.now();
      await fc.assert(
        fc.asyncProperty(fc.commands(commands, { size: 'max', maxCommands: STEPS }), async (steps) => {
          await snapshot.restore();
          const run = new Run(server, `model-${++sequence}`);
          await run.start();
          await fc.asyncModelRun(() => ({ model: {}, real: run }), steps);
          stepsRun += [...steps].length;
        }),
        {
          numRuns: RUNS,
          ...(process.env.MODEL_SEED ? { seed: Number(process.env.MODEL_SEED), path: process.env.MODEL_PATH } : {}),
        },
      );
      console.log(`model: ${sequence} sequences, ${stepsRun} steps in ${Math.round((Date.now() - started) / 1000)} s`);
    },
    Math.max(600_000, RUNS * STEPS * 200),
  );
});

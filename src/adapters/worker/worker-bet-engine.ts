// BetEngine through the Web Worker: the main-thread side of src/worker/engine-worker.ts.
// The worker starts on the first call, not at app start, so the first paint does not wait for it, and
// Comlink comes with it (a dynamic import): /login/ downloads neither.
//
// The worker can fail: its chunk may not load (a flaky network, a deploy that removed it, a
// proxy that blocks it), or it may never answer. Then the engine runs in this thread instead and the user
// is told nothing: the answers are the same, only a long sheet may make typing a little less smooth.
// A failure is noticed at start (the worker's `error` event, or no answer to a ping within
// WORKER_START_TIMEOUT_MS) and later (an `error` event while a call is pending: that call is redone here).
import { injectable } from 'inversify';
import type { SelectorResult } from '../../core/engine/index.ts';
import type { BetEngine } from '../../core/ports/bet-engine.ts';
import type { EngineApi } from '../../worker/engine-worker.ts';
import { InThreadBetEngine } from './in-thread-bet-engine.ts';

/** How long a started worker may take to answer its first ping before the in-thread engine takes over. */
export const WORKER_START_TIMEOUT_MS = 6000;

class WorkerFailed extends Error {}

/** Rejects with WorkerFailed after `ms`; the timer is cleared when `settled` settles. */
function deadline(ms: number, settled: Promise<unknown>): Promise<never> {
  return new Promise((_resolve, reject) => {
    const timer = setTimeout(() => reject(new WorkerFailed(`no answer in ${ms} ms`)), ms);
    const clear = () => clearTimeout(timer);
    settled.then(clear, clear);
  });
}

async function startWorker(startTimeoutMs: number): Promise<BetEngine> {
  const { wrap } = await import('comlink');
  // `new Worker(new URL(..., import.meta.url))` written inline is the pattern Vite recognises to bundle
  // the worker as its own chunk; do not move the URL into a variable.
  const worker = new Worker(new URL('../../worker/engine-worker.ts', import.meta.url), {
    type: 'module',
    name: 'engine',
  });
  const failed = new Promise<never>((_resolve, reject) => {
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      reject(new WorkerFailed('the engine worker failed'));
    });
  });
  failed.catch(() => worker.terminate());
  const remote = wrap<EngineApi>(worker);
  const ping = remote.ping();
  await Promise.race([ping, failed, deadline(startTimeoutMs, ping)]).catch((error: unknown) => {
    worker.terminate();
    throw error;
  });
  // Every call also ends if the worker dies meanwhile (Comlink alone would wait forever).
  const guarded = <T>(call: Promise<T>): Promise<T> => Promise.race([call, failed]);
  return {
    parseSheet: (text, context) => guarded(remote.parseSheet(text, context)),
    expandNumber: (pattern, mode) => guarded(remote.expandNumber(pattern, mode)),
    buildFormSheet: (request) => guarded(remote.buildFormSheet(request)),
    selectorPattern: (columns) => guarded<SelectorResult>(remote.selectorPattern([...columns])),
  };
}

@injectable()
export class WorkerBetEngine implements BetEngine {
  private engine: Promise<BetEngine> | undefined;

  constructor(
    private readonly fallback: BetEngine = new InThreadBetEngine(),
    private readonly startTimeoutMs: number = WORKER_START_TIMEOUT_MS,
  ) {}

  private async run<T>(call: (engine: BetEngine) => Promise<T>): Promise<T> {
    this.engine ??= startWorker(this.startTimeoutMs).catch(() => this.fallback);
    const engine = await this.engine;
    try {
      return await call(engine);
    } catch (error) {
      if (!(error instanceof WorkerFailed)) throw error;
      this.engine = Promise.resolve(this.fallback);
      return call(this.fallback);
    }
  }

  parseSheet: BetEngine['parseSheet'] = (text, context) => this.run((engine) => engine.parseSheet(text, context));
  expandNumber: BetEngine['expandNumber'] = (pattern, mode) => this.run((engine) => engine.expandNumber(pattern, mode));
  buildFormSheet: BetEngine['buildFormSheet'] = (request) => this.run((engine) => engine.buildFormSheet(request));
  selectorPattern: BetEngine['selectorPattern'] = (columns) => this.run((engine) => engine.selectorPattern(columns));
}

// BetEngine through the Web Worker: the main-thread side of src/worker/engine-worker.ts.
// The worker starts on the first call, not at app start, so the first paint does not wait for it.
// The worker's API comes in as a type only: the engine's code stays in the worker chunk.
import * as Comlink from 'comlink';
import { injectable } from 'inversify';
import type { BetEngine } from '../../core/ports/bet-engine.ts';
import type { EngineApi } from '../../worker/engine-worker.ts';

@injectable()
export class WorkerBetEngine implements BetEngine {
  private remote: Comlink.Remote<EngineApi> | undefined;

  private api(): Comlink.Remote<EngineApi> {
    // `new Worker(new URL(..., import.meta.url))` written inline is the pattern Vite recognises to bundle
    // the worker as its own chunk; do not move the URL into a variable.
    this.remote ??= Comlink.wrap<EngineApi>(
      new Worker(new URL('../../worker/engine-worker.ts', import.meta.url), { type: 'module', name: 'engine' }),
    );
    return this.remote;
  }

  parseSheet: BetEngine['parseSheet'] = (text, context) => this.api().parseSheet(text, context);
  expandNumber: BetEngine['expandNumber'] = (pattern, mode) => this.api().expandNumber(pattern, mode);
  buildFormSheet: BetEngine['buildFormSheet'] = (request) => this.api().buildFormSheet(request);
  selectorPattern: BetEngine['selectorPattern'] = (columns) => this.api().selectorPattern(columns);
}

// The Web Worker shell: exposes the pure engine with Comlink and does nothing else, so a long sheet is
// parsed off the main thread and typing never janks. The main thread imports `EngineApi` as a type only
// (src/adapters/worker/worker-bet-engine.ts), so no engine code is bundled twice for this reason.
import * as Comlink from 'comlink';
import { buildFormSheet, expandNumber, parseSheet, selectorPattern } from '../core/engine/index.ts';

// `ping` lets the main thread know the worker started and answers (it falls back to the in-thread engine
// otherwise: src/adapters/worker/worker-bet-engine.ts).
const engineApi = { parseSheet, expandNumber, buildFormSheet, selectorPattern, ping: () => true };

export type EngineApi = typeof engineApi;

Comlink.expose(engineApi);

// The Web Worker shell: exposes the pure engine with Comlink and does nothing else, so a long sheet is
// parsed off the main thread and typing never janks. The main thread imports `EngineApi` as a type only
// (src/adapters/worker/worker-bet-engine.ts), so no engine code is bundled twice for this reason.
import * as Comlink from 'comlink';
import { buildFormSheet, expandNumber, parseSheet, selectorPattern } from '../core/engine/index.ts';

const engineApi = { parseSheet, expandNumber, buildFormSheet, selectorPattern };

export type EngineApi = typeof engineApi;

Comlink.expose(engineApi);

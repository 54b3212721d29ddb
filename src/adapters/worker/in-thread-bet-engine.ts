// BetEngine in the calling thread: the worker client's twin with the same interface. Used in Node (tests,
// scripts) and in browsers without Web Workers. The engine is loaded with a dynamic import so a browser
// that has workers never downloads it twice (it lives in the worker chunk there).
import { injectable } from 'inversify';
import type { BetEngine } from '../../core/ports/bet-engine.ts';

const engine = () => import('../../core/engine/index.ts');

@injectable()
export class InThreadBetEngine implements BetEngine {
  // async functions: a throw (which the engine promises never to do) becomes a rejection, as in the worker.
  parseSheet: BetEngine['parseSheet'] = async (text, context) => (await engine()).parseSheet(text, context);
  expandNumber: BetEngine['expandNumber'] = async (pattern, mode) => (await engine()).expandNumber(pattern, mode);
  buildFormSheet: BetEngine['buildFormSheet'] = async (request) => (await engine()).buildFormSheet(request);
  selectorPattern: BetEngine['selectorPattern'] = async (columns) => (await engine()).selectorPattern(columns);
}

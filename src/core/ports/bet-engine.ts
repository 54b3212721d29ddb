// The BetEngine port: the engine's public functions, made async so that an implementation may run them in
// a Web Worker (src/adapters/worker). The in-thread twin implements the same interface for Node and tests.
// Only plain data crosses this port (no classes, no Dates), so it survives structured cloning.
import type { FormSheet, FormSheetRequest, Mode, SelectorResult, SheetContext, SheetResult } from '../engine/index.ts';

export interface BetEngine {
  parseSheet(text: string, context: SheetContext): Promise<SheetResult>;
  expandNumber(pattern: string, mode: Mode): Promise<string[]>;
  buildFormSheet(request: FormSheetRequest): Promise<FormSheet>;
  selectorPattern(columns: readonly string[]): Promise<SelectorResult>;
}

export const BetEngine = Symbol.for('BetEngine');

// The forms ask the engine, never decide themselves: a line to add, the live preview and the list to send
// are each written as a sheet (buildFormSheet) and read back (parseSheet) in the worker, so validity,
// combinations, cost and error codes are exactly what /sheet/ and the server would say.
import type { FormLine, SheetContext, SheetError, Slot } from '../../../core/engine/index.ts';
import type { BetEngine } from '../../../core/ports/bet-engine.ts';
import type { FormRow, ListCheck, Preview } from './form-state.ts';

/**
 * Plain copies for the worker: what React hands over may be valtio snapshots wrapped in tracking proxies,
 * which structured cloning refuses (DataCloneError).
 */
const plainLine = ({ number, mode, drawTypes, amountsCents }: FormLine): FormLine => ({
  number,
  mode,
  drawTypes: [...drawTypes],
  amountsCents: [...amountsCents],
});
const request = (facts: SheetFacts, lines: readonly FormLine[]) => ({
  variant: facts.variant,
  dates: [...facts.dates],
  lines: lines.map(plainLine),
  ...(facts.betSequence ? { betSequence: [...facts.betSequence] } : {}),
});

export interface SheetFacts {
  variant: SheetContext['variant'];
  dates: readonly string[];
  betSequence?: readonly Slot[];
}

/** The engine's reading of the list as it would be sent. */
export async function checkList(
  engine: BetEngine,
  facts: SheetFacts,
  lines: readonly FormRow[],
  context: SheetContext,
  key: string,
): Promise<ListCheck> {
  const sheet = await engine.buildFormSheet(request(facts, lines));
  const result = await engine.parseSheet(sheet.text, context);
  return { key, text: sheet.text, result, rowLines: sheet.rowLines };
}

/** One line on its own: its numbers, cost and tickets, or its first error (what Add would refuse). */
export async function previewLine(
  engine: BetEngine,
  facts: SheetFacts,
  line: FormLine,
  context: SheetContext,
  key: string,
): Promise<Preview> {
  const sheet = await engine.buildFormSheet(request(facts, [line]));
  const result = await engine.parseSheet(sheet.text, context);
  const error = result.errors[0] ?? null;
  if (error !== null || result.lines.length === 0) {
    return { key, numbers: [], costCents: 0, tickets: 0, error: error ?? { line: 0, code: 'bet1-nobet' } };
  }
  const numbers = await engine.expandNumber(String(line.number), line.mode);
  return {
    key,
    numbers,
    costCents: result.totalCents,
    tickets: result.ticketCount,
    error: null,
    line: plainLine(line),
  };
}

/** The errors of one list row (its sheet line), and those about the sheet as a whole (line 0). */
export function rowErrors(check: ListCheck, index: number): SheetError[] {
  const line = check.rowLines[index];
  return check.result.errors.filter((error) => error.line === line);
}

export function sheetErrors(check: ListCheck): SheetError[] {
  const rowLines = new Set(check.rowLines);
  return check.result.errors.filter((error) => !rowLines.has(error.line));
}

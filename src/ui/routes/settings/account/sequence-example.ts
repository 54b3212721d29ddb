// The live example under the bet-sequence choice: what the chosen order does to a real line. The engine
// reads the sheet below with that order; this turns its answer into the slots that got an amount, in the
// player's order ('1234#1#2#3' → B 1.00, S 2.00, SA 3.00 for the default order). Pure, unit-tested.
import type { SheetResult, Slot } from '../../../../core/engine/index.ts';
import { SLOT_INDEX } from '../../../../core/domain/slots.ts';
import { betSequenceOf } from '../../../../core/domain/bet-sequence.ts';

export const EXAMPLE_LINE = '1234#1#2#3';
/** Today, draw type 1 (M), then the example line: the smallest sheet the engine accepts. */
export const EXAMPLE_SHEET = `D\n#1\n${EXAMPLE_LINE}`;

/** The chosen order as the sheet will read it: the core's one reading of the preference (bet-sequence.ts). */
export const sequenceOf = (text: string): readonly Slot[] => betSequenceOf(text);

export function sequenceExample(result: SheetResult, sequence: readonly Slot[]): { slot: Slot; cents: number }[] {
  const line = result.lines[0];
  if (!result.ok || line === undefined) return [];
  return sequence
    .map((slot) => ({ slot, cents: line.amountsCents[SLOT_INDEX[slot]] ?? 0 }))
    .filter((entry) => entry.cents > 0);
}

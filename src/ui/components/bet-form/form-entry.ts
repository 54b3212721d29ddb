// The line being entered on the guided screen or form 3, as the engine's FormLine, when Add's rule allows it
// (else null).
import type { FormLine } from '../../../core/engine/index.ts';
import { SLOTS } from '../../../core/engine/index.ts';
import { addEnabled, engineMode, slotAmounts } from './form-rules.ts';
import type { FormState } from './form-state.ts';

export function formEntry(state: FormState): FormLine | null {
  const ready = addEnabled({
    drawTypes: state.drawTypes,
    dates: state.dates,
    type: state.type,
    number: state.number,
    amounts: state.amounts,
    lineCount: state.lines.length,
  });
  if (!ready) return null;
  return {
    number: state.number,
    mode: engineMode(state.mode),
    drawTypes: [...state.drawTypes],
    amountsCents: slotAmounts(state.type, state.amounts, SLOTS),
  };
}

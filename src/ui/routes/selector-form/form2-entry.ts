// Form 2's one line: the selector's number with the mode, draw types and the Big, Small and SA amounts, when
// every part is there (else null, and nothing is checked or sent).
import { SLOTS, type FormLine } from '../../../core/engine/index.ts';
import { amountCents, engineMode } from '../../components/bet-form/form-rules.ts';
import type { FormState } from '../../components/bet-form/form-state.ts';
import { selectorNumber } from './selector-rules.ts';

const FORM2_SLOTS = ['B', 'S', 'SA'] as const;

export function form2Line(
  state: {
    drawTypes: readonly string[];
    dates: readonly string[];
    amounts: readonly string[];
    mode: FormState['mode'];
  },
  columns: readonly string[],
): FormLine | null {
  const number = selectorNumber(columns);
  if (number === null || state.drawTypes.length === 0 || state.dates.length === 0) return null;
  const amountsCents = SLOTS.map((slot) => {
    const index = FORM2_SLOTS.indexOf(slot as (typeof FORM2_SLOTS)[number]);
    return index < 0 ? 0 : amountCents(state.amounts[index] ?? '');
  });
  if (amountsCents.every((cents) => cents === 0)) return null;
  return { number, mode: engineMode(state.mode), drawTypes: [...state.drawTypes], amountsCents };
}

// Form 2's slice (valtio): the shared form state, plus the selector's columns, the amount the keypad types
// into and whether the keypad is up. Starts in mode S (docs/product.md S4 "Bet mode").
import { proxy } from 'valtio';
import { createFormState, emptyAmounts, formActions } from '../../components/bet-form/form-state.ts';
import { FORM2_FIELDS } from '../../components/bet-form/form-rules.ts';
import type { Toggle } from './selector-rules.ts';

export const form2State = createFormState({ amounts: emptyAmounts(FORM2_FIELDS) });
export const form2Actions = formActions(form2State);

export const selectorState = proxy({
  columns: ['', '', '', ''],
  /** The amount field the keypad types into, or null when the keypad is down. */
  keypadField: null as number | null,
  /** The last tap the 1000-combination limit refused (shown until the next tap). */
  overLimit: false,
});

export const selectorActions = {
  setColumns(columns: readonly string[]): void {
    selectorState.columns = [...columns];
  },
  /** A digit or ALL tap: its columns when the 1000-combination limit allows them, else the refusal shown. */
  apply(toggle: Toggle): void {
    selectorState.overLimit = !toggle.ok;
    if (toggle.ok) selectorState.columns = [...toggle.columns];
  },
  openKeypad(field: number): void {
    selectorState.keypadField = field;
  },
  closeKeypad(): void {
    selectorState.keypadField = null;
  },
};

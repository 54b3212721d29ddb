// Form 3's slice (valtio): the shared form state, and which field the keypad types into ('number' or an
// amount's index). ← and → move between the fields the number type enables.
import { proxy } from 'valtio';
import { createFormState, formActions } from '../../components/bet-form/form-state.ts';
import { fieldSlots, type NumberType } from '../../components/bet-form/form-rules.ts';

export const form3State = createFormState();
export const form3Actions = formActions(form3State);

export type Form3Field = 'number' | number;
export const form3Ui = proxy<{ field: Form3Field }>({ field: 'number' });

/** The fields in keypad order for a number type: the number, then each enabled amount. */
export function fieldOrder(type: NumberType): Form3Field[] {
  return ['number', ...fieldSlots(type).flatMap((slot, index) => (slot === null ? [] : [index]))];
}

/** ← / →: the previous or next field, wrapping around. */
export function moveField(field: Form3Field, type: NumberType, step: 1 | -1): Form3Field {
  const order = fieldOrder(type);
  const at = Math.max(0, order.indexOf(field));
  return order[(at + step + order.length) % order.length] ?? 'number';
}

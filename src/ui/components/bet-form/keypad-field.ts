// Which field the form keypad (form-keypad.tsx) types into: the number, or an amount's index. Form 3 and the
// guided screen's ROLL keypad each keep one (valtio), changed only through its actions; ← and → move
// between the fields the number type enables.
import { proxy } from 'valtio';
import { fieldSlots, type NumberType } from './form-rules.ts';

export type KeypadField = 'number' | number;

export interface KeypadFieldState {
  field: KeypadField;
}

/** The fields in keypad order for a number type: the number, then each enabled amount. */
export function fieldOrder(type: NumberType): KeypadField[] {
  return ['number', ...fieldSlots(type).flatMap((slot, index) => (slot === null ? [] : [index]))];
}

/** ← / →: the previous or next field, wrapping around. */
export function moveField(field: KeypadField, type: NumberType, step: 1 | -1): KeypadField {
  const order = fieldOrder(type);
  const at = Math.max(0, order.indexOf(field));
  return order[(at + step + order.length) % order.length] ?? 'number';
}

export const createKeypadField = (): KeypadFieldState => proxy<KeypadFieldState>({ field: 'number' });

export function keypadFieldActions(state: KeypadFieldState) {
  return {
    focus(field: KeypadField): void {
      state.field = field;
    },
    /** Back to the number: after Add, a type change, or ROLL typing its R. */
    toNumber(): void {
      state.field = 'number';
    },
    move(type: NumberType, step: 1 | -1): void {
      state.field = moveField(state.field, type, step);
    },
  };
}

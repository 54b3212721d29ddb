// Form 3's slice (valtio): the shared form state, and which field the keypad types into ('number' or an
// amount's index), each changed only through its actions.
import { createFormState, formActions } from '../../components/bet-form/form-state.ts';
import { createKeypadField, keypadFieldActions } from '../../components/bet-form/keypad-field.ts';

export const form3State = createFormState();
export const form3Actions = formActions(form3State);

export const form3Ui = createKeypadField();
export const form3UiActions = keypadFieldActions(form3Ui);

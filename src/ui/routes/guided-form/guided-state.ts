// The guided screen's slice (valtio): a form state of its own, kept while the player visits other screens,
// and which field the ROLL keypad (guided-keypad.tsx) types into, each changed only through its actions.
import { createFormState, formActions } from '../../components/bet-form/form-state.ts';
import { createKeypadField, keypadFieldActions } from '../../components/bet-form/keypad-field.ts';

export const guidedState = createFormState();
export const guidedActions = formActions(guidedState);
export const guidedUi = createKeypadField();
export const guidedUiActions = keypadFieldActions(guidedUi);

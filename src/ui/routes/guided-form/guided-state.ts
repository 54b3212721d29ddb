// The guided screen's slice (valtio): a form state of its own, kept while the player visits other screens,
// and which field the ROLL keypad (guided-keypad.tsx) types into.
import { proxy } from 'valtio';
import { createFormState, formActions } from '../../components/bet-form/form-state.ts';
import type { Form3Field } from '../hourly-form/form3-state.ts';

export const guidedState = createFormState();
export const guidedActions = formActions(guidedState);
export const guidedUi = proxy<{ field: Form3Field }>({ field: 'number' });

// The guided screen's slice (valtio): a form state of its own, kept while the player visits other screens.
import { createFormState, formActions } from '../../components/bet-form/form-state.ts';

export const guidedState = createFormState();
export const guidedActions = formActions(guidedState);

// The guided screen's keypad: form 3's (the same component), up while the number is in ROLL mode. A phone's
// numeric keyboard has no R, so in ROLL mode the fields take no system keyboard (inputmode none) and this
// keypad types into them: digits, ROLL (an R), ⌫, ← → between the number and the amounts, Add and BET.
// Leaving ROLL (its key after two R, or a mode button) puts the keypad away and the keyboard back.
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { cleanNumber, cleanShortAmount, modeEnabled, tapMode } from '../../components/bet-form/form-rules.ts';
import { FormKeypad } from '../../components/bet-form/form-keypad.tsx';
import { guidedActions as actions, guidedState as state, guidedUi, guidedUiActions } from './guided-state.ts';

export function GuidedKeypad({
  addEnabled,
  betEnabled,
  onAdd,
  onBet,
}: {
  addEnabled: boolean;
  betEnabled: boolean;
  onAdd: () => void;
  onBet: () => void;
}) {
  const snap = useSnapshot(state);
  const { field } = useSnapshot(guidedUi);
  // The keypad covers the lower screen: the field it types into is brought above it, as it comes up and
  // on each ← → (the inputs' scroll-margin-bottom keeps it clear of the keypad).
  useEffect(() => {
    const id = field === 'number' ? 'form-number' : `amount-${field}`;
    document.querySelector<HTMLElement>(`[data-testid="${id}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [field]);
  const setField = (text: string) => {
    const at = guidedUi.field;
    if (at === 'number') actions.setNumber(cleanNumber(text, state.type, state.mode));
    else actions.setAmount(at, cleanShortAmount(text));
  };
  const fieldText = () => (guidedUi.field === 'number' ? state.number : (state.amounts[guidedUi.field] ?? ''));
  return (
    <FormKeypad
      mode={snap.mode}
      modeEnabled={(mode) => modeEnabled(mode, snap.type, snap.number)}
      addEnabled={addEnabled}
      betEnabled={betEnabled}
      onDigit={(digit) => setField(fieldText() + digit)}
      onMode={(mode) => {
        if (mode !== 'ROLL') return actions.setMode(tapMode(state.mode, mode, state.type, state.number));
        // ROLL types an R into the number; with two R already, it returns to S (the R removed).
        if (state.number.split('R').length - 1 >= 2) return actions.setMode('S');
        guidedUiActions.toNumber();
        actions.setNumber(cleanNumber(state.number + 'R', state.type, 'ROLL'));
      }}
      onDelete={() => setField(fieldText().slice(0, -1))}
      onClear={() => setField('')}
      onMove={(step) => guidedUiActions.move(state.type, step)}
      onTotal={() =>
        document.querySelector<HTMLElement>('[data-testid="form-total"]')?.scrollIntoView({ block: 'center' })
      }
      onAdd={() => {
        onAdd();
        guidedUiActions.toNumber();
      }}
      onBet={onBet}
    />
  );
}

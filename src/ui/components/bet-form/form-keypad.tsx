// The form keypad, always up on form 3 and up in ROLL mode on the guided screen (docs/product.md S2
// "Bet form 3"): digits, BOX, I-BOX, REVERSE, TOTAL, ROLL, add, BET, delete, ← and →. A long press on delete clears the field. Keys keep the focus where it is.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormMode } from './form-rules.ts';

export const LONG_PRESS_MS = 600;

export interface FormKeypadProps {
  mode: FormMode;
  modeEnabled: (mode: FormMode) => boolean;
  addEnabled: boolean;
  betEnabled: boolean;
  onDigit: (digit: string) => void;
  onMode: (mode: FormMode) => void;
  onDelete: () => void;
  onClear: () => void;
  onMove: (step: 1 | -1) => void;
  onTotal: () => void;
  onAdd: () => void;
  onBet: () => void;
}

export function FormKeypad(props: FormKeypadProps) {
  const { t } = useTranslation('betforms');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const longPressed = useRef(false);
  const keep = (event: { preventDefault: () => void }) => event.preventDefault();
  const digit = (value: string) => (
    <button key={value} type="button" className="key" onMouseDown={keep} onClick={() => props.onDigit(value)}>
      {value}
    </button>
  );
  const modeKey = (mode: FormMode, label: string) => (
    <button
      type="button"
      className="key"
      aria-pressed={props.mode === mode}
      disabled={props.mode !== mode && !props.modeEnabled(mode)}
      onMouseDown={keep}
      onClick={() => props.onMode(mode)}
    >
      {label}
    </button>
  );
  const stopTimer = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };
  return (
    <div className="keypad" role="group" aria-label={t('keypad-label')} data-testid="form3-keypad">
      {digit('1')}
      {digit('2')}
      {digit('3')}
      {modeKey('B', t('mode-B'))}
      {digit('4')}
      {digit('5')}
      {digit('6')}
      {modeKey('I', t('mode-I'))}
      {digit('7')}
      {digit('8')}
      {digit('9')}
      {modeKey('R', t('mode-R'))}
      <button
        type="button"
        className="key"
        aria-label={t('key-left')}
        onMouseDown={keep}
        onClick={() => props.onMove(-1)}
      >
        ←
      </button>
      {digit('0')}
      <button
        type="button"
        className="key"
        aria-label={t('key-right')}
        onMouseDown={keep}
        onClick={() => props.onMove(1)}
      >
        →
      </button>
      {modeKey('ROLL', t('key-roll'))}
      <button
        type="button"
        className="key"
        aria-label={t('key-delete')}
        data-testid="key-delete"
        onMouseDown={keep}
        onPointerDown={() => {
          longPressed.current = false;
          stopTimer();
          timer.current = setTimeout(() => {
            longPressed.current = true;
            props.onClear();
          }, LONG_PRESS_MS);
        }}
        onPointerUp={stopTimer}
        onPointerLeave={stopTimer}
        onPointerCancel={stopTimer}
        onClick={() => {
          // The click that ends a long press has already cleared the field.
          if (!longPressed.current) props.onDelete();
          longPressed.current = false;
        }}
      >
        ⌫
      </button>
      <button type="button" className="key" onMouseDown={keep} onClick={props.onTotal}>
        {t('key-total')}
      </button>
      <button
        type="button"
        className="key accent"
        disabled={!props.addEnabled}
        onMouseDown={keep}
        onClick={props.onAdd}
      >
        {t('add')}
      </button>
      <button
        type="button"
        className="key accent"
        disabled={!props.betEnabled}
        onMouseDown={keep}
        onClick={props.onBet}
      >
        {t('bet')}
      </button>
    </div>
  );
}

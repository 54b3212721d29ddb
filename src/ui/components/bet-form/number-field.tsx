// The number input and the mode buttons (BOX, iBOX, REVERSE, ROLL): a mode the number does not allow is
// disabled, and tapping the active one returns to S (form-rules: modeEnabled, tapMode).
import { useTranslation } from 'react-i18next';
import { modeEnabled, type FormMode, type NumberType } from './form-rules.ts';

const MODE_KEYS = { B: 'mode-B', I: 'mode-I', R: 'mode-R', ROLL: 'mode-ROLL' } as const;

export function NumberField({
  type,
  number,
  mode,
  modes,
  onNumber,
  onMode,
  readOnly = false,
  onFocus,
  active = false,
}: {
  type: NumberType;
  number: string;
  mode: FormMode;
  modes: readonly Exclude<FormMode, 'S'>[];
  onNumber: (text: string) => void;
  onMode: (mode: FormMode) => void;
  readOnly?: boolean;
  onFocus?: () => void;
  active?: boolean;
}) {
  const { t } = useTranslation('betforms');
  return (
    <div className="number-field">
      <label className="number-input" data-tour="number">
        <span>{t('number-label', { type })}</span>
        <input
          inputMode={mode === 'ROLL' || readOnly ? 'none' : 'numeric'}
          autoComplete="off"
          value={number}
          readOnly={readOnly}
          placeholder={t('number-placeholder', { digits: Number(type.charAt(0)) })}
          data-testid="form-number"
          className={active ? 'active' : undefined}
          onFocus={onFocus}
          onChange={(event) => onNumber(event.target.value)}
        />
      </label>
      {modes.length > 0 && <ModeButtons type={type} number={number} mode={mode} modes={modes} onMode={onMode} />}
    </div>
  );
}

export function ModeButtons({
  type,
  number,
  mode,
  modes,
  onMode,
}: {
  type: NumberType;
  number: string;
  mode: FormMode;
  modes: readonly Exclude<FormMode, 'S'>[];
  onMode: (mode: FormMode) => void;
}) {
  const { t } = useTranslation('betforms');
  return (
    <div className="mode-buttons" role="group" aria-label={t('mode-label')}>
      {modes.map((value) => (
        <button
          key={value}
          type="button"
          className="chip-button"
          aria-pressed={mode === value}
          disabled={mode !== value && !modeEnabled(value, type, number)}
          onClick={() => onMode(value)}
        >
          {t(MODE_KEYS[value])}
        </button>
      ))}
    </div>
  );
}

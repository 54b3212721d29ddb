// The amount inputs (B S SA SB SC SD SE; 3A 3C on a 3D number): a field the number type does not take is
// disabled and empty. Typing is cleaned by the form's rule (at most 4 characters, or 4.1 on form 2).
import { useTranslation } from 'react-i18next';

export function AmountFields({
  labels,
  enabled,
  values,
  onChange,
  clean,
  inputMode = 'decimal',
  onFocusField,
  active = null,
}: {
  labels: readonly string[];
  enabled: readonly boolean[];
  values: readonly string[];
  onChange: (index: number, text: string) => void;
  clean: (text: string) => string;
  inputMode?: 'decimal' | 'none';
  onFocusField?: (index: number) => void;
  /** The field a keypad types into, marked. */
  active?: number | null;
}) {
  const { t } = useTranslation('betforms');
  return (
    <fieldset className="form-field" data-tour="amounts">
      <legend>{t('amounts-label')}</legend>
      <div className="amount-grid">
        {labels.map((label, index) => (
          <label key={label} className="amount-field">
            <span>{label}</span>
            <input
              inputMode={inputMode}
              autoComplete="off"
              aria-label={t('amount-of', { slot: label })}
              placeholder={label}
              disabled={!enabled[index]}
              value={enabled[index] ? (values[index] ?? '') : ''}
              data-testid={`amount-${index}`}
              className={active === index ? 'active' : undefined}
              onFocus={() => onFocusField?.(index)}
              onChange={(event) => onChange(index, clean(event.target.value))}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

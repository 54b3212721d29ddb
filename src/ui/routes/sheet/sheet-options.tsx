// Variant switch (regular PostBet / hourly PostBet3) and currency select above the sheet.
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { CURRENCIES, sheetActions, sheetState, type Variant } from '../../state/sheet-state.ts';

const VARIANTS: readonly Variant[] = ['regular', 'hourly'];

export function SheetOptions() {
  const { t } = useTranslation();
  const { variant, currency } = useSnapshot(sheetState);
  return (
    <div className="options">
      <div className="segmented" role="radiogroup" aria-label={t('variant-label')}>
        {VARIANTS.map((value) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={variant === value}
            className={variant === value ? 'active' : ''}
            onClick={() => sheetActions.setVariant(value)}
          >
            {t(`variant-${value}`)}
          </button>
        ))}
      </div>
      <label className="inline-field">
        <span>{t('currency-label')}</span>
        <select
          value={currency}
          onChange={(event) => {
            const next = CURRENCIES.find((code) => code === event.target.value);
            if (next !== undefined) sheetActions.setCurrency(next);
          }}
        >
          {CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

// The currency filter of the report screens: every currency (ALL, the default) or one of the user's.
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { sessionState } from '../../state/session-state.ts';

export function CurrencyFilter({ value, onChange }: { value: string; onChange: (currency: string) => void }) {
  const { t } = useTranslation('settings');
  const { loginData } = useSnapshot(sessionState);
  return (
    <label className="field">
      {t('currency')}
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="ALL">{t('currency-all')}</option>
        {(loginData?.currencies ?? []).map((currency) => (
          <option key={currency.code} value={currency.code}>
            {currency.code}
          </option>
        ))}
      </select>
    </label>
  );
}

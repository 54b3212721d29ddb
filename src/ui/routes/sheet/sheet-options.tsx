// Who, in what and on which draws: the player picker (agents bet for their downline members; hidden for a
// member, who bets for itself), the currency picker (the site's currencies, its default first) and the
// regular / hourly switch (PostBet / PostBet3).
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { sessionState } from '../../state/session-state.ts';
import { sheetActions, sheetState, type Variant } from './sheet-state.ts';
import { currencyCodes, effectiveCurrency, effectivePlayer, playerChoices } from '../../betting/sheet-context.ts';

const VARIANTS: readonly Variant[] = ['regular', 'hourly'];

export function SheetOptions() {
  const { t } = useTranslation('sheet');
  const { t: tt } = useTranslation();
  const { variant, currency, player } = useSnapshot(sheetState);
  const { loginData, session } = useSnapshot(sessionState);
  const loginId = session?.LoginId ?? null;
  const players = playerChoices(loginData, loginId);
  const currencies = currencyCodes(loginData);
  return (
    <div className="sheet-options">
      {players.length > 1 && (
        <label className="sheet-field">
          <span>{t('player-label')}</span>
          <select
            value={effectivePlayer(player, loginData, loginId)}
            onChange={(event) => sheetActions.setPlayer(event.target.value)}
          >
            {players.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="sheet-field">
        <span>{tt('currency-label')}</span>
        <select
          value={effectiveCurrency(currency, loginData)}
          onChange={(event) => sheetActions.setCurrency(event.target.value)}
        >
          {currencies.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </label>
      <div className="segmented" role="radiogroup" aria-label={tt('variant-label')}>
        {VARIANTS.map((value) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={variant === value}
            className={variant === value ? 'active' : ''}
            onClick={() => sheetActions.setVariant(value)}
          >
            {tt(`variant-${value}`)}
          </button>
        ))}
      </div>
    </div>
  );
}

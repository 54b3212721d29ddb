// Who bets and in what: the player picker (an agent bets for a downline member, as on /sheet/; hidden for a
// member) and the currency buttons (the site's currencies).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { sessionState } from '../../state/session-state.ts';
import { currencyCodes, playerChoices } from '../../betting/sheet-context.ts';
import { ChoiceChips } from './choice-chips.tsx';

export function PlayerCurrency({
  player,
  currency,
  onPlayer,
  onCurrency,
  children,
}: {
  player: string;
  currency: string;
  onPlayer: (player: string) => void;
  onCurrency: (code: string) => void;
  /** The screen's own tools at the row's end (the tutorial's help button). */
  children?: ReactNode;
}) {
  const { t } = useTranslation('betforms');
  const { loginData, session } = useSnapshot(sessionState);
  const players = playerChoices(loginData, session?.LoginId ?? null);
  const codes = currencyCodes(loginData);
  return (
    <div className="form-row-2">
      {players.length > 1 && (
        <label className="form-select">
          <span>{t('player-label')}</span>
          <select value={player} onChange={(event) => onPlayer(event.target.value)} data-testid="form-player">
            {players.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
      )}
      <fieldset className="form-field" data-tour="currency">
        <legend>{t('currency-label')}</legend>
        <ChoiceChips
          label={t('currency-label')}
          chips={codes.map((code) => ({ value: code, label: code, pressed: code === currency }))}
          onTap={onCurrency}
        />
      </fieldset>
      {children !== undefined && <div className="form-row-end">{children}</div>}
    </div>
  );
}

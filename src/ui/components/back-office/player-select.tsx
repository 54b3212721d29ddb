// An agent's choice of whose settings or figures a screen shows: itself or one of its players.
import { useTranslation } from 'react-i18next';

export function PlayerSelect({
  value,
  options,
  onChange,
}: {
  value: string;
  options: readonly string[];
  onChange: (name: string) => void;
}) {
  const { t } = useTranslation('settings');
  if (options.length < 2) return null;
  return (
    <label className="field">
      {t('player')}
      <select value={value} onChange={(event) => onChange(event.target.value)} data-testid="player-select">
        {options.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    </label>
  );
}

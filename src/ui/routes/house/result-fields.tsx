// The result's fields: 4D's three prizes, starters and consolations; 5D's and 6D's where the draw type
// has them (Toto 5D and 6D, Lucky and Winbox 6D). Each with its label; the list fields take the numbers
// apart by spaces, commas or new lines (result-form.ts).
import { useTranslation } from 'react-i18next';
import type { Game } from '../../../core/domain/operators.ts';
import type { ResultFields } from './result-form.ts';

/** The games' names are the same in every language (as on the sheets). */
const GAME: Record<Game, Game> = { '3D': '3D', '4D': '4D', '5D': '5D', '6D': '6D' };

type Key = keyof ResultFields;

export function ResultFieldset({
  fields,
  games,
  onChange,
}: {
  fields: ResultFields;
  games: { fiveD: boolean; sixD: boolean };
  onChange: (fields: ResultFields) => void;
}) {
  const { t } = useTranslation('house');
  const input = (key: Key, label: string, digits: number) => (
    <label className="field" key={key}>
      {label}
      <input
        inputMode="numeric"
        autoComplete="off"
        maxLength={digits}
        value={fields[key]}
        onChange={(event) => onChange({ ...fields, [key]: event.target.value })}
        data-testid={`field-${key}`}
      />
    </label>
  );
  const list = (key: Key, label: string) => (
    <label className="field" key={key}>
      {label}
      <textarea
        rows={3}
        inputMode="numeric"
        autoComplete="off"
        value={fields[key]}
        onChange={(event) => onChange({ ...fields, [key]: event.target.value })}
        data-testid={`field-${key}`}
      />
    </label>
  );
  return (
    <>
      <fieldset className="house-fieldset">
        <legend>{GAME['4D']}</legend>
        <div className="house-triple">
          {input('first', t('prize-first'), 4)}
          {input('second', t('prize-second'), 4)}
          {input('third', t('prize-third'), 4)}
        </div>
        {list('starters', t('prize-starters'))}
        {list('consolations', t('prize-consolations'))}
        <p className="bo-hint">{t('list-hint')}</p>
      </fieldset>
      {games.fiveD && (
        <fieldset className="house-fieldset">
          <legend>{GAME['5D']}</legend>
          <div className="house-triple">
            {input('fiveFirst', t('prize-first'), 5)}
            {input('fiveSecond', t('prize-second'), 5)}
            {input('fiveThird', t('prize-third'), 5)}
          </div>
        </fieldset>
      )}
      {games.sixD && (
        <fieldset className="house-fieldset">
          <legend>{GAME['6D']}</legend>
          {input('sixFirst', t('prize-first'), 6)}
        </fieldset>
      )}
    </>
  );
}

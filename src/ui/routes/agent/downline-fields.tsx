// One field of the downline form: its label, the allowed range shown before the user types, and its
// refusal (the form's own or the server's) right under it.
import type { InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { statusText } from '../../i18n/status-text.ts';
import type { FieldRefusal } from './downline-form.ts';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  name: string;
  label: string;
  hint?: string;
  refusal?: FieldRefusal | undefined;
  onText: (text: string) => void;
}

export function TextField({ name, label, hint, refusal, onText, ...input }: TextFieldProps) {
  const { t } = useTranslation();
  const described = [hint ? `${name}-hint` : '', refusal ? `${name}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <label className="field">
      {label}
      <input name={name} {...input} aria-invalid={refusal ? true : undefined} aria-describedby={described} onChange={(event) => onText(event.target.value)} />
      {hint && <span className="bo-hint agent-range" id={`${name}-hint`}>{hint}</span>}
      {refusal && (
        <span className="bo-field-error" id={`${name}-error`} role="alert" data-testid={`error-${name}`}>
          {statusText(t, refusal.code, refusal.params)}
        </span>
      )}
    </label>
  );
}

export function GamesField({ games, chosen, locked, refusal, onChange }: {
  games: readonly string[]; chosen: readonly string[]; locked?: boolean; refusal?: FieldRefusal | undefined; onChange: (games: string[]) => void;
}) {
  const { t } = useTranslation('agent');
  const { t: tm } = useTranslation();
  return (
    <fieldset className="bo-games" aria-describedby={refusal ? 'Games-error' : undefined}>
      <legend>{t('games')}</legend>
      {games.map((game) => (
        <label key={game} className="bo-check">
          <input
            type="checkbox"
            disabled={locked}
            checked={chosen.includes(game)}
            onChange={(event) => onChange(event.target.checked ? [...chosen, game] : chosen.filter((g) => g !== game))}
          />
          {game}
        </label>
      ))}
      {refusal && <span className="bo-field-error" id="Games-error" role="alert" data-testid="error-Games" style={{ flexBasis: '100%' }}>{statusText(tm, refusal.code, refusal.params)}</span>}
    </fieldset>
  );
}

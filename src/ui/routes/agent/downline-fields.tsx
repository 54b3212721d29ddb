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

/**
 * V103 ("Invalid input: {0}") and V104 ("{0} is required") name a field: the field's own label, in the
 * user's language, not the wire name the server (or the form) put in the parameter.
 */
function namingField(refusal: FieldRefusal, label: string): readonly (string | number)[] {
  return refusal.code === 'V103' || refusal.code === 'V104' ? [label] : refusal.params;
}

export function TextField({ name, label, hint, refusal, onText, ...input }: TextFieldProps) {
  const { t } = useTranslation();
  const described = [hint ? `${name}-hint` : '', refusal ? `${name}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <label className="field">
      {label}
      <input
        name={name}
        {...input}
        aria-invalid={refusal ? true : undefined}
        aria-describedby={described}
        onChange={(event) => onText(event.target.value)}
      />
      {hint && (
        <span className="bo-hint agent-range" id={`${name}-hint`}>
          {hint}
        </span>
      )}
      {refusal && (
        <span className="bo-field-error" id={`${name}-error`} role="alert" data-testid={`error-${name}`}>
          {statusText(t, refusal.code, namingField(refusal, label))}
        </span>
      )}
    </label>
  );
}

export function GamesField({
  games,
  chosen,
  locked,
  refusal,
  onChange,
}: {
  games: readonly string[];
  chosen: readonly string[];
  locked?: boolean;
  refusal?: FieldRefusal | undefined;
  onChange: (games: string[]) => void;
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
      {refusal && (
        <span
          className="bo-field-error"
          id="Games-error"
          role="alert"
          data-testid="error-Games"
          style={{ flexBasis: '100%' }}
        >
          {statusText(tm, refusal.code, refusal.params)}
        </span>
      )}
    </fieldset>
  );
}

/** One select per package kind: none, or each package the giver may hand down; a kind held below is locked (E149). */
export function PackagesField({
  choices,
  chosen,
  locked,
  nameOf,
  refusal,
  onChange,
}: {
  choices: readonly { kind: string; ids: readonly number[] }[];
  chosen: Readonly<Record<string, number | null>>;
  locked: readonly string[];
  nameOf: (id: number) => string;
  refusal?: FieldRefusal | undefined;
  onChange: (kind: string, id: number | null) => void;
}) {
  const { t } = useTranslation('agent');
  const { t: tm } = useTranslation();
  return (
    <fieldset className="bo-packages" aria-describedby={refusal ? 'Packages-error' : undefined}>
      <legend>{t('packages')}</legend>
      {choices.length === 0 && <p className="bo-hint">{t('packages-none')}</p>}
      {choices.map(({ kind, ids }) => (
        <label key={kind} className="bo-package">
          <span className="bo-package-kind" id={`Packages-${kind}-label`}>
            {kind}
          </span>
          <select
            aria-labelledby={`Packages-${kind}-label`}
            value={chosen[kind] === null || chosen[kind] === undefined ? '' : String(chosen[kind])}
            disabled={locked.includes(kind)}
            aria-describedby={locked.includes(kind) ? `Packages-${kind}-locked` : undefined}
            onChange={(event) => onChange(kind, event.target.value === '' ? null : Number(event.target.value))}
          >
            <option value="">{t('package-none')}</option>
            {ids.map((id) => (
              <option key={id} value={id}>
                {nameOf(id)}
              </option>
            ))}
          </select>
          {locked.includes(kind) && (
            <span className="bo-hint" id={`Packages-${kind}-locked`}>
              {t('package-locked')}
            </span>
          )}
        </label>
      ))}
      {refusal && (
        <span className="bo-field-error" id="Packages-error" role="alert" data-testid="error-Packages">
          {statusText(tm, refusal.code, refusal.params)}
        </span>
      )}
    </fieldset>
  );
}

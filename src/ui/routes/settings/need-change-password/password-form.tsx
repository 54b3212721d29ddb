// The password fields: whose (normal mode, when there is a choice), old, new and confirm. The old
// password is only asked for one's own account (an agent sets a downline's without it).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusNotice } from '../../../components/shell/status-notice.tsx';
import type { Notice } from '../../../components/shell/notice.ts';

export interface PasswordFields {
  target: string;
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

interface PasswordFormProps {
  fields: PasswordFields;
  onChange: (fields: PasswordFields) => void;
  targets: readonly string[];
  ownAccount: boolean;
  busy: boolean;
  message: Notice | null;
  onSubmit: () => void;
}

export function PasswordForm({ fields, onChange, targets, ownAccount, busy, message, onSubmit }: PasswordFormProps) {
  const { t } = useTranslation('login');
  const set = (name: keyof PasswordFields) => (event: { target: { value: string } }) =>
    onChange({ ...fields, [name]: event.target.value });
  const { t: ts } = useTranslation('settings');
  const complete =
    (!ownAccount || fields.oldPassword !== '') && fields.newPassword !== '' && fields.confirmPassword !== '';
  // Another account's password (an agent's downline) is replaced only after a second, explicit yes: the
  // downline is locked out of its old password at once.
  const [confirming, setConfirming] = useState(false);
  return (
    <form
      className="password-form card"
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        if (busy || !complete) return;
        if (!ownAccount && !confirming) {
          setConfirming(true);
          return;
        }
        setConfirming(false);
        onSubmit();
      }}
    >
      {message !== null && <StatusNotice notice={message} testId="password-message" />}
      {targets.length > 1 && (
        <label className="field">
          {t('password-player')}
          <select
            value={fields.target}
            onChange={(event) => {
              setConfirming(false);
              set('target')(event);
            }}
          >
            {targets.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
      )}
      {ownAccount && (
        <label className="field">
          {t('password-old')}
          <input
            type="password"
            value={fields.oldPassword}
            onChange={set('oldPassword')}
            autoComplete="current-password"
            maxLength={256}
          />
        </label>
      )}
      <label className="field">
        {t('password-new')}
        <input
          type="password"
          value={fields.newPassword}
          onChange={set('newPassword')}
          autoComplete="new-password"
          maxLength={256}
        />
      </label>
      <label className="field">
        {t('password-confirm')}
        <input
          type="password"
          value={fields.confirmPassword}
          onChange={set('confirmPassword')}
          autoComplete="new-password"
          maxLength={256}
        />
      </label>
      <p className="password-rules">{t('password-rules')}</p>
      {confirming ? (
        <div className="password-confirm" role="alertdialog" aria-labelledby="password-confirm-question">
          <p id="password-confirm-question">{ts('password-reset-question', { name: fields.target })}</p>
          <button type="submit" className="button" disabled={busy} data-testid="password-reset-confirm">
            {ts('password-reset-confirm')}
          </button>
          <button type="button" className="button button-quiet" onClick={() => setConfirming(false)}>
            {ts('password-reset-cancel')}
          </button>
        </div>
      ) : (
        <button type="submit" className="button" disabled={busy || !complete}>
          {busy ? t('password-saving') : t('password-submit')}
        </button>
      )}
    </form>
  );
}

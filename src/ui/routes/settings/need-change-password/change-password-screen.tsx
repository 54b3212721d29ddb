// Changing a password (docs/product.md S2 "Change password", S4 "Password change"). One screen, two modes:
// - forced (/settings/needchangepwd/, after the S106 login): no session check, no navbar; one's own
//   password only; success ends the session, so it goes to /login/ with the success message;
// - normal (/settings/changepassword/, guarded): one's own (then the same as forced) or, for an agent, a
//   downline's, after which the agent stays logged in and sees the success message here.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useInjection } from '../../../../app/container-context.tsx';
import { asServiceError, forcesLogout } from '../../../../core/domain/service-error.ts';
import { UseCases } from '../../../../core/use-cases/use-cases.ts';
import { noticeState, type Notice } from '../../../components/shell/notice.ts';
import { useForcedLogout } from '../../../components/shell/use-forced-logout.ts';
import { sessionActions, sessionState } from '../../../state/session-state.ts';
import { PasswordForm, type PasswordFields } from './password-form.tsx';
import { isOwn, passwordTargets } from './password-targets.ts';
import '../../../components/shell/shell.css';
import './password.css';

export type PasswordMode = 'forced' | 'normal';

export function ChangePasswordScreen({ mode }: { mode: PasswordMode }) {
  const { t } = useTranslation('login');
  const { session, loginData } = useSnapshot(sessionState);
  const ownLoginId = session?.LoginId ?? '';
  const useCases = useInjection<UseCases>(UseCases);
  const navigate = useNavigate();
  const forcedLogout = useForcedLogout();
  const empty: PasswordFields = { target: ownLoginId, oldPassword: '', newPassword: '', confirmPassword: '' };
  const [fields, setFields] = useState(empty);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Notice | null>(null);
  // Set once the session is ending here (changed, or forced out): the page is on its way to /login/ with
  // a message, and must not redirect there itself without it when the session leaves memory.
  const [leaving, setLeaving] = useState(false);

  // The forced page has no session check (the server refuses login data until the change), but it needs
  // the session the login just made; after a reload there is none in memory, so the user logs in again.
  if (session === null) return leaving ? null : <Navigate to="/login/" replace />;

  const targets = mode === 'forced' ? [ownLoginId] : passwordTargets(loginData, ownLoginId);
  const ownAccount = mode === 'forced' || isOwn(fields.target, ownLoginId);

  async function submit() {
    if (fields.newPassword !== fields.confirmPassword) {
      setMessage({ status: 'E108', params: [] });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const change = {
        userId: mode === 'forced' ? ownLoginId : fields.target,
        oldPassword: ownAccount ? fields.oldPassword : '',
        newPassword: fields.newPassword,
        confirmPassword: fields.confirmPassword,
      };
      const { loggedOut } = await useCases.changePassword(change, { forced: mode === 'forced', ownLoginId });
      if (loggedOut) {
        setLeaving(true);
        // The change ended the session: the login page says so and what to do next.
        await navigate('/login/', { replace: true, state: noticeState('S100', ['password']) });
        sessionActions.cleared();
        return;
      }
      setFields({ ...empty, target: fields.target });
      setMessage({ status: 'S100', params: [] });
    } catch (error) {
      const failure = asServiceError(error);
      if (forcesLogout(failure.status)) {
        setLeaving(true);
        forcedLogout(failure);
        return;
      }
      setMessage({ status: failure.status, params: [...failure.params] });
    }
    setBusy(false);
  }

  return (
    <div className="screen password-screen">
      {mode === 'forced' && (
        <header className="password-head">
          <h1>{t('password-title')}</h1>
          <p>{t('password-forced-intro', { name: ownLoginId })}</p>
        </header>
      )}
      <main className="content">
        <PasswordForm
          fields={fields}
          onChange={setFields}
          targets={targets}
          ownAccount={ownAccount}
          busy={busy}
          message={message}
          onSubmit={() => void submit()}
        />
        {mode === 'forced' && (
          <Link to="/logout/" replace className="button button-quiet">
            {t('password-later')}
          </Link>
        )}
      </main>
    </div>
  );
}

export const ForcedPasswordScreen = () => <ChangePasswordScreen mode="forced" />;
export const NormalPasswordScreen = () => <ChangePasswordScreen mode="normal" />;

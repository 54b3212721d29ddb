// The login form (docs/product.md S2 "Login", S4 "Login outcomes"): pin, user name, password, and the
// proof-of-work challenge once the server wants it. Success goes to /home/, S106 to the forced password
// change, any refusal shows its localized status. One attempt at a time.
//
// The challenge (docs/api/auth.md "The challenge"): the refusal that makes it necessary says so
// (challenge_required), and the form shows it at once, solving itself while the user types. An E100 for
// an attempt that brought no challenge (the rule counts the address's failures too, so another user's
// may have made it necessary) is never shown as "Invalid captcha.": the form shows the challenge and,
// once it is solved, tries the same credentials again. A solution is spent by the attempt that sends it.
import { lazy, Suspense, useCallback, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useInjection } from '../../../app/container-context.tsx';
import { asServiceError } from '../../../core/domain/service-error.ts';
import { challengeRequiredBy } from '../../../core/domain/login-refusal.ts';
import { UseCases } from '../../../core/use-cases/use-cases.ts';
import type { Notice } from '../../components/shell/notice.ts';
import type { LoginChallenge } from '../../../core/ports/auth-service.ts';
import { enterApp } from './enter-app.ts';
import { SignInNotice } from './sign-in-notice.tsx';

const ChallengeWidget = lazy(() => import('./login-extras.ts').then((extras) => ({ default: extras.ChallengeWidget })));

interface Credentials {
  pin: string;
  username: string;
  password: string;
}

interface LoginFormProps {
  pin: string;
  onPinChange: (pin: string) => void;
  /** A message brought from another page (session ended, password changed), until the next attempt. */
  notice: Notice | null;
  /** The password was right and a two-factor code is needed (S107 / S108): the screen shows the code step. */
  onChallenge: (step: { pin: string; username: string; challenge: LoginChallenge }) => void;
}

export function LoginForm({ pin, onPinChange, notice, onChallenge }: LoginFormProps) {
  const { t } = useTranslation('login');
  const useCases = useInjection<UseCases>(UseCases);
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Notice | null>(notice);
  // The challenge on screen; `round` remounts the widget for a new one after each spent solution.
  const [challenge, setChallenge] = useState({ shown: false, round: 0 });
  const [solution, setSolution] = useState<string | null>(null);
  // The credentials an unannounced E100 interrupted: tried again as soon as the challenge is solved.
  const pendingRetry = useRef<Credentials | null>(null);
  const [retrying, setRetrying] = useState(false);

  const complete =
    pin.trim() !== '' && username.trim() !== '' && password !== '' && (!challenge.shown || solution !== null);

  const attempt = useCallback(
    async (credentials: Credentials, sent: string | null) => {
      setBusy(true);
      setMessage(null);
      try {
        const result = await useCases.login({ ...credentials, ...(sent === null ? {} : { captcha: sent }) });
        if (result.next === 'two-factor') {
          onChallenge({ pin: result.pin, username: result.username, challenge: result.challenge });
          return;
        }
        await enterApp(result, navigate);
      } catch (error) {
        const failure = asServiceError(error);
        const wanted = challengeRequiredBy(failure);
        if (sent !== null || wanted) {
          setSolution(null);
          setChallenge((previous) => ({
            shown: previous.shown || wanted,
            round: previous.round + (sent === null ? 0 : 1),
          }));
        }
        setBusy(false);
        if (failure.status === 'E100' && sent === null) {
          pendingRetry.current = credentials;
          setRetrying(true);
          return;
        }
        if (failure.status === 'E111') setPassword('');
        setMessage({ status: failure.status, params: [...failure.params] });
      }
    },
    [useCases, navigate, onChallenge],
  );

  const solved = useCallback(
    (payload: string | null) => {
      setSolution(payload);
      const retry = pendingRetry.current;
      if (payload === null || retry === null) return;
      pendingRetry.current = null;
      setRetrying(false);
      void attempt(retry, payload);
    },
    [attempt],
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || retrying || !complete) return;
    void attempt({ pin, username, password }, challenge.shown ? solution : null);
  }

  return (
    <form className="login-form card" onSubmit={submit} noValidate aria-busy={busy}>
      {message !== null && <SignInNotice notice={message} />}
      <label className="field">
        {t('pin')}
        <input
          value={pin}
          onChange={(e) => onPinChange(e.target.value)}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={16}
          inputMode="text"
        />
      </label>
      <label className="field">
        {t('username')}
        <input
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={64}
        />
      </label>
      <label className="field">
        {t('password')}
        <input
          type="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          autoComplete="current-password"
          maxLength={256}
        />
      </label>
      {challenge.shown && (
        <Suspense fallback={null}>
          <ChallengeWidget key={challenge.round} onSolved={solved} />
        </Suspense>
      )}
      <button type="submit" className="button" disabled={busy || retrying || !complete}>
        {busy || retrying ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}

// The login form (docs/product.md S2 "Login", §4 "Login outcomes"): pin, user name, password, and the
// captcha fields once the server asks for them (E100). Success goes to /home/, S106 to the forced
// password change, any refusal shows its localized status. One attempt at a time.
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useInjection } from '../../../app/container-context.tsx';
import { asServiceError } from '../../../core/domain/service-error.ts';
import { UseCases } from '../../../core/use-cases/use-cases.ts';
import type { Notice } from '../../components/shell/notice.ts';
import type { LoginChallenge } from '../../../core/ports/auth-service.ts';
import { CaptchaService, type Captcha } from '../../../core/ports/captcha-service.ts';
import { CaptchaField } from './captcha-field.tsx';
import { enterApp } from './enter-app.ts';
import { SignInNotice } from './sign-in-notice.tsx';

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
  const captchas = useInjection<CaptchaService>(CaptchaService);
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [captchaAnswer, setCaptchaAnswer] = useState('');
  const [askCaptcha, setAskCaptcha] = useState(false);

  // A captcha is single use: a new one for every attempt once the server wants them, and on request.
  const newCaptcha = useCallback(() => {
    setCaptchaAnswer('');
    captchas.next().then(setCaptcha, (error: unknown) => {
      const failure = asServiceError(error);
      setMessage({ status: failure.status, params: [...failure.params] });
    });
  }, [captchas]);

  const complete = pin.trim() !== '' && username.trim() !== '' && password !== '' && (!askCaptcha || (captcha !== null && captchaAnswer.trim() !== ''));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !complete) return;
    setBusy(true);
    setMessage(null);
    try {
      const result = await useCases.login({
        pin,
        username,
        password,
        ...(askCaptcha && captcha !== null ? { captchaKey: captcha.key, captcha: captchaAnswer.trim() } : {}),
      });
      if (result.next === 'two-factor') {
        onChallenge({ pin: result.pin, username: result.username, challenge: result.challenge });
        return;
      }
      await enterApp(result, navigate);
    } catch (error) {
      const failure = asServiceError(error);
      if (failure.status === 'E100') setAskCaptcha(true);
      if (failure.status === 'E100' || askCaptcha) newCaptcha();
      if (failure.status === 'E111') setPassword('');
      setMessage({ status: failure.status, params: [...failure.params] });
      setBusy(false);
    }
  }

  return (
    <form className="login-form card" onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
      {message !== null && <SignInNotice notice={message} />}
      <label className="field">
        {t('pin')}
        <input value={pin} onChange={(e) => onPinChange(e.target.value)} autoComplete="off" autoCapitalize="off" spellCheck={false} maxLength={16} inputMode="text" />
      </label>
      <label className="field">
        {t('username')}
        <input value={username} onChange={(e) => setUsername(e.target.value)} autoComplete="username" autoCapitalize="off" spellCheck={false} maxLength={64} />
      </label>
      <label className="field">
        {t('password')}
        <input type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" maxLength={256} />
      </label>
      {askCaptcha && <CaptchaField captcha={captcha} answer={captchaAnswer} onAnswer={setCaptchaAnswer} onRefresh={newCaptcha} busy={busy} />}
      <button type="submit" className="button" disabled={busy || !complete}>
        {busy ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}

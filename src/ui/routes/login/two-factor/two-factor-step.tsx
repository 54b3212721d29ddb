// The code step of a login, loaded only when the server asks for it (S107 / S108), so the
// login's first download does not carry the QR encoder. S108: the QR and the key to scan, then the first
// code confirms them. S107: the code. A stale, spent or locked challenge sends the user back to the form.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useInjection } from '../../../../app/container-context.tsx';
import { asServiceError } from '../../../../core/domain/service-error.ts';
import type { LoginChallenge } from '../../../../core/ports/auth-service.ts';
import { TwoFactorUseCases } from '../../../../core/use-cases/two-factor.ts';
import type { Notice } from '../../../components/shell/notice.ts';
import { StatusNotice } from '../../../components/shell/status-notice.tsx';
import { enterApp } from '../enter-app.ts';
import { challengeEnded, codeComplete, codeOf, qrDrawing, secretGroups } from './two-factor-view.ts';
import './two-factor.css';

export interface TwoFactorStepProps {
  pin: string;
  username: string;
  challenge: LoginChallenge;
  /** Back to the password form, with a message when the challenge ended. */
  onBack: (notice: Notice | null) => void;
}

export default function TwoFactorStep({ pin, username, challenge, onBack }: TwoFactorStepProps) {
  const { t } = useTranslation('two-factor');
  const twoFactor = useInjection<TwoFactorUseCases>(TwoFactorUseCases);
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [wrong, setWrong] = useState<Notice | null>(null);
  const enrolment = challenge.enrolment;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !codeComplete(code)) return;
    setBusy(true);
    setWrong(null);
    try {
      await enterApp(
        await twoFactor.completeLogin({ pin, username, challenge: challenge.challenge, code: codeOf(code) }),
        navigate,
      );
    } catch (error) {
      const failure = asServiceError(error);
      if (challengeEnded(failure.status)) {
        onBack({ status: failure.status, params: [...failure.params] });
        return;
      }
      setWrong({ status: failure.status, params: [...failure.params] });
      setCode('');
      setBusy(false);
    }
  }

  return (
    <form className="two-factor card" onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
      <h2>{enrolment ? t('enrol-title') : t('code-title')}</h2>
      <p>{enrolment ? t('enrol-intro') : t('code-intro')}</p>
      {enrolment && <Enrolment secret={enrolment.secret} uri={enrolment.uri} />}
      {wrong !== null &&
        (wrong.status === 'E111' ? (
          <p className="notice notice-bad" role="alert" data-testid="two-factor-message">
            {t('wrong-code')}
          </p>
        ) : (
          <StatusNotice notice={wrong} testId="two-factor-message" />
        ))}
      <label className="field">
        {t('code')}
        <input
          value={code}
          onChange={(e) => setCode(e.target.value)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={8}
          autoFocus
          data-testid="two-factor-code"
        />
      </label>
      <button type="submit" className="button" disabled={busy || !codeComplete(code)}>
        {busy ? t('submitting') : t('submit')}
      </button>
      <button type="button" className="button button-quiet" onClick={() => onBack(null)} disabled={busy}>
        {t('back')}
      </button>
    </form>
  );
}

function Enrolment({ secret, uri }: { secret: string; uri: string }) {
  const { t } = useTranslation('two-factor');
  const qr = qrDrawing(uri);
  return (
    <div className="two-factor-enrol">
      <svg
        className="two-factor-qr"
        viewBox={`0 0 ${qr.size} ${qr.size}`}
        role="img"
        aria-label={t('qr-label')}
        shapeRendering="crispEdges"
      >
        <rect width={qr.size} height={qr.size} fill="#fff" />
        <path d={qr.path} fill="#000" />
      </svg>
      <p className="two-factor-key">
        {t('key-label')}{' '}
        <code data-testid="two-factor-secret" data-secret={secret}>
          {secretGroups(secret)}
        </code>
      </p>
    </div>
  );
}

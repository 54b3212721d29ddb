// Turning two-factor codes off — one's own, or (an agent) a downline's — with a fresh code of the caller's
// own authenticator app when it has one (docs/api/two-factor.md): a stolen session alone cannot drop a
// second factor. A missing or wrong code is said at the code field; other refusals (E106 …) go up.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../../../../app/container-context.tsx';
import { asServiceError } from '../../../../core/domain/service-error.ts';
import type { TwoFactorState } from '../../../../core/ports/two-factor-service.ts';
import { TwoFactorUseCases } from '../../../../core/use-cases/two-factor.ts';
import { statusText } from '../../../i18n/status-text.ts';

interface Props {
  /** The caller's own codes are set up: it proves itself with one. */
  needsCode: boolean;
  /** A downline's login name; the caller's own codes when absent. */
  userId?: string;
  onDone: (state: TwoFactorState) => void;
  onFailure: (error: unknown) => void;
}

export function TurnOffCodes({ needsCode, userId, onDone, onFailure }: Props) {
  const { t } = useTranslation('two-factor');
  const { t: tm } = useTranslation();
  const twoFactor = useInjection<TwoFactorUseCases>(TwoFactorUseCases);
  const [code, setCode] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = `off-code-${userId ?? 'own'}`;

  async function turnOff() {
    setRefusal(null);
    if (needsCode && code.trim() === '') {
      setRefusal(statusText(tm, 'V104', [t('off-code')]));
      return;
    }
    setBusy(true);
    try {
      onDone(await twoFactor.turnOff(needsCode ? code : '', userId));
      setCode('');
    } catch (error) {
      const failure = asServiceError(error);
      if (failure.status === 'E111') setRefusal(t('wrong-code'));
      else if (failure.status === 'V104') setRefusal(statusText(tm, 'V104', [t('off-code')]));
      else onFailure(error);
    }
    setBusy(false);
  }

  return (
    <form
      className="security-off"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void turnOff();
      }}
    >
      {needsCode && (
        <label className="field">
          {t('off-code')}
          <input
            value={code}
            onChange={(event) => setCode(event.target.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            aria-invalid={refusal ? true : undefined}
            aria-describedby={refusal ? `${id}-error` : undefined}
            data-testid={id}
          />
          {refusal && (
            <span className="bo-field-error" id={`${id}-error`} role="alert">
              {refusal}
            </span>
          )}
        </label>
      )}
      {!needsCode && refusal && (
        <p className="bo-field-error" role="alert">
          {refusal}
        </p>
      )}
      <button type="submit" className="button button-quiet" disabled={busy}>
        {busy ? t('turning-off') : t('turn-off')}
      </button>
    </form>
  );
}

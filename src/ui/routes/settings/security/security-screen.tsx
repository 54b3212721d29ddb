// /settings/security/: the account's two-factor codes — their state, and turning them on (the
// next login then shows the QR, S108), and off with a fresh code from the authenticator app (a stolen
// session alone must not drop the second factor). An agent also resets a downline's codes here (the
// downline scans a new QR at its next login) or turns them off, with its own code when it has codes.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useInjection } from '../../../../app/container-context.tsx';
import { asServiceError, forcesLogout } from '../../../../core/domain/service-error.ts';
import type { TwoFactorState } from '../../../../core/ports/two-factor-service.ts';
import { TwoFactorUseCases } from '../../../../core/use-cases/two-factor.ts';
import type { Notice } from '../../../components/shell/notice.ts';
import { StatusNotice } from '../../../components/shell/status-notice.tsx';
import { useForcedLogout } from '../../../components/shell/use-forced-logout.ts';
import { sessionState } from '../../../state/session-state.ts';
import { DownlineReset } from './downline-reset.tsx';
import { TurnOffCodes } from './turn-off.tsx';
import { resetTargets, twoFactorShown } from './security-view.ts';
import './security.css';

export function SecurityScreen() {
  const { t } = useTranslation('two-factor');
  const twoFactor = useInjection<TwoFactorUseCases>(TwoFactorUseCases);
  const forcedLogout = useForcedLogout();
  const { session, loginData } = useSnapshot(sessionState);
  const [state, setState] = useState<TwoFactorState | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Notice | null>(null);
  const downline = resetTargets(loginData, session?.LoginId ?? '');

  const fail = (error: unknown) => {
    const failure = asServiceError(error);
    if (!forcesLogout(failure.status) || !forcedLogout(failure)) setMessage({ status: failure.status, params: [...failure.params] });
  };

  useEffect(() => {
    let live = true;
    twoFactor.state().then((loaded) => live && setState(loaded), (error: unknown) => live && fail(error));
    return () => {
      live = false;
    };
    // Loaded once per visit; fail only reads stable hooks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [twoFactor]);

  async function turnOn() {
    setBusy(true);
    setMessage(null);
    try {
      setState(await twoFactor.turnOn());
    } catch (error) {
      fail(error);
    }
    setBusy(false);
  }

  const shown = state === null ? null : twoFactorShown(state);
  return (
    <div className="screen security-screen">
      <main className="content">
        <section className="card security-card" aria-labelledby="security-title">
          <h1 id="security-title">{t('security-title')}</h1>
          <p>{t('security-intro')}</p>
          {message !== null && <StatusNotice notice={message} testId="security-message" />}
          <p className={`security-state security-${shown ?? 'loading'}`} role="status" data-testid="two-factor-state">
            {shown === null ? t('loading') : t(`state-${shown}`)}
          </p>
          {shown === 'off' && (
            <button type="button" className="button" onClick={() => void turnOn()} disabled={busy}>
              {busy ? t('turning-on') : t('turn-on')}
            </button>
          )}
          {shown === 'on' && (
            <>
              <p>{t('off-intro-own')}</p>
              <TurnOffCodes needsCode onDone={(now) => { setMessage(null); setState(now); }} onFailure={fail} />
            </>
          )}
        </section>
        {downline.length > 0 && <DownlineReset targets={downline} ownCodes={shown === 'on'} onFailure={fail} />}
      </main>
    </div>
  );
}

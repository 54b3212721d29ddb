// /settings/security/: the account's two-factor codes — their state, and turning them on (the
// next login then shows the QR, S108), and off with a fresh code from the authenticator app (a stolen
// session alone must not drop the second factor). An agent also resets a downline's codes here (the
// downline scans a new QR at its next login) or turns them off, with its own code when it has codes.
import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useInjection } from '../../../../app/container-context.tsx';
import { asServiceError, forcesLogout } from '../../../../core/domain/service-error.ts';
import { TwoFactorService, type TwoFactorState } from '../../../../core/ports/two-factor-service.ts';
import type { Notice } from '../../../components/shell/notice.ts';
import { StatusNotice } from '../../../components/shell/status-notice.tsx';
import { useForcedLogout } from '../../../components/shell/use-forced-logout.ts';
import { sessionState } from '../../../state/session-state.ts';
import { withQueries } from '../../../query/with-queries.tsx';
import { DownlineReset } from './downline-reset.tsx';
import { TurnOffCodes } from './turn-off.tsx';
import { resetTargets, twoFactorShown } from './security-view.ts';
import './security.css';

export const SecurityScreen = withQueries(SecurityScreenView);

function SecurityScreenView() {
  const { t } = useTranslation('two-factor');
  const twoFactor = useInjection<TwoFactorService>(TwoFactorService);
  const forcedLogout = useForcedLogout();
  const queryClient = useQueryClient();
  const { session, loginData } = useSnapshot(sessionState);
  const [message, setMessage] = useState<Notice | null>(null);
  const downline = resetTargets(loginData, session?.LoginId ?? '');
  // The account's code state, read once per visit (and per account: the login id is in the key).
  const stateKey = ['two-factor-state', session?.LoginId ?? null];
  const loaded = useQuery({ queryKey: stateKey, queryFn: () => twoFactor.state(), staleTime: 0 });
  const state = loaded.data ?? null;
  const setState = (now: TwoFactorState) => queryClient.setQueryData(stateKey, now);

  const fail = (error: unknown) => {
    const failure = asServiceError(error);
    if (!forcesLogout(failure.status) || !forcedLogout(failure))
      setMessage({ status: failure.status, params: [...failure.params] });
  };
  // A failed read: a status that ends the session goes to the forced logout, any other is shown.
  useEffect(() => {
    if (loaded.error !== null) forcedLogout(asServiceError(loaded.error));
  }, [loaded.error, forcedLogout]);
  const loadFailure = loaded.error === null ? null : asServiceError(loaded.error);
  const shownMessage =
    message ??
    (loadFailure !== null && !forcesLogout(loadFailure.status)
      ? { status: loadFailure.status, params: [...loadFailure.params] }
      : null);

  const turnOn = useMutation({
    mutationFn: () => twoFactor.setRequired(true),
    onMutate: () => setMessage(null),
    onSuccess: setState,
    onError: fail,
  });
  const busy = turnOn.isPending;

  const shown = state === null ? null : twoFactorShown(state);
  return (
    <div className="screen security-screen">
      <main className="content">
        <section className="card security-card" aria-labelledby="security-title">
          <h1 id="security-title">{t('security-title')}</h1>
          <p>{t('security-intro')}</p>
          {shownMessage !== null && <StatusNotice notice={shownMessage} testId="security-message" />}
          <p className={`security-state security-${shown ?? 'loading'}`} role="status" data-testid="two-factor-state">
            {shown === null ? t('loading') : t(`state-${shown}`)}
          </p>
          {shown === 'off' && (
            <button type="button" className="button" onClick={() => turnOn.mutate()} disabled={busy}>
              {busy ? t('turning-on') : t('turn-on')}
            </button>
          )}
          {shown === 'on' && (
            <>
              <p>{t('off-intro-own')}</p>
              <TurnOffCodes
                needsCode
                onDone={(now) => {
                  setMessage(null);
                  setState(now);
                }}
                onFailure={fail}
              />
            </>
          )}
        </section>
        {downline.length > 0 && <DownlineReset targets={downline} ownCodes={shown === 'on'} onFailure={fail} />}
      </main>
    </div>
  );
}

// /logout/ (docs/product.md S2, S4 "Clearing the session"): ends the session on the server when it can,
// forgets it here, empties the user's state (the ping stopped when the guarded pages went away) and shows
// the logout text with a way back to /login/. No navbar.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useInjection } from '../../../app/container-context.tsx';
import { UseCases } from '../../../core/use-cases/use-cases.ts';
import { sessionActions } from '../../state/session-state.ts';
import { MyNumbersService } from '../../../core/ports/my-numbers-service.ts';
import { PushSubscriber } from '../../../core/ports/push-subscriber.ts';
import { endWinAlerts } from '../../components/my-numbers/win-alerts.ts';
import '../../components/shell/shell.css';
import './logout.css';

export function LogoutScreen() {
  const { t } = useTranslation('shell');
  const useCases = useInjection<UseCases>(UseCases);
  const numbers = useInjection<MyNumbersService>(MyNumbersService);
  const push = useInjection<PushSubscriber>(PushSubscriber);
  const [done, setDone] = useState(false);

  useEffect(() => {
    let live = true;
    // This browser's win alerts end first, while the session can still tell the server; logout() never
    // rejects (it forgets the session whatever the server says).
    void endWinAlerts(push, numbers).finally(() =>
      useCases.logout().finally(() => {
        sessionActions.cleared();
        if (live) setDone(true);
      }),
    );
    return () => {
      live = false;
    };
  }, [useCases, push, numbers]);

  return (
    <div className="screen logout-screen">
      <main className="content">
        {done ? (
          <>
            <h1>{t('logout-done')}</h1>
            <p>{t('logout-thanks')}</p>
            <Link to="/login/" replace className="button">
              {t('logout-login-again')}
            </Link>
          </>
        ) : (
          <p role="status">{t('logout-progress')}</p>
        )}
      </main>
    </div>
  );
}

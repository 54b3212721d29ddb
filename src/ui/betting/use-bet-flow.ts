// What a bet screen's flow needs from the app, shared by the sheet and the forms: the use-cases, the logged-in
// account, and the forced logout (docs/product.md S8: the message, then /login/ with history cleared).
// Null while no one is logged in.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useInjection } from '../../app/container-context.tsx';
import type { ServiceError } from '../../core/domain/service-error.ts';
import { AccountService } from '../../core/ports/account-service.ts';
import { UseCases } from '../../core/use-cases/use-cases.ts';
import { statusText } from '../i18n/status-text.ts';
import { sessionActions, sessionState } from '../state/session-state.ts';

export interface Flow {
  useCases: UseCases;
  /** The balance after a bet is read from the port itself: a read with no rule of its own. */
  accounts: AccountService;
  loginId: string;
  forcedLogout: (error: ServiceError) => void;
}

export function useBetFlow(): Flow | null {
  const useCases = useInjection<UseCases>(UseCases);
  const accounts = useInjection<AccountService>(AccountService);
  const navigate = useNavigate();
  const { t } = useTranslation();
  const loginId = useSnapshot(sessionState).session?.LoginId ?? null;
  return useMemo<Flow | null>(() => {
    if (loginId === null) return null;
    const forcedLogout = (error: ServiceError) => {
      globalThis.alert?.(statusText(t, error.status, error.params));
      void useCases.logout().finally(() => {
        sessionActions.cleared();
        navigate('/login/', { replace: true });
      });
    };
    return { useCases, accounts, loginId, forcedLogout };
  }, [useCases, accounts, loginId, navigate, t]);
}

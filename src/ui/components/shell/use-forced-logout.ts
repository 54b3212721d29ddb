// docs/product.md S8 "Handling": maintenance, session lost, signed in elsewhere, status changed, suspended,
// invalid user and a blocked location end the session: the app shows the message and goes to /login/ with
// history cleared. Any screen whose call fails hands the error here; false means "not one of those, show
// it yourself".
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useInjection } from '../../../app/container-context.tsx';
import { forcesLogout, type ServiceError } from '../../../core/domain/service-error.ts';
import { UseCases } from '../../../core/use-cases/use-cases.ts';
import { sessionActions } from '../../state/session-state.ts';
import { noticeState } from './notice.ts';

export function useLogoutWith(): (status: string, params?: readonly (string | number)[]) => Promise<void> {
  const useCases = useInjection<UseCases>(UseCases);
  const navigate = useNavigate();
  return useCallback(
    async (status, params = []) => {
      // The server may already have ended the session; logout forgets it here either way.
      await useCases.logout();
      // Navigate before clearing: a screen that redirects when the session goes would otherwise get to
      // /login/ first, without the message.
      await navigate('/login/', { replace: true, state: noticeState(status, params) });
      sessionActions.cleared();
    },
    [useCases, navigate],
  );
}

export function useForcedLogout(): (error: ServiceError) => boolean {
  const logoutWith = useLogoutWith();
  return useCallback(
    (error) => {
      if (!forcesLogout(error.status)) return false;
      void logoutWith(error.status, error.params);
      return true;
    },
    [logoutWith],
  );
}

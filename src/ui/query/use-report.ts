// One server read per key (a date, a draw) through the app's query cache: its answer or its error, for the
// key asked now, so a new key shows "loading" at once and a key seen before shows its answer while it
// refreshes. The cache is per account (the login id is part of the key). A status that ends the session goes
// to the forced logout (docs/product.md S8 "Handling"); the rest is for the screen to show.
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { asServiceError, forcesLogout, type ServiceError } from '../../core/domain/service-error.ts';
import { useForcedLogout } from '../components/shell/use-forced-logout.ts';
import { sessionState } from '../state/session-state.ts';

export interface Loaded<T> {
  data: T | null;
  error: ServiceError | null;
}

export function useReport<T>(key: string, load: () => Promise<T>): Loaded<T> {
  const forcedLogout = useForcedLogout();
  const loginId = useSnapshot(sessionState).session?.LoginId ?? null;
  const { data, error: failure } = useQuery({ queryKey: ['report', loginId, key], queryFn: load });
  useEffect(() => {
    if (failure !== null) forcedLogout(asServiceError(failure));
  }, [failure, forcedLogout]);
  const error = failure === null ? null : asServiceError(failure);
  // A status that ends the session is the forced logout's to show, not the screen's.
  return { data: data ?? null, error: error !== null && forcesLogout(error.status) ? null : error };
}

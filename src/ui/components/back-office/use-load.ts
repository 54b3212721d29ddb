// Loading a screen's data from the back office: the value, or the failure as a notice (a failure that ends
// the session logs out instead, docs/product.md S8). `key` says what is asked for (a player, a filter): a
// new key loads again; `reload` asks again for the same (after a save).
import { useCallback, useEffect, useRef, useState } from 'react';
import { asServiceError } from '../../../core/domain/service-error.ts';
import type { Notice } from '../shell/notice.ts';
import { useForcedLogout } from '../shell/use-forced-logout.ts';

export type Load<T> = { state: 'loading' } | { state: 'done'; value: T } | { state: 'failed'; notice: Notice };

const LOADING = { state: 'loading' } as const;

export function useLoad<T>(load: () => Promise<T>, key: string): { result: Load<T>; reload: () => void } {
  const forcedLogout = useForcedLogout();
  const [round, setRound] = useState(0);
  const [settled, setSettled] = useState<{ token: string; result: Load<T> } | null>(null);
  // `load` is a new closure every render: the latest one is used when the key or round changes.
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const token = `${round}:${key}`;

  useEffect(() => {
    let live = true;
    loadRef.current().then(
      (value) => live && setSettled({ token, result: { state: 'done', value } }),
      (error: unknown) => {
        if (!live) return;
        const failure = asServiceError(error);
        if (forcedLogout(failure)) return;
        setSettled({
          token,
          result: { state: 'failed', notice: { status: failure.status, params: [...failure.params] } },
        });
      },
    );
    return () => {
      live = false;
    };
  }, [token, forcedLogout]);

  return {
    result: settled?.token === token ? settled.result : LOADING,
    reload: useCallback(() => setRound((value) => value + 1), []),
  };
}

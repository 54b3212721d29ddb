// One server read per key (a date, a draw): its answer or its error, kept with the key it belongs to, so a
// new key shows "loading" at once without clearing state inside the effect. A status that ends the
// session goes to the forced logout (docs/product.md S8 "Handling"); the rest is for the screen to show.
import { useEffect, useState } from 'react';
import { asServiceError, type ServiceError } from '../../core/domain/service-error.ts';
import { useForcedLogout } from '../components/shell/use-forced-logout.ts';

export interface Loaded<T> {
  data: T | null;
  error: ServiceError | null;
}

export function useReport<T>(key: string, load: () => Promise<T>): Loaded<T> {
  const forcedLogout = useForcedLogout();
  const [held, setHeld] = useState<Loaded<T> & { key: string | null }>({ key: null, data: null, error: null });
  useEffect(() => {
    let live = true;
    load().then(
      (data) => {
        if (live) setHeld({ key, data, error: null });
      },
      (failure: unknown) => {
        const error = asServiceError(failure);
        if (live && !forcedLogout(error)) setHeld({ key, data: null, error });
      },
    );
    return () => {
      live = false;
    };
    // `load` is a new closure every render; the key says when it asks for something else.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, forcedLogout]);
  return held.key === key ? held : { data: null, error: null };
}

// Changes some of the address's query parameters, merged into the address as it is at the moment of the
// change, not as this render saw it. The router renders a navigation in a transition, so on a slow phone a
// second tap can run the handler of the render before the first tap's: two quick changes (the 3 pm draw,
// then a date) would each start from the same old parameters, and the second would drop the first.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/** A value to set; null, undefined or '' takes the parameter out. */
export type ParamChanges = Readonly<Record<string, string | null | undefined>>;

/** The query string `search` with `changes` applied, the other parameters kept in their order. */
export function withParamChanges(search: string, changes: ParamChanges): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === '') next.delete(name);
    else next.set(name, value);
  }
  return next;
}

/** A function that applies changes to the address's current query (a new history entry unless `replace`). */
export function useSearchParamChange(): (changes: ParamChanges, options?: { replace?: boolean }) => void {
  const navigate = useNavigate();
  return useCallback(
    (changes, options) => {
      // The browser's address is written at once by the router's history; its rendered location may lag.
      void navigate(`?${withParamChanges(window.location.search, changes).toString()}`, options);
    },
    [navigate],
  );
}

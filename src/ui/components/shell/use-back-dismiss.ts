// A sheet that the phone's Back closes: opening it adds a history entry at the same address (a copy of the
// router's own entry, so the router sees no new location), and Back pops it, which closes the sheet
// instead of leaving the page. Closing it any other way (Escape, the close button, a tap outside) takes
// that entry back off, so the history is what it was before the sheet opened. A link inside the sheet
// navigates with `replace`: it takes the sheet's entry's place, and Back from there returns to the page.
import { useCallback, useEffect, useRef } from 'react';

const MARK = 'sheetOpen';

const isSheetEntry = (state: unknown): boolean => typeof state === 'object' && state !== null && MARK in state;

/** Call while the sheet is mounted; use the returned `close` for every way of closing but a link's. */
export function useBackDismiss(onClose: () => void): { close: () => void } {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const base = (window.history.state ?? {}) as Record<string, unknown>;
    if (!isSheetEntry(base)) window.history.pushState({ ...base, [MARK]: true }, '');
    const onPop = () => {
      if (!isSheetEntry(window.history.state)) onCloseRef.current();
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const close = useCallback(() => {
    // Back pops the sheet's entry; the popstate listener then closes the sheet.
    if (isSheetEntry(window.history.state)) window.history.back();
    else onCloseRef.current();
  }, []);
  return { close };
}

// The receipt dialog as the screens that bet use it: its chunk (the dialog, its stylesheet, sharing and
// pictures) is not part of the screen's first download, where every file is one more request before the
// form's first paint on a slow link, but fetched once the page is idle, long before a bet can be answered.
// Should a receipt come first (a pending bet resolved on arrival), it shows once its chunk is in.
import { Suspense, useEffect } from 'react';
import { preloadableLazy } from '../../preloadable-lazy.ts';
import { whenIdle } from '../../when-idle.ts';
import type { ReceiptDialogProps } from './receipt-dialog.tsx';

const dialog = preloadableLazy(
  () => import('./receipt-dialog.tsx'),
  (module) => module.ReceiptDialog,
);

export function LazyReceiptDialog(props: ReceiptDialogProps) {
  return (
    <Suspense fallback={null}>
      <dialog.Component {...props} />
    </Suspense>
  );
}

/** Fetches the dialog's chunk at the page's first idle moment. */
export function usePreloadedReceiptDialog(): void {
  useEffect(() => whenIdle(() => void dialog.preload()), []);
}

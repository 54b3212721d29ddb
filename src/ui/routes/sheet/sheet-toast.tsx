// Short confirmations on the sheet screen ("Sheet copied", "Copy not available"): one at a time, gone after
// TOAST_MS (docs/product.md S9: toast 2 s), announced politely to screen readers.
import { useSnapshot } from 'valtio';
import { toastState } from './toast-state.ts';

export function SheetToast() {
  const { message } = useSnapshot(toastState);
  return (
    <div className="sheet-toast" role="status" aria-live="polite">
      {message !== null && <p>{message}</p>}
    </div>
  );
}

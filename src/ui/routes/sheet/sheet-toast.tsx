// Short confirmations on the sheet screen ("Sheet copied", "Copy not available"): one at a time, gone after
// TOAST_MS (docs/product.md S9: toast 2 s), announced politely to screen readers.
import { proxy, useSnapshot } from 'valtio';

export const TOAST_MS = 2000;

const toastState = proxy<{ message: string | null }>({ message: null });
let timer: ReturnType<typeof setTimeout> | undefined;

export function showToast(message: string): void {
  clearTimeout(timer);
  toastState.message = message;
  timer = setTimeout(() => {
    toastState.message = null;
  }, TOAST_MS);
}

export function SheetToast() {
  const { message } = useSnapshot(toastState);
  return (
    <div className="sheet-toast" role="status" aria-live="polite">
      {message !== null && <p>{message}</p>}
    </div>
  );
}

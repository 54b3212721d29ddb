// The sheet's toast (valtio): the message shown, one at a time, gone after TOAST_MS (docs/product.md S9:
// toast 2 s). showToast is its one action: a new message replaces the one shown and restarts the timer.
import { proxy } from 'valtio';

export const TOAST_MS = 2000;

export const toastState = proxy<{ message: string | null }>({ message: null });
let timer: ReturnType<typeof setTimeout> | undefined;

export function showToast(message: string): void {
  clearTimeout(timer);
  toastState.message = message;
  timer = setTimeout(() => {
    toastState.message = null;
  }, TOAST_MS);
}

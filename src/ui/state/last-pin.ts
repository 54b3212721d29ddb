// The pin of the last successful login on this device. The login screen offers it instead of the
// default pin, so a player of another brand does not type the site's pin every time. Only the pin: the
// user name and password are never kept.
import { DEFAULT_PIN } from '../../core/domain/session.ts';

const STORAGE_KEY = 'lastPin';
const PIN = /^[0-9A-Za-z]{1,16}$/;

export function lastPin(): string {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return stored !== null && PIN.test(stored) ? stored : DEFAULT_PIN;
  } catch {
    return DEFAULT_PIN;
  }
}

export function rememberPin(pin: string): void {
  try {
    if (PIN.test(pin)) localStorage.setItem(STORAGE_KEY, pin);
  } catch {
    // Storage refused: the default pin shows next time.
  }
}

export const isPin = (value: string): boolean => PIN.test(value);

// What the code step shows and allows, as pure functions (tests/ui/login/two-factor-view.test.ts).
import { encode } from 'uqr';

/** A code is 6 digits; spaces a user types (or an app copies: "123 456") do not count. */
export function codeOf(typed: string): string {
  return typed.replace(/\s+/g, '');
}

export function codeComplete(typed: string): boolean {
  return /^\d{6}$/.test(codeOf(typed));
}

/** The key in groups of 4, easier to read and to type into an authenticator app by hand. */
export function secretGroups(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/** After which refusals the challenge is gone and only a new login helps (stale, locked…). */
export function challengeEnded(status: string): boolean {
  return status !== 'E111' && status !== 'E101';
}

export interface QrDrawing {
  /** Modules per side, the quiet border included. */
  size: number;
  /** One SVG path of every dark module (1×1 squares). */
  path: string;
}

/** The QR of a text as one SVG path: drawn by React, no markup injected. */
export function qrDrawing(text: string): QrDrawing {
  const { size, data } = encode(text, { border: 2, ecc: 'M' });
  const squares: string[] = [];
  data.forEach((row, y) => row.forEach((dark, x) => dark && squares.push(`M${x} ${y}h1v1h-1z`)));
  return { size, path: squares.join('') };
}

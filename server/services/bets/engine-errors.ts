// Engine error codes (i18n keys) → the catalogue's status codes for the bet answer (E121–E127,
// E130, E143). The answer also carries the engine's own errors, so the app can put each on its line.
import type { StatusCode } from '../../../contract/envelope.ts';
import type { SheetError } from '../../../src/core/engine/index.ts';

const STATUS_OF: Readonly<Record<string, StatusCode>> = {
  'bet-nodate': 'E121',
  'bet-only3date': 'E121',
  'bet-only1date': 'E121',
  'bet1-nodrawtype': 'E122',
  'bet-blockedmarker': 'E122',
  'bet1-nobet': 'E123',
  'bet1-toomanybet': 'E143',
  'bet1-toomanyr': 'E126',
  'bet2-minbet': 'E124',
  // Over the site's own ticket cap (ticket-cap.ts), below the engine's 10,000.
  'bet-ticketcap': 'E143',
};

/** The status of a refused sheet: that of its first error. */
export function statusOfSheetErrors(errors: readonly SheetError[]): {
  status: StatusCode;
  params?: readonly (string | number)[];
} {
  const first = errors[0];
  if (!first) return { status: 'E123' };
  // The engine's other codes are the catalogue's i18n keys ('status-E145'): the code is the rest.
  const status = STATUS_OF[first.code] ?? (first.code.replace(/^status-/, '') as StatusCode);
  return first.params ? { status, params: first.params } : { status };
}

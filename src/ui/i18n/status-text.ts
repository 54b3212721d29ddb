// A catalogue status as text (docs/product.md S8: `status-{code}` in the default namespace, params as
// {{0}}, {{1}}). A code without a message shows the generic network text (status-E101), never a raw key.
import type { TFunction } from 'i18next';
import { OFFLINE_PARAM, asServiceError } from '../../core/domain/service-error.ts';
import { isMessageKey } from './i18n.ts';

export const FALLBACK_STATUS = 'E101';

/**
 * The catalogue key a status with its params reads as. The server's E124 carries the currency minimum when
 * that is what the amount missed: the catalogue's E124-2 says so ("the minimum bet is {0}"); a bare E124 is
 * the plain "invalid amount". Likewise E143 and E140 with a parameter are a player's per-user limit (tickets,
 * stake per draw day), not the sheet's own size limits. A login's E131 names the account's status (a
 * suspended or blocked user is told to contact their agent), and an E106 that wrong two-factor codes caused
 * says codes, not passwords. S100 after one's own password change says to log in with the new password. An
 * E101 without an answer while the device is offline says that the call needs a connection.
 */
export function statusKey(status: string, params: readonly (string | number)[] = []): string {
  if (params.length > 0 && (status === 'E124' || status === 'E143' || status === 'E140')) return `status-${status}-2`;
  if (status === 'E131' && (params[0] === 'suspended' || params[0] === 'blocked')) return `status-E131-${params[0]}`;
  if (status === 'E106' && params[1] === 'codes') return 'status-E106-codes';
  // No answer while the device knows it is offline (api-client.ts): say so, not "something went wrong".
  if (status === 'E101' && params[0] === OFFLINE_PARAM) return 'status-E101-offline';
  // One's own password changed: the session ended, and the login page says to log in with the new one.
  if (status === 'S100' && params[0] === 'password') return 'status-S100-password';
  return `status-${status}`;
}

export function statusText(t: TFunction, status: string, params: readonly (string | number)[] = []): string {
  const key = statusKey(status, params);
  const args = Object.fromEntries(params.map((param, index) => [String(index), param]));
  if (isMessageKey(key)) return t(key, args);
  const fallback = `status-${FALLBACK_STATUS}`;
  return isMessageKey(fallback) ? t(fallback) : status;
}

/** What a failed call says: its status with its params, so no screen shows the status without them. */
export function failureText(t: TFunction, error: unknown): string {
  const { status, params } = asServiceError(error);
  return statusText(t, status, params);
}

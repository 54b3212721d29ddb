// A catalogue status as text (docs/product.md S8: `status-{code}` in the default namespace, params as
// {{0}}, {{1}}). A code without a message shows the generic network text (status-E101), never a raw key.
import type { TFunction } from 'i18next';
import { isMessageKey } from './i18n.ts';

export const FALLBACK_STATUS = 'E101';

export function statusText(t: TFunction, status: string, params: readonly (string | number)[] = []): string {
  // The server's E124 carries the currency minimum when that is what the amount missed: the catalogue's
  // E124-2 says so ("the minimum bet is {0}"); a bare E124 is the plain "invalid amount".
  // Likewise E143 and E140 with a parameter are a player's per-user limit (tickets, stake per draw day),
  // not the sheet's own size limits.
  const code = params.length > 0 && (status === 'E124' || status === 'E143' || status === 'E140') ? `${status}-2` : status;
  const key = `status-${code}`;
  const args = Object.fromEntries(params.map((param, index) => [String(index), param]));
  if (isMessageKey(key)) return t(key, args);
  const fallback = `status-${FALLBACK_STATUS}`;
  return isMessageKey(fallback) ? t(fallback) : status;
}

// A catalogue status as text (docs/product.md S8: `status-{code}` in the default namespace, params as
// {{0}}, {{1}}). A code without a message shows the generic network text (status-E101), never a raw key.
import type { TFunction } from 'i18next';
import { isMessageKey } from './i18n.ts';

export const FALLBACK_STATUS = 'E101';

export function statusText(t: TFunction, status: string, params: readonly (string | number)[] = []): string {
  // The server's E124 carries the currency minimum when that is what the amount missed: the catalogue's
  // E124-2 says so ("the minimum bet is {0}"); a bare E124 is the plain "invalid amount".
  const code = status === 'E124' && params.length > 0 ? 'E124-2' : status;
  const key = `status-${code}`;
  const args = Object.fromEntries(params.map((param, index) => [String(index), param]));
  if (isMessageKey(key)) return t(key, args);
  const fallback = `status-${FALLBACK_STATUS}`;
  return isMessageKey(fallback) ? t(fallback) : status;
}

// The wire's jackpots (GetJackpot's items, and GetPayout's `jackpots`: MYR units) as the domain's, in MYR
// cents. A missing list is none; a malformed amount is a malformed answer (E101).
import type { JackpotItem } from '../../../contract/results.ts';
import type { Jackpot } from '../../core/domain/jackpot.ts';
import { wireCents } from './wire-money.ts';

export function jackpotsOf(items: readonly JackpotItem[] | null | undefined): Jackpot[] {
  if (!Array.isArray(items)) return [];
  return items.map((item) => ({
    drawType: item.drawType,
    drawDate: item.drawDate,
    amountCents: wireCents(item.jackpotAmount),
    currency: item.currency,
  }));
}

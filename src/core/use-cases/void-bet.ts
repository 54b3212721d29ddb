// Voiding receipts (docs/api/bets.md "Voiding"): one answer item per GUID (S105 void, E134 too late,
// E103 not allowed). The UI refreshes the balance after any S105.
import type { VoidItem } from '../ports/bet-service.ts';
import type { UseCaseDeps } from './deps.ts';

export async function voidBets(deps: UseCaseDeps, guids: readonly string[]): Promise<VoidItem[]> {
  if (guids.length === 0) return [];
  return deps.bets.void(guids);
}

export const isVoided = (item: VoidItem): boolean => item.status === 'S105';

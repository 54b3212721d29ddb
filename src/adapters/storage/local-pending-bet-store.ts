// PendingBetStore over localStorage, key `pendingBet` (docs/product.md D10): the bet being sent, with
// its ClientRef, written before it leaves. Read back only when every field is there, because a half
// record could not be resent with the same body (the server would answer E133 for a changed body).
import type { BetRequest } from '../../../contract/bets.ts';
import type { BetVariant } from '../../core/ports/bet-service.ts';
import type { PendingBet, PendingBetStore } from '../../core/ports/pending-bet-store.ts';
import { JsonStorageSlot, type StorageProvider } from './json-storage.ts';

export const PENDING_BET_KEY = 'pendingBet';

const VARIANTS: readonly BetVariant[] = ['regular', 'hourly'];
const REQUEST_FIELDS: readonly (keyof BetRequest)[] = ['Currency', 'UserId', 'ClientRef', 'BetString'];

export function isPendingBet(value: unknown): value is PendingBet {
  if (typeof value !== 'object' || value === null) return false;
  const { loginId, variant, channel, request } = value as Record<string, unknown>;
  if (typeof loginId !== 'string' || loginId === '') return false;
  if (channel !== undefined && channel !== 'sheet' && channel !== 'ekor' && channel !== 'form2') return false;
  if (!VARIANTS.includes(variant as BetVariant)) return false;
  if (typeof request !== 'object' || request === null) return false;
  const fields = request as Record<string, unknown>;
  return REQUEST_FIELDS.every((name) => typeof fields[name] === 'string' && fields[name] !== '');
}

export class LocalPendingBetStore implements PendingBetStore {
  private readonly slot: JsonStorageSlot<PendingBet>;

  constructor(storage: StorageProvider) {
    this.slot = new JsonStorageSlot(storage, PENDING_BET_KEY, isPendingBet);
  }

  load(): PendingBet | null {
    const bet = this.slot.load();
    if (bet === null) return null;
    const { Currency, UserId, ClientRef, BetString } = bet.request;
    const channel = bet.channel === 'ekor' || bet.channel === 'form2' ? { channel: bet.channel } : {};
    return {
      loginId: bet.loginId,
      variant: bet.variant,
      ...channel,
      request: { Currency, UserId, ClientRef, BetString },
    };
  }

  save(bet: PendingBet): void {
    this.slot.save(bet);
  }

  clear(): void {
    this.slot.clear();
  }
}

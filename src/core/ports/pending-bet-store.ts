// The bet being sent, written down before it leaves (docs/product.md D10) so that a lost answer or a
// reload resolves it with the same ClientRef instead of betting twice.
import type { BetRequest } from '../../../contract/bets.ts';
import type { BetChannel, BetVariant } from './bet-service.ts';

export interface PendingBet {
  /** The login that sent it: another user's pending bet is not theirs to resolve. */
  loginId: string;
  variant: BetVariant;
  /** Absent: the sheet's call (records written before the forms existed read the same). */
  channel?: BetChannel;
  request: BetRequest;
}

export interface PendingBetStore {
  load(): PendingBet | null;
  save(bet: PendingBet): void;
  clear(): void;
}

export const PendingBetStore = Symbol.for('PendingBetStore');

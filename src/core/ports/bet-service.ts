// Placing, finding and voiding bets (docs/api/bets.md). Every answer is the server's item array
// (PostBet's single answer is wrapped), so callers handle one shape.
import type { BetItems, BetRequest, VoidItem as WireVoidItem } from '../../../contract/bets.ts';
import type { Cents } from '../domain/money.ts';

/** One void's answer; `refundCents` is what it gave back (0 when already void; absent from an older server). */
export type VoidItem = Omit<WireVoidItem, 'Refund'> & { refundCents?: Cents };

export type BetVariant = 'regular' | 'hourly';

/**
 * Which call carries the bet: the free-text sheet's PostBet / PostBet3, or the guided screens' PostBetEkor /
 * PostBetEkor3 (guided screen and form 3). Same BetString language, same exactly-once rules. 'form2' is
 * PostBet sent with Origin 'bet2', so the receipt knows a rebet opens form 2, not the sheet.
 */
export type BetChannel = 'sheet' | 'ekor' | 'form2';

/** `running`: the first request with this ClientRef is still being placed (HTTP 409): ask again later. */
export type BetOutcome = { kind: 'answered'; items: BetItems } | { kind: 'running' };

export interface BetService {
  /** Throws ServiceError with `transport: true` when no answer came back (the bet may exist). */
  place(request: BetRequest, variant: BetVariant, channel?: BetChannel): Promise<BetOutcome>;
  /**
   * The original answer for a ClientRef, or null when no bet was ever placed with it (E120, also once a
   * crashed request's claim is stale). `userId`: the player the bet was for (an agent may use one ref for
   * two players); without it, the caller's own bets and those placed for it.
   */
  findByClientRef(clientRef: string, userId?: string): Promise<BetOutcome | null>;
  void(guids: readonly string[]): Promise<VoidItem[]>;
}

export const BetService = Symbol.for('BetService');

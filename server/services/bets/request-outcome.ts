// What became of a request, decided before its bets are written (they are stored with it): PostBet's one
// part, or the per-draw-type calls' parts, each accepted (its bet number, GUID and receipt) or refused (its
// own status). Each bet keeps its own outcome; the bet holding a per-draw-type request's ClientRef also
// keeps the request's, refusals included, so a replay answers the same array.
import type { BetRate } from '../../../src/core/domain/exchange.ts';
import type { PartOutcome, Refusal, RequestOutcome } from './bet-outcome.ts';
import type { BetPart } from './bet-parts.ts';
import { betReceiptOf } from './receipt.ts';

export interface OutcomeFacts {
  placedAt: number;
  player: string;
  currency: string;
  /** The rates the bets are taken at (their receipts show them when the currency is not the base). */
  rate: BetRate;
  /** The per-draw-type calls answer one item per part. */
  perDrawType: boolean;
}

export interface DecidedOutcome {
  outcome: RequestOutcome;
  /** Each bet's own outcome as stored (JSON), by bet number. */
  betOutcomes: Map<number, string>;
  /** Stored on the bet holding the ClientRef when a per-draw-type request has a bet (JSON), else null. */
  requestOutcome: string | null;
}

export function decideOutcome(
  parts: readonly BetPart[],
  bets: ReadonlyMap<BetPart, { id: number; guid: string }>,
  refused: ReadonlyMap<BetPart, Refusal>,
  facts: OutcomeFacts,
): DecidedOutcome {
  const betOutcomes = new Map<number, string>();
  const outcomes = parts.map((part): PartOutcome => {
    const drawType = facts.perDrawType ? { drawType: part.drawType ?? '' } : {};
    const bet = bets.get(part);
    if (!bet) return { ...drawType, refusal: refused.get(part) ?? { status: 'E117' } };
    const receipt = betReceiptOf(
      { betNumber: bet.id, placedAt: facts.placedAt, player: facts.player, currency: facts.currency, rate: facts.rate },
      part,
    );
    const outcome: PartOutcome = { ...drawType, bet: { guid: bet.guid, receipt } };
    betOutcomes.set(bet.id, JSON.stringify(outcome));
    return outcome;
  });
  const outcome: RequestOutcome = { perDrawType: facts.perDrawType, parts: outcomes };
  const requestOutcome = facts.perDrawType && betOutcomes.size > 0 ? JSON.stringify(outcomes) : null;
  return { outcome, betOutcomes, requestOutcome };
}

// The answers of a bet request, decided here and written by the edge's renderer before the bets are (they
// are stored with them and replayed verbatim): PostBet's one object, or the per-draw-type calls' array with
// one item per draw type — accepted (its own GUID and receipt) or refused (its own status).
import type { BetAccepted } from '../../../contract/bets.ts';
import type { AnswerParts, AnswerRenderer } from '../answer-renderer.ts';
import type { BetPart } from './bet-parts.ts';
import { receiptText } from './receipt.ts';
import { receiptData } from '../receipts/receipt-data.ts';
import type { StatusCode } from '../../../contract/envelope.ts';
import type { BetRate } from '../../../src/core/domain/exchange.ts';

export interface Refusal {
  status: StatusCode;
  params?: readonly (string | number)[];
}

/** What became of one part: a bet (its number and GUID) or a refusal. */
export interface Outcome {
  part: BetPart;
  bet?: { id: number; guid: string };
  refusal?: Refusal;
}

export interface AnswerFacts {
  placedAt: number;
  player: string;
  currency: string;
  /** The rates the bets are taken at (their receipts show them when the currency is not the base). */
  rate: BetRate;
  /** The per-draw-type calls answer an array. */
  perDrawType: boolean;
}

export interface RenderedAnswers {
  /** Each written bet's own answer, by bet number. */
  betAnswers: Map<number, string>;
  /** What the caller gets (and a replay gets again). */
  response: string;
  /** Kept on the bet holding the ClientRef when it differs from that bet's own answer (the array calls). */
  requestAnswer: string | null;
}

export function renderAnswers(
  outcomes: readonly Outcome[],
  facts: AnswerFacts,
  renderer: AnswerRenderer,
): RenderedAnswers {
  const betAnswers = new Map<number, string>();
  const items = outcomes.map((outcome): AnswerParts => {
    const drawType = facts.perDrawType ? { DrawType: outcome.part.drawType ?? '' } : {};
    if (!outcome.bet) {
      const { status, params } = outcome.refusal ?? { status: 'E101' };
      return { status, ...(params ? { params } : {}), fields: drawType };
    }
    const item: AnswerParts = {
      status: 'S100',
      fields: { ...acceptedFields(outcome.part, outcome.bet, facts), ...drawType },
    };
    betAnswers.set(outcome.bet.id, renderer.one(item));
    return item;
  });
  if (facts.perDrawType) {
    const response = renderer.many(items);
    return { betAnswers, response, requestAnswer: betAnswers.size > 0 ? response : null };
  }
  const only = outcomes[0]?.bet;
  return {
    betAnswers,
    response: only ? (betAnswers.get(only.id) as string) : renderer.one(items[0] ?? { status: 'E101' }),
    requestAnswer: null,
  };
}

/** An accepted bet's answer after its status and message. */
function acceptedFields(
  part: BetPart,
  bet: { id: number; guid: string },
  facts: AnswerFacts,
): Omit<BetAccepted, 'status' | 'message'> {
  return {
    GUID: bet.guid,
    Output: receiptText({
      betNumber: bet.id,
      placedAt: facts.placedAt,
      player: facts.player,
      currency: facts.currency,
      rate: facts.rate,
      sheet: part.sheet,
    }),
    data: {
      betNumber: bet.id,
      total: part.totalCents / 100,
      tickets: part.sheet.ticketCount,
      dates: part.sheet.dates,
      drawTypes: part.drawTypes,
    },
    Receipt: receiptData({
      betNumber: bet.id,
      placedAt: facts.placedAt,
      player: facts.player,
      currency: facts.currency,
      rate: facts.rate,
      sheet: part.sheet,
      tickets: part.tickets,
    }),
  };
}

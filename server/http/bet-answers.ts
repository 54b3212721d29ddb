// How the bet calls' answers are written (docs/api/bets.md), from what the bet services decided
// (services/bets/bet-outcome.ts): the envelope with its message, then the wire's fields. A replay renders
// the outcome stored with the bets (services/bets/stored-answer.ts) here again, so it is the same bytes
// the first answer was; a bet stored before outcomes were has its answer's text, sent as it is. 409 while
// the first request with a ClientRef is still being placed. A void's outcome becomes the call's item.
import type { FastifyReply } from 'fastify';
import type { BetAccepted, VoidItem } from '../../contract/bets.ts';
import type { ReceiptData } from '../../contract/receipts.ts';
import type { AcceptedBet, BetAnswer, PartOutcome, Refusal } from '../services/bets/bet-outcome.ts';
import type { VoidOutcome } from '../services/bets/void-bet.ts';
import { receiptData, receiptText } from './bet-receipts.ts';
import { envelope } from './envelope.ts';

/**
 * What a call answers when a request is not answered part by part (a sheet refused whole, E133, 409,
 * E120): PostBet and the lookup one object; the per-draw-type calls an array of one item; PostBetEkor
 * ('guided') too, but an accepted bet is one item per draw type of it (each with its GUID and receipt).
 */
export type AnswerForm = 'object' | 'array' | 'guided';

export const sendBetAnswer = (reply: FastifyReply, answer: BetAnswer, form: AnswerForm) =>
  reply
    .status(answer.kind === 'running' ? 409 : 200)
    .type('application/json; charset=utf-8')
    .send(betAnswerText(answer, form));

export function betAnswerText(answer: BetAnswer, form: AnswerForm): string {
  switch (answer.kind) {
    case 'stored-text':
      return form === 'guided' ? guidedItemsOfText(answer.text) : answer.text;
    case 'judged': {
      const { perDrawType, parts } = answer.outcome;
      if (perDrawType)
        return JSON.stringify(parts.map((part) => ({ ...partItem(part), DrawType: part.drawType ?? '' })));
      const [part] = parts;
      const item = part ? partItem(part) : refusalItem({ status: 'E101' });
      if (form !== 'guided') return JSON.stringify(item);
      const drawTypes = part?.bet?.receipt.drawTypes ?? [];
      return JSON.stringify(
        drawTypes.length > 0 ? drawTypes.map((drawType) => ({ ...item, DrawType: drawType })) : [item],
      );
    }
    case 'refused':
      return whole({ ...refusalItem(answer.refusal), ...(answer.errors ? { errors: answer.errors } : {}) }, form);
    case 'taken':
      return whole({ ...envelope('E133'), GUID: answer.guid }, form);
    case 'running':
      return whole({ ...envelope('E133'), running: true }, form);
    case 'none':
      return whole(envelope('E120'), form);
  }
}

/** An accepted bet's receipt as the receipts list shows it, from the bet's own stored answer. */
export function receiptOf(answer: BetAnswer): { output: string; receipt?: ReceiptData } {
  if (answer.kind === 'stored-text') return receiptOfText(answer.text);
  const bet = answer.kind === 'judged' ? answer.outcome.parts[0]?.bet : undefined;
  return bet ? { output: receiptText(bet.receipt), receipt: receiptData(bet.receipt) } : { output: '' };
}

export const voidItemOf = ({ guid, status, output, refundCents }: VoidOutcome): VoidItem => ({
  GUID: guid,
  ...envelope(status),
  ...(output === undefined ? {} : { Output: output }),
  ...(refundCents === undefined ? {} : { Refund: refundCents / 100 }),
});

const whole = (item: object, form: AnswerForm): string => JSON.stringify(form === 'object' ? item : [item]);

const refusalItem = ({ status, params }: Refusal): object => envelope(status, undefined, params);

const partItem = (part: PartOutcome): object =>
  part.bet ? acceptedItem(part.bet) : refusalItem(part.refusal ?? { status: 'E101' });

function acceptedItem({ guid, receipt }: AcceptedBet): BetAccepted {
  return {
    ...(envelope('S100') as { status: 'S100'; message: string }),
    GUID: guid,
    Output: receiptText(receipt),
    data: {
      betNumber: receipt.betNumber,
      total: receipt.totalCents / 100,
      tickets: receipt.ticketCount,
      dates: receipt.dates,
      drawTypes: receipt.drawTypes,
    },
    Receipt: receiptData(receipt),
  };
}

/** PostBetEkor's items from a bet's answer stored as text (before outcomes were stored). */
function guidedItemsOfText(text: string): string {
  const answer = JSON.parse(text) as { status: string; data?: { drawTypes?: string[] } };
  const drawTypes = answer.status === 'S100' ? (answer.data?.drawTypes ?? []) : [];
  return JSON.stringify(
    drawTypes.length > 0 ? drawTypes.map((drawType) => ({ ...answer, DrawType: drawType })) : [answer],
  );
}

/** The receipt text and data in an answer stored as text; bets placed before the data was recorded have only the text. */
function receiptOfText(text: string): { output: string; receipt?: ReceiptData } {
  const answer = JSON.parse(text) as { Output?: unknown; Receipt?: unknown };
  const output = typeof answer.Output === 'string' ? answer.Output : '';
  const receipt =
    typeof answer.Receipt === 'object' && answer.Receipt !== null ? (answer.Receipt as ReceiptData) : undefined;
  return receipt ? { output, receipt } : { output };
}

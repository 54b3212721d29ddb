// How the bet calls' answers travel (docs/api/bets.md): a placing or lookup answer is JSON text already
// (written by answer-renderer.ts, often replayed from the store), sent with 409 while the first request with
// its ClientRef is still being placed; a void's outcome becomes the call's item.
import type { FastifyReply } from 'fastify';
import type { VoidItem } from '../../contract/bets.ts';
import type { BetAnswer } from '../services/bets/place-bet.ts';
import type { VoidOutcome } from '../services/bets/void-bet.ts';
import { envelope } from './envelope.ts';

export const sendBetAnswer = (reply: FastifyReply, answer: BetAnswer) =>
  reply
    .status(answer.running ? 409 : 200)
    .type('application/json; charset=utf-8')
    .send(answer.json);

export const voidItemOf = ({ guid, status, output, refundCents }: VoidOutcome): VoidItem => ({
  GUID: guid,
  ...envelope(status),
  ...(output === undefined ? {} : { Output: output }),
  ...(refundCents === undefined ? {} : { Refund: refundCents / 100 }),
});

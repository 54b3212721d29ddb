// The edge's side of services/answer-renderer.ts: an answer a service decided, written as the envelope
// (status, English message, params) followed by the answer's own fields. What it writes for a bet is stored
// with the bet and replayed as it is, so any change here changes only answers written after it — and the
// client must read both.
import type { AnswerParts, AnswerRenderer } from '../services/answer-renderer.ts';
import { envelope } from './envelope.ts';

const answerOf = ({ status, params, fields }: AnswerParts): object => ({
  ...envelope(status, undefined, params),
  ...fields,
});

export const answerRenderer: AnswerRenderer = {
  one: (parts) => JSON.stringify(answerOf(parts)),
  many: (parts) => JSON.stringify(parts.map(answerOf)),
};

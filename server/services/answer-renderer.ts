// The port through which a service has an answer written without knowing how: the service decides the
// outcome (a status, its params, the answer's own fields), the edge (server/http/answer-renderer.ts) decides
// the bytes — the envelope, its English message, the JSON. Needed where a service must hold an answer as
// text: a bet's answer is stored with the bet in the same transaction and replayed byte for byte for the
// same ClientRef (services/bets/), so it is written before the bet is (docs/layers.md).
import type { StatusCode } from '../../contract/envelope.ts';

/** One answer as a service decides it. */
export interface AnswerParts {
  status: StatusCode;
  params?: readonly (string | number)[];
  /** The answer's own fields, after the envelope's, in the order they are sent (GUID, Output, data …). */
  fields?: Readonly<Record<string, unknown>>;
}

export interface AnswerRenderer {
  /** One answer's JSON text. */
  one(parts: AnswerParts): string;
  /** An array of answers' JSON text (the per-draw-type bet calls answer one item per draw type). */
  many(parts: readonly AnswerParts[]): string;
}

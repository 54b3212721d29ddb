// Builds envelopes (contract/envelope.ts) with their English message.
import type { Envelope, StatusCode } from '../../contract/envelope.ts';
import { messageOf } from './messages.ts';

export function envelope<Data>(status: StatusCode, data?: Data, params?: readonly (string | number)[]): Envelope<Data> {
  const answer: Envelope<Data> = { status, message: messageOf(status, params) };
  if (data !== undefined) answer.data = data;
  if (params && params.length > 0) answer.params = params;
  return answer;
}

export const ok = <Data>(data?: Data, status: StatusCode = 'S100'): Envelope<Data> => envelope(status, data);

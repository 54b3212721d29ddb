// The envelope of every JSON answer (docs/product.md D9). Shared by the server and the client's HTTP
// adapter; imports only the catalogue's codes.
import type { StatusCode } from './status-codes.ts';

export type { StatusCode };

export interface Envelope<Data = undefined> {
  status: StatusCode;
  message: string;
  data?: Data;
  /** Parameters of the status's message ({0}, {1} …). */
  params?: readonly (string | number)[];
  /** Names the offending field of a malformed request (V103). */
  field?: string;
}

/** Takes any string: the client reads statuses off the wire, where a newer server may send a code it does not know. */
export const isSuccess = (status: string): boolean => status.startsWith('S');

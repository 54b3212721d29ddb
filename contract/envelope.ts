// The envelope of every JSON answer (docs/product.md D9). Shared by the server and the client's HTTP
// adapter; imports nothing.

/** S1xx success, F… failure, V… validation/system, E… error, M… message: the error catalogue's codes. */
export type StatusCode = string;

export interface Envelope<Data = undefined> {
  status: StatusCode;
  message: string;
  data?: Data;
  /** Parameters of the status's message ({0}, {1} …). */
  params?: readonly (string | number)[];
  /** Names the offending field of a malformed request (V103). */
  field?: string;
}

export const isSuccess = (status: StatusCode): boolean => status.startsWith('S');

// The one place the client speaks HTTP. Every call has a deadline, and every way of getting no answer
// (offline, refused connection, abort, timeout, a body cut off) becomes ServiceError E101 with
// `transport` set: callers never see a raw TypeError or DOMException. Mapping of answers (docs/product.md S8,
// docs/client/adapters.md): a catalogue body → its status and params; anything else → E101 transport.
import { inject, injectable } from 'inversify';
import { isSuccess } from '../../../contract/envelope.ts';
import { endsSession, OFFLINE_PARAM, ServiceError } from '../../core/domain/service-error.ts';
import { FetchConnection } from './fetch-connection.ts';

/** Long enough for a slow mobile network, short enough that a lost answer is retried while the user waits. */
export const REQUEST_TIMEOUT_MS = 15_000;

export interface HttpAnswer {
  httpStatus: number;
  text: string;
  /** The body as JSON, or undefined when it is not JSON (a proxy's error page, the config's plain text). */
  json: unknown;
  /** The answer's ETag header, if any (the result reads: a 304 then means "what you have"). */
  etag?: string;
}

export interface ApiRequest {
  method: 'GET' | 'POST';
  /** From the API base, e.g. '/FDAPI/Bet/PostBet'. */
  path: string;
  /** Already encoded, e.g. 'GUID=a,b&NeedOutputRef=T' (VoidBet's commas stay literal). */
  query?: string;
  json?: unknown;
  form?: Record<string, string>;
  /** Sends the bearer token (default true); public reads (jackpot, results) go without it. */
  auth?: boolean;
  /** Where a public read goes while no site is chosen (before login): the page's own origin. */
  fallbackBase?: string;
  /** A conditional read: the ETag of the copy the caller holds (the server then answers 304 if unchanged). */
  ifNoneMatch?: string;
}

/** fetch with a deadline that covers the body too; every failure to get an answer is E101 transport. */
export async function exchange(url: string, init: RequestInit, timeoutMs: number): Promise<HttpAnswer> {
  // AbortController rather than AbortSignal.timeout: older embedded web views lack the latter.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(url, { ...init, credentials: 'omit', signal: controller.signal });
    const text = await response.text();
    const etag = response.headers.get('etag');
    return { httpStatus: response.status, text, json: parseJson(text), ...(etag === null ? {} : { etag }) };
  } catch {
    // Still E101 transport (the call may have happened); the device saying it is offline is told apart.
    throw new ServiceError('E101', globalThis.navigator?.onLine === false ? [OFFLINE_PARAM] : [], true);
  } finally {
    clearTimeout(timer);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export interface CatalogueStatus {
  status: string;
  params: (string | number)[];
}

/** The status and params of a catalogue answer (an object with a string `status`), else null. */
export function statusOf(json: unknown): CatalogueStatus | null {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
  const { status, params } = json as { status?: unknown; params?: unknown };
  if (typeof status !== 'string' || status === '') return null;
  const list = Array.isArray(params)
    ? params.filter((param): param is string | number => typeof param === 'string' || typeof param === 'number')
    : [];
  return { status, params: list };
}

/**
 * A request's query, typed by its shape in contract/requests/ (the schema the server validates it with), as
 * the query string: each value as text (the server's validator reads '2' and 'true' back), absent ones
 * left out, in the order given.
 */
export function queryString<Query extends Readonly<Record<string, string | number | boolean | undefined>>>(
  query: Query,
): string {
  const entries = Object.entries(query).filter(
    (entry): entry is [string, string | number | boolean] => entry[1] !== undefined,
  );
  return new URLSearchParams(entries.map(([name, value]) => [name, String(value)])).toString();
}

export const isOk = (answer: HttpAnswer): boolean => answer.httpStatus >= 200 && answer.httpStatus < 300;

/**
 * The error an answer that is not a success stands for: its own status when it has one (an HTTP error with
 * a body uses its status, docs/product.md S8); otherwise nothing says whether the call ran (a gateway's
 * 502/504 page), so it counts as no answer at all.
 */
export function failureOf(answer: HttpAnswer): ServiceError {
  const status = statusOf(answer.json);
  if (status !== null && !isSuccess(status.status)) return new ServiceError(status.status, status.params);
  return new ServiceError('E101', [], true);
}

/** A success envelope's `data`; a refusal is thrown. A success without the data it promised is E101. */
export function envelopeData<T>(answer: HttpAnswer, required = true): T {
  const status = statusOf(answer.json);
  if (!isOk(answer) || status === null || !isSuccess(status.status)) throw failureOf(answer);
  const data = (answer.json as { data?: unknown }).data;
  if (required && (data === undefined || data === null)) throw new ServiceError('E101');
  return data as T;
}

/** Calls against the connection's API base, with its bearer token. */
@injectable()
export class ApiClient {
  /** Per call; a field so a test can shorten it against a server that never answers. */
  timeoutMs = REQUEST_TIMEOUT_MS;

  constructor(@inject(FetchConnection) private readonly connection: FetchConnection) {}

  async send(request: ApiRequest): Promise<HttpAnswer> {
    const base = this.connection.apiBase ?? request.fallbackBase?.replace(/\/+$/, '') ?? null;
    // No site chosen (never logged in, or logged out): there is nowhere to send it; the user must log in.
    if (base === null) throw new ServiceError('E102');
    const headers: Record<string, string> = { accept: 'application/json' };
    const token = this.connection.token;
    if (request.auth !== false && token !== null) headers.authorization = `Bearer ${token}`;
    if (request.ifNoneMatch !== undefined) headers['if-none-match'] = request.ifNoneMatch;
    let body: string | undefined;
    if (request.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.json);
    } else if (request.form !== undefined) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(request.form).toString();
    }
    const url = `${base}${request.path}${request.query ? `?${request.query}` : ''}`;
    const answer = await exchange(
      url,
      { method: request.method, headers, ...(body === undefined ? {} : { body }) },
      this.timeoutMs,
    );
    const status = statusOf(answer.json);
    // Whatever screen made the call, the session is over: the app hears it at once (SessionEndings).
    if (headers.authorization !== undefined && token !== null && status !== null && endsSession(status.status)) {
      this.connection.sessionEnded(token, new ServiceError(status.status, status.params));
    }
    return answer;
  }

  /** A call whose answer is the envelope: its `data` on success, a thrown ServiceError otherwise. */
  async data<T>(request: ApiRequest): Promise<T> {
    return envelopeData<T>(await this.send(request));
  }

  /** A call that answers the bare envelope (S100 and no data): resolves on success, throws otherwise. */
  async succeed(request: ApiRequest): Promise<void> {
    envelopeData<unknown>(await this.send(request), false);
  }
}

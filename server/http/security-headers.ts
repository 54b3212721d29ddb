// The security headers of every answer, worked out once. helmet (the maintained library that knows which
// headers and values to send) is run a single time, at start, against a response that only records what it
// sets; each request then gets that recorded set in one `reply.headers` call. @fastify/helmet, which this
// replaces, built a new helmet middleware (validating every option and composing the policy) on each
// request: measured beside a Fastify hello-world under autocannon, 55–70 µs of the server's CPU a request
// against 10–20 µs for setting the same headers from a fixed object. Our policy has no per-request parts (no
// nonces, no directive computed from the request), so the headers are the same on every answer.
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';

/** What helmet sets for these options, header name (lower case) → value. */
export function helmetHeaders(options: Readonly<HelmetOptions>): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.freeze(headers);
}

/** Sends these headers on every answer of the app, its errors and not-founds included. */
export function sendOnEveryAnswer(app: FastifyInstance, headers: Readonly<Record<string, string>>): void {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

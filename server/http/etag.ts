// Conditional answers for the public result reads: the results page polls every 5 s while a
// draw is due, so an answer that has not changed since the client's last one is a 304 with no body. The
// tag is a hash of the JSON the route would send, so it changes exactly when the answer does, on every
// server process alike (no state, nothing to invalidate when an operator publishes).
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A strong tag of a body: the first 128 bits of its SHA-256, quoted as RFC 9110 wants. */
export function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
}

/** Whether an If-None-Match header names this tag (a list, `*`, or a weak form of it). */
export function matchesTag(header: string | undefined, tag: string): boolean {
  if (header === undefined) return false;
  return header.split(',').some((candidate) => {
    const value = candidate.trim().replace(/^W\//, '');
    return value === '*' || value === tag;
  });
}

/**
 * Sends `answer` as JSON with its ETag, or a bodiless 304 when the request already holds it. `no-cache`:
 * a cache may keep the answer but must ask again every time (a result can be published any second).
 */
export function sendWithEtag(request: FastifyRequest, reply: FastifyReply, answer: unknown): FastifyReply {
  const body = JSON.stringify(answer);
  const tag = etagOf(body);
  reply.header('etag', tag).header('cache-control', 'no-cache');
  if (matchesTag(request.headers['if-none-match'], tag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}

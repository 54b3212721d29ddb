// Conditional answers for the public result reads: the results page polls them every 5 s while a draw is
// due, so an answer that has not changed since the client's last one is a 304 with no body. @fastify/etag
// tags each answer with a hash of its bytes, so the tag changes exactly when the answer does, on every server
// process alike (no state, nothing to invalidate when an operator publishes), and answers a request whose
// If-None-Match names the tag (or its weak form) with a bodiless 304. Registered inside the result routes'
// scope only: every other JSON answer is about someone and is never cached at all (no-store.ts).
import etag from '@fastify/etag';
import type { FastifyInstance } from 'fastify';

export async function revalidatedReads(scope: FastifyInstance): Promise<void> {
  // `no-cache`, not no-store: a cache may keep the answer but must ask again every time (a result can be
  // published any second). Refusals (4xx) stay no-store like every other JSON answer.
  scope.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode < 400) reply.header('cache-control', 'no-cache');
    return payload;
  });
  await scope.register(etag);
}

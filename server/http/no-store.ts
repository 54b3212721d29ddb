// Every JSON answer of the API is about someone's session, account, bets or money (or says that the call
// was refused), so no browser, proxy or shared cache may keep it: `Cache-Control: no-store` on each (issue
// 16). One rule for every JSON answer leaves no route to forget. The one exception is a route that sets its
// own policy on purpose: the public result reads (http/revalidated-reads.ts) name no user and answer `no-cache` with an
// ETag, so polling costs a bodiless 304. The client's files (serve-client.ts) keep their own caching.
import type { FastifyInstance } from 'fastify';

export function noStoreForJson(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('application/json') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    return payload;
  });
}

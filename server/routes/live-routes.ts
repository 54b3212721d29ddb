// The result stream (docs/live-draws.md): GET /live/results, Server-Sent Events through @fastify/sse. Public
// like the result reads it announces: each event says which draw has a new result version, and the page
// reads it through the usual result calls. The server keeps the connection with heartbeats; a page whose
// stream drops falls back to the 5-second poll (src/ui/routes/results/use-results.ts) until it reconnects.
// connect-src 'self' (http/security-policy.ts) admits it. Not compressed: a compressor would hold the
// events back until its buffer fills.
import sse from '@fastify/sse';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../services/api-error.ts';
import type { ServiceContext } from '../services/context.ts';
import { hubOf } from '../services/live/hubs.ts';

/** Heartbeat comments keep proxies from closing a quiet stream (most close after 60 s of silence). */
const HEARTBEAT_MS = 25_000;
const RETRY_MS = 3000;

export async function liveRoutes(server: FastifyInstance, ctx: ServiceContext): Promise<void> {
  const hub = hubOf(ctx);
  // Once the app is ready, not while routes register: registering reads no database.
  server.addHook('onReady', async () => hub.start());
  server.addHook('onClose', async () => hub.stop());
  await server.register(sse, { heartbeatInterval: HEARTBEAT_MS });

  // 'dual': only a caller that asks for text/event-stream (EventSource does) gets the stream; anything else
  // is told its request is wrong (400 V103 naming Accept) instead of being held open.
  server.get('/live/results', { sse: 'dual', compress: false }, async (request, reply) => {
    if (!/\btext\/event-stream\b/i.test(request.headers.accept ?? '')) throw new ApiError('V103', ['Accept'], 'Accept');
    reply.sse.keepAlive();
    const unsubscribe = hub.subscribe((event) => {
      if (reply.sse.isConnected)
        void reply.sse.send({ id: String(event.id), event: 'result', data: event }).catch(() => undefined);
    });
    reply.sse.onClose(unsubscribe);
    // 'ready' on every (re)connection: the page reads the results again, so nothing published while it was
    // away is missed. retry: the browser reconnects after a drop, this long after.
    await reply.sse.send({ event: 'ready', data: { id: hub.lastSeen }, retry: RETRY_MS });
  });
}

// My numbers and web push (docs/live-draws.md). HTTP only: the rules are in services/numbers/ and
// services/live/. Every call acts on the caller's own list and subscriptions (the session's user), so no
// request names a user. Also the hook that tells this process's result hub at once when a result was
// published here (the hub reads the publish sequence for other processes' results by itself).
import type { FastifyInstance } from 'fastify';
import type { Envelope } from '../../contract/envelope.ts';
import type { MyNumberHits, MyNumbersList, PushKey } from '../../contract/my-numbers.ts';
import {
  AddMyNumberBody,
  PushSubscribeBody,
  PushUnsubscribeBody,
  RemoveMyNumberBody,
  RenameMyNumberBody,
} from '../../contract/requests/my-numbers.ts';
import { actorOf } from '../http/authenticate.ts';
import { ok } from '../http/envelope.ts';
import { typed } from '../http/typed.ts';
import type { ServiceContext } from '../services/context.ts';
import { hubOf } from '../services/live/hubs.ts';
import { pushKeys } from '../services/live/push-keys.ts';
import { subscribePush, unsubscribePush } from '../services/live/push-subscriptions.ts';
import {
  addMyNumber,
  myNumberHits,
  myNumbers,
  removeMyNumber,
  renameMyNumber,
} from '../services/numbers/my-numbers.ts';

/** The publish call (admin-routes.ts): a success there means a new version may be in the sequence. */
const PUBLISH_URL = '/admin/results';

export function myNumbersRoutes(server: FastifyInstance, ctx: ServiceContext): void {
  const app = typed(server);
  server.addHook('onResponse', async (request, reply) => {
    if (request.routeOptions.url === PUBLISH_URL && reply.statusCode === 200) void hubOf(ctx).check();
  });

  app.post(
    '/FDAPI/MyNumbers/GetMyNumbers',
    async (request) => ok(await myNumbers(ctx, actorOf(request))) satisfies Envelope<MyNumbersList>,
  );
  app.post(
    '/FDAPI/MyNumbers/AddMyNumber',
    { schema: { body: AddMyNumberBody } },
    async (request) =>
      ok(
        await addMyNumber(ctx, actorOf(request), request.body.Number, request.body.Label),
      ) satisfies Envelope<MyNumbersList>,
  );
  app.post(
    '/FDAPI/MyNumbers/RenameMyNumber',
    { schema: { body: RenameMyNumberBody } },
    async (request) =>
      ok(
        await renameMyNumber(ctx, actorOf(request), request.body.Id, request.body.Label),
      ) satisfies Envelope<MyNumbersList>,
  );
  app.post(
    '/FDAPI/MyNumbers/RemoveMyNumber',
    { schema: { body: RemoveMyNumberBody } },
    async (request) =>
      ok(await removeMyNumber(ctx, actorOf(request), request.body.Id)) satisfies Envelope<MyNumbersList>,
  );
  app.post(
    '/FDAPI/MyNumbers/GetMyNumberHits',
    async (request) => ok(await myNumberHits(ctx, actorOf(request))) satisfies Envelope<MyNumberHits>,
  );

  app.post(
    '/FDAPI/Push/GetPushKey',
    async () => ok({ publicKey: (await pushKeys(ctx)).publicKey }) satisfies Envelope<PushKey>,
  );
  app.post('/FDAPI/Push/Subscribe', { schema: { body: PushSubscribeBody } }, async (request) => {
    const { Endpoint, P256dh, Auth, Language } = request.body;
    await subscribePush(ctx, actorOf(request), { endpoint: Endpoint, p256dh: P256dh, auth: Auth, language: Language });
    return ok(null) satisfies Envelope<null>;
  });
  // Open to a session that must change its password: logging out of it still ends its alerts.
  app.post(
    '/FDAPI/Push/Unsubscribe',
    { schema: { body: PushUnsubscribeBody }, config: { allowPendingPasswordChange: true } },
    async (request) => {
      await unsubscribePush(ctx, actorOf(request), request.body.Endpoint);
      return ok(null) satisfies Envelope<null>;
    },
  );
}

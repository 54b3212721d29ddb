// Live draws and win alerts on the server (docs/live-draws.md): the result stream (Server-Sent Events)
// announces a result published on ANOTHER server process sharing the database, and a kept number that a
// result hits is pushed as a notification through a local push service (web-push-testing), delivered,
// decrypted and in the subscription's language; the alert goes once however many processes see the result.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app.ts';
import type { ResultPublishedEvent } from '../../../contract/my-numbers.ts';
import { atDrawTime } from '../support/draw-time.ts';
import { openStream } from '../support/event-stream.ts';
import { startLocalPushService, type LocalPushService } from '../support/push-service.ts';
import { tokenFor } from '../support/sessions.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let second: FastifyInstance;
let push: LocalPushService;
beforeAll(async () => {
  server = await startTestServer();
  // A second server process on the same database (its own hub, its own streams).
  second = await buildApp({ db: server.ctx.db, clock: server.clock });
  await second.listen({ port: 0, host: '127.0.0.1' });
  push = await startLocalPushService();
}, 120_000);
afterAll(async () => {
  await second?.close();
  await push?.close();
  await server?.close();
});

const fourD = (first: string) => ({
  first,
  second: '5555',
  third: '6666',
  starters: Array.from({ length: 13 }, (_, i) => String(1000 + i)),
  consolations: Array.from({ length: 10 }, (_, i) => String(2000 + i)),
});

async function publish(drawType: string, body: object): Promise<void> {
  const admin = await tokenFor(server, 'admin');
  const answer = await atDrawTime(server, drawType, '2026-11-18', () =>
    server.call(admin, {
      method: 'POST',
      url: '/admin/results',
      payload: { drawType, drawDate: '2026-11-18', ...body },
    }),
  );
  expect(answer.json()).toMatchObject({ status: 'S100' });
}

describe('the result stream', () => {
  it('is held open only for a caller that asks for events; anything else is 400 V103 naming Accept', async () => {
    for (const accept of [undefined, '*/*', 'application/json']) {
      const answer = await server.app.inject({
        method: 'GET',
        url: '/live/results',
        headers: accept === undefined ? {} : { accept },
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ status: 'V103', field: 'Accept' });
    }
  });

  it('announces a result published on another process, within that process’s sequence read', async () => {
    const address = second.server.address() as { port: number };
    const stream = openStream(`http://127.0.0.1:${address.port}/live/results`);
    try {
      await stream.next('ready');
      await publish('P', { fourD: fourD('4321') });
      const event = (await stream.next('result')) as ResultPublishedEvent;
      expect(event).toMatchObject({ drawType: 'P', drawDate: '2026-11-18', version: 1 });
    } finally {
      await stream.close();
    }
  });
});

describe('win alerts by web push', () => {
  it('delivers a notification naming the number, the operator and the prize, in the subscriber’s language, once', async () => {
    const member = await tokenFor(server, 'member1');
    const key = (
      (await server.call(member, { method: 'POST', url: '/FDAPI/Push/GetPushKey' })).json() as {
        data: { publicKey: string };
      }
    ).data.publicKey;
    // The same key from the other process: made once, kept in the database.
    const member2 = await second.inject({
      method: 'POST',
      url: '/FDAPI/Push/GetPushKey',
      headers: { authorization: `Bearer ${member}` },
    });
    expect((member2.json() as { data: { publicKey: string } }).data.publicKey).toBe(key);

    const english = await push.subscribe(key);
    const chinese = await push.subscribe(key);
    const otherUser = await push.subscribe(key);
    const subscribe = async (token: string, subscription: typeof english, language: string) => {
      const answer = await server.call(token, {
        method: 'POST',
        url: '/FDAPI/Push/Subscribe',
        payload: {
          Endpoint: subscription.endpoint,
          P256dh: subscription.keys.p256dh,
          Auth: subscription.keys.auth,
          Language: language,
        },
      });
      expect(answer.json()).toMatchObject({ status: 'S100' });
    };
    await subscribe(member, english, 'en');
    await subscribe(member, chinese, 'zh');
    await subscribe(await tokenFor(server, 'member2'), otherUser, 'en');
    await server.call(member, {
      method: 'POST',
      url: '/FDAPI/MyNumbers/AddMyNumber',
      payload: { Number: '8642', Label: 'car plate' },
    });
    // A bad subscription body is 400 V103, never stored.
    const bad = await server.call(member, {
      method: 'POST',
      url: '/FDAPI/Push/Subscribe',
      payload: { Endpoint: 'javascript:alert(1)', P256dh: 'x', Auth: 'y', Language: 'en' },
    });
    expect(bad.statusCode).toBe(400);

    await publish('M', { fourD: fourD('8642') });
    await expect.poll(() => push.messages(english.clientHash), { timeout: 20_000 }).toHaveLength(1);
    await expect.poll(() => push.messages(chinese.clientHash), { timeout: 20_000 }).toHaveLength(1);
    const [message] = await push.messages(english.clientHash);
    expect(JSON.parse(message!)).toMatchObject({
      title: 'Your number won',
      body: '8642 (car plate): 1st prize, Magnum 18/11/2026',
      url: '/mynumbers/',
    });
    expect(JSON.parse((await push.messages(chinese.clientHash))[0]!)).toMatchObject({
      title: '您的号码中奖了',
      body: '8642（car plate）：Magnum 18/11/2026 头奖',
    });
    expect(await push.messages(otherUser.clientHash)).toEqual([]);
    // Both processes saw the version; one claimed its alerts.
    const claims = await server.ctx.db.selectFrom('result_alerts').select('result_id').execute();
    expect(new Set(claims.map((claim) => claim.result_id)).size).toBe(claims.length);
    expect(await push.messages(english.clientHash)).toHaveLength(1);

    // Logout's unsubscribe: no more alerts to that browser.
    await server.call(member, {
      method: 'POST',
      url: '/FDAPI/Push/Unsubscribe',
      payload: { Endpoint: english.endpoint },
    });
    const left = await server.ctx.db.selectFrom('push_subscriptions').select('endpoint').execute();
    expect(left.map((row) => row.endpoint)).not.toContain(english.endpoint);
  });
});

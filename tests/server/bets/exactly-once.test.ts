// Money under concurrency: racing retries record a bet exactly once, and racing bets never take
// credit below zero. Real concurrent requests against a real database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { ledgerOf, tokenFor, userIdOf } from '../support/sessions.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.close());

describe('200 concurrent posts over 40 ClientRefs, some with a changed body', () => {
  it('make exactly one bet per ref; replays are byte-identical, changed bodies E133, one debit per bet', async () => {
    const token = await tokenFor(server, 'member1');
    const before = await ledgerOf(server, 'member1');
    const bodyOf = (ref: number, changed: boolean) => `D\n#1\n${changed ? 5000 + ref : 1000 + ref}#1`;
    const posts: { ref: number; changed: boolean }[] = [];
    for (let ref = 0; ref < 40; ref++)
      for (let copy = 0; copy < 5; copy++) posts.push({ ref, changed: copy === 4 && ref % 2 === 0 });
    posts.sort((a, b) => ((a.ref * 7919 + (a.changed ? 1 : 0)) % 13) - ((b.ref * 7919 + (b.changed ? 1 : 0)) % 13));

    const send = (post: (typeof posts)[number]) =>
      server.call(token, {
        method: 'POST',
        url: '/FDAPI/Bet/PostBet',
        payload: {
          Currency: 'MYR',
          UserId: 'member1',
          ClientRef: `race-ref-${post.ref}`,
          BetString: bodyOf(post.ref, post.changed),
        },
      });
    // A client retries a 409 ("still being placed") until it gets an answer.
    const settle = async (post: (typeof posts)[number]): Promise<LightMyRequestResponse> => {
      for (;;) {
        const response = await send(post);
        if (response.statusCode !== 409) return response;
      }
    };
    const answers = await Promise.all(posts.map(settle));

    const playerId = await userIdOf(server, 'member1');
    const bets = await server.ctx.db
      .selectFrom('bets')
      .select(['client_ref', 'guid', 'bet_string', 'total_cents'])
      .where('player_id', '=', playerId)
      .where('client_ref', 'like', 'race-ref-%')
      .execute();
    expect(bets).toHaveLength(40);
    for (let ref = 0; ref < 40; ref++) {
      const bet = bets.find((row) => row.client_ref === `race-ref-${ref}`);
      expect(bet).toBeDefined();
      const mine = posts
        .map((post, index) => ({ post, answer: answers[index] as LightMyRequestResponse }))
        .filter(({ post }) => post.ref === ref);
      const winners = mine.filter(({ post }) => bodyOf(ref, post.changed) === bet?.bet_string);
      const losers = mine.filter(({ post }) => bodyOf(ref, post.changed) !== bet?.bet_string);
      expect(new Set(winners.map(({ answer }) => answer.body)).size).toBe(1);
      expect(winners[0]?.answer.json()).toMatchObject({ status: 'S100', GUID: bet?.guid });
      for (const { answer } of losers) expect(answer.json()).toMatchObject({ status: 'E133', GUID: bet?.guid });
    }
    const debited = bets.reduce((sum, bet) => sum + Number(bet.total_cents), 0);
    expect(debited).toBe(40 * 100);
    expect(await ledgerOf(server, 'member1')).toBe(before - debited);
  }, 60_000);
});

describe('50 concurrent distinct bets of 10.00 against 100.00 of credit', () => {
  it('accept exactly 10; the rest are E117; available credit ends at 0.00, never below', async () => {
    await server.ctx.db
      .updateTable('users')
      .set({ credit_limit_cents: 10_000 })
      .where('username_key', '=', 'member3')
      .execute();
    const token = await tokenFor(server, 'member3');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        server.call(token, {
          method: 'POST',
          url: '/FDAPI/Bet/PostBet',
          payload: {
            Currency: 'MYR',
            UserId: 'member3',
            ClientRef: `credit-race-${index}`,
            BetString: `D\n#1\n${2000 + index}#10`,
          },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.json().status as string);
    expect(statuses.filter((status) => status === 'S100')).toHaveLength(10);
    expect(statuses.filter((status) => status === 'E117')).toHaveLength(40);
    expect(await ledgerOf(server, 'member3')).toBe(-10_000);
    const balance = await server.call(token, {
      method: 'POST',
      url: '/FDAPI/Bet/PostBet',
      payload: { Currency: 'MYR', UserId: 'member3', ClientRef: 'credit-race-after', BetString: 'D\n#1\n1234#0.1' },
    });
    expect(balance.json().status).toBe('E117');
  }, 60_000);
});

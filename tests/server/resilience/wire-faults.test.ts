// Faults on the wire: 1,000 PostBets over 200 reused ClientRefs through a proxy that resets
// connections before the request is forwarded, after it is forwarded but before the answer is relayed, and
// cuts answers in half; every post retried until definitive. Exactly one bet per ClientRef, every definitive
// answer of a ref byte-identical, and the ledger debited once per bet. Real sockets, real database.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { ledgerOf, tokenFor, userIdOf } from '../support/sessions.ts';
import { startFaultProxy, type FaultProxy } from '../support/fault-proxy.ts';
import { inParallel, postBetUntilDefinitive } from '../support/wire-client.ts';

const REFS = 200;
const COPIES = 5;

let server: TestServer;
let proxy: FaultProxy;
beforeAll(async () => {
  server = await startTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.app.server.address() as AddressInfo;
  // About a quarter of requests meet a fault, split over the three kinds.
  proxy = await startFaultProxy(port, { resetBefore: 0.08, resetAfter: 0.08, cutAnswer: 0.08 }, 16);
}, 180_000);
afterAll(async () => {
  await proxy?.close();
  await server?.close();
});

describe('1,000 bets over 200 reused ClientRefs through a faulty network', () => {
  it('make exactly one bet per ClientRef, byte-identical answers, one debit per bet', async () => {
    await server.ctx.db
      .updateTable('users')
      .set({ credit_limit_cents: 10_000_000 })
      .where('username_key', '=', 'member1')
      .execute();
    const token = await tokenFor(server, 'member1');
    const before = await ledgerOf(server, 'member1');
    const base = `http://127.0.0.1:${proxy.port}`;
    const betOf = (ref: number) => ({
      userId: 'member1',
      clientRef: `wire-ref-${ref}`,
      betString: `D\n#1\n${1000 + ref}#${1 + (ref % 3)}`,
    });
    // Copies of one ref are spread through the run, so some race each other and some come long after.
    const posts = Array.from({ length: REFS * COPIES }, (_, index) => index % REFS);

    const results = await inParallel(posts, 24, (ref) => postBetUntilDefinitive(base, token, betOf(ref)));

    expect(proxy.counts['reset-before']).toBeGreaterThan(0);
    expect(proxy.counts['reset-after']).toBeGreaterThan(0);
    expect(proxy.counts['cut-answer']).toBeGreaterThan(0);
    const playerId = await userIdOf(server, 'member1');
    const bets = await server.ctx.db
      .selectFrom('bets')
      .select(['client_ref', 'guid', 'total_cents'])
      .where('player_id', '=', playerId)
      .where('client_ref', 'like', 'wire-ref-%')
      .execute();
    expect(bets).toHaveLength(REFS);
    expect(new Set(bets.map((bet) => bet.client_ref)).size).toBe(REFS);
    for (let ref = 0; ref < REFS; ref++) {
      const answers = results.filter((_, index) => posts[index] === ref).map(({ answer }) => answer);
      expect(answers).toHaveLength(COPIES);
      expect(new Set(answers.map((answer) => answer.body)).size, `ref ${ref}`).toBe(1);
      const bet = bets.find((row) => row.client_ref === `wire-ref-${ref}`);
      expect(JSON.parse(answers[0]?.body ?? '{}')).toMatchObject({ status: 'S100', GUID: bet?.guid });
    }
    const debited = bets.reduce((sum, bet) => sum + Number(bet.total_cents), 0);
    expect(debited).toBe(Array.from({ length: REFS }, (_, ref) => (1 + (ref % 3)) * 100).reduce((a, b) => a + b, 0));
    expect(await ledgerOf(server, 'member1')).toBe(before - debited);
    console.log(
      `wire faults: ${results.reduce((sum, { tries }) => sum + tries, 0)} requests for ${posts.length} bets; faults ${JSON.stringify(proxy.counts)}`,
    );
  }, 240_000);
});

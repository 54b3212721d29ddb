// The publish race (docs/api/bets.md): a bet judged just before its draw's result is published must never be
// written after the publish, unsettled. Bettors keep betting on one draw while the operator publishes its
// result; afterwards every live ticket of the draw is settled against that result, and every bet was either
// written (and settled) or refused E129 having written nothing.
//
// On PostgreSQL the bets and the publish run on separate connections, so bets' transactions really run
// while the publish waits for its lock and settles. On PGlite (one connection behind a mutex) transactions
// cannot interleave, but a publish can still land between a bet's facts statement and its transaction.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdPublish, onPostgres, someoneWaitsForADrawLock } from '../support/held-publish.ts';
import { sql } from 'kysely';
import { demoDrawResult } from '../../../server/settlement/demo-results.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { ledgerOf, tokenFor } from '../support/sessions.ts';
import { atDrawTime } from '../support/draw-time.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.close());

const DATE = '2026-11-18'; // today on the test clock (10:00), a Wednesday: every operator draws
const PLAYERS = ['member1', 'member2', 'member3', 'memberx'];
const BETTORS = 8;
/** The publish starts once this many bets of the round are in. */
const BEFORE_PUBLISH = [3, 6, 10, 15, 20];
const ROUNDS: [drawType: string, digit: string][] = [
  ['M', '1'],
  ['P', '2'],
  ['T', '3'],
  ['S', '4'],
  ['B', '5'],
];

interface RoundOutcome {
  accepted: string[];
  refused: number;
  other: string[];
}

/** Bettors bet until they are refused E129 (the result is out); the publish starts after `threshold` bets. */
async function race(
  round: number,
  drawType: string,
  digit: string,
  tokens: Map<string, string>,
  admin: string,
): Promise<RoundOutcome> {
  const outcome: RoundOutcome = { accepted: [], refused: 0, other: [] };
  let sent = 0;
  let published: Promise<unknown> | undefined;
  const threshold = BEFORE_PUBLISH[round % BEFORE_PUBLISH.length] as number;
  const publish = () =>
    atDrawTime(server, drawType, DATE, () =>
      server.call(admin, {
        method: 'POST',
        url: '/admin/results',
        payload: { drawType, drawDate: DATE, ...demoDrawResult(drawType, DATE) },
      }),
    );
  const bettor = async (index: number) => {
    const player = PLAYERS[index % PLAYERS.length] as string;
    for (let bet = 0; bet < 200; bet++) {
      const ref = `race-${round}-${index}-${bet}`;
      const number = String(1000 + ((index * 37 + bet * 11) % 9000));
      const response = await server.call(tokens.get(player), {
        method: 'POST',
        url: '/FDAPI/Bet/PostBet',
        payload: { Currency: 'MYR', UserId: player, ClientRef: ref, BetString: `D#18\n#${digit}\n${number}#1` },
      });
      const status = (response.json() as { status: string }).status;
      if (++sent === threshold) published = publish();
      if (status === 'S100') outcome.accepted.push(ref);
      else if (status === 'E129') {
        outcome.refused += 1;
        return;
      } else {
        outcome.other.push(`${status} (${response.statusCode})`);
        return;
      }
    }
    outcome.other.push('never refused');
  };
  await Promise.all(Array.from({ length: BETTORS }, (_, index) => bettor(index)));
  const answer = await published;
  expect((answer as { json(): { status: string } } | undefined)?.json().status).toBe('S100');
  return outcome;
}

describe('bets racing the publish of their draw', () => {
  it('are settled by it or refused E129, never written unsettled (several rounds)', async () => {
    const tokens = new Map<string, string>();
    for (const player of PLAYERS) tokens.set(player, await tokenFor(server, player));
    const admin = await tokenFor(server, 'admin');

    for (const [round, [drawType, digit]] of ROUNDS.entries()) {
      const outcome = await race(round, drawType, digit, tokens, admin);
      expect(outcome.other).toEqual([]);
      // Every bettor stopped at its first E129; the bets before the publish went in.
      expect(outcome.refused).toBe(BETTORS);
      expect(outcome.accepted.length).toBeGreaterThanOrEqual(Math.min(...BEFORE_PUBLISH));

      const live = await server.ctx.db
        .selectFrom('draw_results')
        .select('id')
        .where('draw_type', '=', drawType)
        .where('draw_date', '=', DATE)
        .orderBy('version', 'desc')
        .executeTakeFirstOrThrow();
      // Every live ticket of the draw has its win row for the live result: none slipped in after settling.
      const { rows } = await sql<{ tickets: number; settled: number }>`
        select count(*)::int as tickets, count(w.ticket_id)::int as settled
        from tickets t join bets b on b.id = t.bet_id
        left join bet_voids v on v.bet_id = b.id
        left join ticket_wins w on w.ticket_id = t.id and w.result_id = ${live.id}
        where t.draw_type = ${drawType} and t.draw_date = ${DATE} and v.bet_id is null
      `.execute(server.ctx.db);
      expect(rows[0]).toEqual({ tickets: outcome.accepted.length, settled: outcome.accepted.length });

      // Exactly the accepted bets were written, each with its stake; the refused ones wrote nothing.
      const written = await server.ctx.db
        .selectFrom('bets')
        .select(['client_ref', 'id'])
        .where('client_ref', 'like', `race-${round}-%`)
        .execute();
      expect(written.map((bet) => bet.client_ref).sort()).toEqual([...outcome.accepted].sort());
      const stakes = await server.ctx.db
        .selectFrom('ledger_entries')
        .select('amount_cents')
        .where('kind', '=', 'stake')
        .where('bet_id', 'in', written.length > 0 ? written.map((bet) => bet.id) : [-1])
        .execute();
      expect(stakes.map((stake) => Number(stake.amount_cents))).toEqual(written.map(() => -100));
      // And no claim is left behind to block a retry of a refused ref.
      expect(
        await server.ctx.db
          .selectFrom('bet_claims')
          .select('client_ref')
          .where('client_ref', 'like', `race-${round}-%`)
          .execute(),
      ).toEqual([]);
    }
  }, 120_000);
});

describe('a result published while a bet is between its judgement and its write', () => {
  it('refuses only the draw type whose result came out (E129); the other is written', async () => {
    const token = await tokenFor(server, 'member2');
    const before = await ledgerOf(server, 'member2');
    let bet: Promise<LightMyRequestResponse> | undefined;
    let waited = false;
    await holdPublish(server, 'A3', DATE, async () => {
      bet = server.call(token, {
        method: 'POST',
        url: '/FDAPI/Bet/PostBet3',
        payload: { Currency: 'MYR', UserId: 'member2', ClientRef: 'held-publish-1', BetString: 'D\n#8393\n2468#1' },
      });
      // PostgreSQL: the bet read its facts (no A3 result yet) and now waits for A3's lock; PGlite cannot get
      // that far while this transaction holds its one connection.
      if (onPostgres()) waited = await someoneWaitsForADrawLock(server);
    });
    const answer = await (bet as Promise<LightMyRequestResponse>);
    expect(waited).toBe(onPostgres());
    expect(answer.json().map((item: { DrawType: string; status: string }) => [item.DrawType, item.status])).toEqual([
      ['L3', 'S100'],
      ['A3', 'E129'],
    ]);
    const written = await server.ctx.db
      .selectFrom('bets')
      .innerJoin('tickets', 'tickets.bet_id', 'bets.id')
      .select(['bets.client_ref', 'tickets.draw_type'])
      .where('bets.client_ref', 'like', 'held-publish-1%')
      .execute();
    expect(written).toEqual([{ client_ref: 'held-publish-1', draw_type: 'L3' }]);
    expect(await ledgerOf(server, 'member2')).toBe(before - 100);
  });
});

// Per-user limits hold across two server processes on one PostgreSQL, as credit does: each bet is judged
// inside place_bets under the player's row lock, so bets sent to both at once never pass the limit
// together. PostgreSQL only (vite.config.ts runs *.pg.test.ts only when DATABASE_URL is set).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PIN } from '../../../server/store/seed-demo.ts';
import { scratchPostgres, startServerProcess, type ServerProcess } from '../support/server-process.ts';
import { inParallel, postBetUntilDefinitive, wireLogin } from '../support/wire-client.ts';

let first: ServerProcess;
let second: ServerProcess;
let databaseUrl: string;
let drop = async () => {};
beforeAll(async () => {
  const scratch = await scratchPostgres(process.env.DATABASE_URL as string);
  databaseUrl = scratch.url;
  drop = scratch.drop;
  first = await startServerProcess({ database: { url: databaseUrl } });
  second = await startServerProcess({ database: { url: databaseUrl } });
}, 240_000);
afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
  await drop();
});

async function query<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

describe('per-user limits on two server processes', () => {
  it('accept exactly the ticket limit and stake limit from bets sent to both at once', async () => {
    await query(`update users set max_tickets_per_day = 9 where username_key = 'member1'`);
    await query(`update users set max_stake_per_day_cents = 500 where username_key = 'member2'`);
    const tokens = {
      member1: await wireLogin(first.base, DEMO_PIN, 'member1'),
      member2: await wireLogin(first.base, DEMO_PIN, 'member2'),
    };
    const bets = Array.from({ length: 40 }, (_, index) => index);
    const answers = await inParallel(bets, 16, async (index) => {
      const player = index % 2 === 0 ? 'member1' : 'member2';
      const base = index % 4 < 2 ? first.base : second.base;
      const { answer } = await postBetUntilDefinitive(base, tokens[player], {
        userId: player,
        clientRef: `twin-limit-${index}`,
        betString: `D\n#1\n${4000 + index}#1`,
      });
      return { player, status: (JSON.parse(answer.body) as { status: string }).status };
    });
    const count = (player: string, status: string) =>
      answers.filter((a) => a.player === player && a.status === status).length;
    expect([count('member1', 'S100'), count('member1', 'E143')]).toEqual([9, 11]);
    // 1.00 MYR each against 5.00 MYR a day.
    expect([count('member2', 'S100'), count('member2', 'E140')]).toEqual([5, 15]);
    const tickets = await query<{ username_key: string; n: string }>(
      `select u.username_key, count(*) as n from tickets t join bets b on b.id = t.bet_id join users u on u.id = b.player_id group by 1 order by 1`,
    );
    expect(tickets.map((row) => [row.username_key, Number(row.n)])).toEqual([
      ['member1', 9],
      ['member2', 5],
    ]);
  }, 240_000);
});

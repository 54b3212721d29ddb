// Three server processes on one PostgreSQL, as docs/operations.md scales out (stateless processes behind a
// load balancer, one primary): the bench's kind of load, 5-line sheets with each bet its own numbers, sent
// to all three at once, and every guarantee checked from the database afterwards:
//   - every bet exactly once: each ClientRef goes to two processes at the same moment and makes one bet,
//     both answering the same bytes;
//   - credit never over the limit: a player with room for exactly N bets sends many more, spread over the
//     three, and exactly N are accepted, the rest refused E117;
//   - totals to the cent: each bet's tickets add up to its total, the ledger's stakes to the bets' totals,
//     and the running balance (user_balances) to the ledger and the open tickets.
// PostgreSQL only (vite.config.ts runs *.pg.test.ts in the postgres lane).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PIN } from '../../../server/store/seed-demo.ts';
import { scratchPostgres, startServerProcess, type ServerProcess } from '../support/server-process.ts';
import { inParallel, postBetUntilDefinitive, wireLogin } from '../support/wire-client.ts';

let servers: ServerProcess[] = [];
let databaseUrl: string;
let drop = async () => {};
beforeAll(async () => {
  const scratch = await scratchPostgres(process.env.DATABASE_URL as string);
  databaseUrl = scratch.url;
  drop = scratch.drop;
  // The first finds the prepared schema and demo sites (or makes them); the other two start beside it.
  servers = [await startServerProcess({ database: { url: databaseUrl }, memberCreditCents: 100_000_000 })];
  servers.push(...(await Promise.all([1, 2].map(() => startServerProcess({ database: { url: databaseUrl } })))));
}, 120_000);
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
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

/** The bench's 5-line sheet (BOX, roll, reverse, straights on M) with numbers of its own, from `seed`. */
function benchSheet(seed: number): string {
  const four = (offset: number) => String((seed * 7919 + offset * 104_729) % 10_000).padStart(4, '0');
  const roll = four(3);
  return `D\n#1\n${four(1)}#1#1\n*${four(2)}#1\n${roll.slice(0, 2)}R${roll.slice(3)}#0.5\n${four(4)}*#1\n${four(5)}#2`;
}

const serverOf = (index: number) => servers[index % servers.length] as ServerProcess;

describe('three server processes on one database', () => {
  it('keep every guarantee under the bench load: each bet once, credit within its limit, totals to the cent', async () => {
    // member1: room for exactly 20 bets of 1.00, sent 60 (20 to each process); member2: ample credit,
    // 90 bench sheets, each ClientRef sent to two processes at once.
    await query(`update users set credit_limit_cents = 2000 where username_key = 'member1'`);
    const tokens = {
      member1: await wireLogin(serverOf(0).base, DEMO_PIN, 'member1'),
      member2: await wireLogin(serverOf(1).base, DEMO_PIN, 'member2'),
    };
    const creditBets = Array.from({ length: 60 }, (_, index) => ({ kind: 'credit' as const, index }));
    const twinBets = Array.from({ length: 90 }, (_, index) => ({ kind: 'twin' as const, index }));
    // Interleaved, so the credit race runs while the other player's batches are being written.
    const work = creditBets.flatMap((bet, index) => [bet, ...twinBets.slice(index * 1.5, (index + 1) * 1.5)]);
    expect(work).toHaveLength(150);
    const answers = await inParallel(work, 24, async (bet) => {
      if (bet.kind === 'credit') {
        const request = {
          userId: 'member1',
          clientRef: `three-credit-${bet.index}`,
          betString: `D\n#1\n${String(4000 + bet.index)}#1`,
        };
        return { bet, answers: [await postBetUntilDefinitive(serverOf(bet.index).base, tokens.member1, request)] };
      }
      const request = { userId: 'member2', clientRef: `three-twin-${bet.index}`, betString: benchSheet(bet.index) };
      const pair = await Promise.all(
        [bet.index, bet.index + 1].map((at) => postBetUntilDefinitive(serverOf(at).base, tokens.member2, request)),
      );
      return { bet, answers: pair };
    });

    // Exactly once: one bet per twin ref, both processes answering its GUID with the same bytes.
    const twins = await query<{ client_ref: string; guid: string; total_cents: string }>(
      `select client_ref, guid, total_cents from bets where client_ref like 'three-twin-%' and client_ref not like '%.%'`,
    );
    expect(twins).toHaveLength(twinBets.length);
    for (const { bet, answers: pair } of answers.filter((answer) => answer.bet.kind === 'twin')) {
      const [first, second] = pair.map((answer) => answer.answer.body);
      expect(first, `three-twin-${bet.index}`).toBe(second);
      const row = twins.find((twin) => twin.client_ref === `three-twin-${bet.index}`);
      expect(JSON.parse(first ?? '{}')).toMatchObject({
        status: 'S100',
        GUID: row?.guid,
        data: { total: Number(row?.total_cents ?? 0) / 100 },
      });
    }

    // Credit: exactly the 20 bets it covers, whichever process took them; the others refused E117.
    const statuses = answers
      .filter((answer) => answer.bet.kind === 'credit')
      .map((answer) => JSON.parse(answer.answers[0]?.answer.body ?? '{}').status as string);
    expect(statuses.filter((status) => status === 'S100')).toHaveLength(20);
    expect(statuses.filter((status) => status === 'E117')).toHaveLength(40);
    const [credit] = await query<{ bets: string; staked: string }>(
      `select count(*) as bets, coalesce(sum(b.total_cents), 0) as staked from bets b join users u on u.id = b.player_id where u.username_key = 'member1'`,
    );
    expect(Number(credit?.bets)).toBe(20);
    expect(Number(credit?.staked)).toBe(2000);

    // To the cent: tickets = bet total, ledger stakes = bets, running balance = ledger and open tickets.
    const mismatched = await query<{ id: number }>(
      `select b.id from bets b left join tickets t on t.bet_id = b.id group by b.id, b.total_cents, b.ticket_count
       having coalesce(sum(t.stake_cents), 0) <> b.total_cents or count(t.id) <> b.ticket_count`,
    );
    expect(mismatched).toEqual([]);
    const balances = await query<{
      username_key: string;
      staked: string;
      ledger: string;
      open_tickets: string;
      ledger_cents: string;
      open_stake_cents: string;
    }>(
      `select u.username_key,
         (select coalesce(sum(b.total_cents), 0) from bets b where b.player_id = u.id) as staked,
         (select coalesce(sum(e.amount_cents), 0) from ledger_entries e where e.user_id = u.id) as ledger,
         (select coalesce(sum(t.stake_cents), 0) from tickets t join bets b on b.id = t.bet_id where b.player_id = u.id) as open_tickets,
         ub.ledger_cents, ub.open_stake_cents
       from users u join user_balances ub on ub.user_id = u.id where u.username_key in ('member1', 'member2') order by 1`,
    );
    expect(balances).toHaveLength(2);
    for (const balance of balances) {
      expect(Number(balance.ledger), balance.username_key).toBe(-Number(balance.staked));
      expect(Number(balance.ledger_cents), balance.username_key).toBe(Number(balance.ledger));
      expect(Number(balance.open_stake_cents), balance.username_key).toBe(Number(balance.open_tickets));
    }
    const [member2] = balances.filter((balance) => balance.username_key === 'member2');
    expect(Number(member2?.staked)).toBe(twins.reduce((sum, twin) => sum + Number(twin.total_cents), 0));
  }, 60_000);
});

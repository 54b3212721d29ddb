// Two server processes on one PostgreSQL (what an operator does when one machine is not enough).
// The same ClientRefs sent to both at once make one bet each with one answer; a session ended on one is
// ended on the other; the login lockout counts failures made on either. PostgreSQL only (two processes
// cannot share PGlite's files): vite.config.ts runs *.pg.test.ts only when DATABASE_URL is set (npm run test:pg).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PIN } from '../../../server/store/seed-demo.ts';
import { scratchPostgres, startServerProcess, type ServerProcess } from '../support/server-process.ts';
import { inParallel, postBetUntilDefinitive, send, wireLogin } from '../support/wire-client.ts';

let first: ServerProcess;
let second: ServerProcess;
let databaseUrl: string;
let drop = async () => {};
beforeAll(async () => {
  const scratch = await scratchPostgres(process.env.DATABASE_URL as string);
  databaseUrl = scratch.url;
  drop = scratch.drop;
  // One after the other: the first creates the schema and the demo sites, the second finds them.
  first = await startServerProcess({ database: { url: databaseUrl }, memberCreditCents: 10_000_000 });
  second = await startServerProcess({ database: { url: databaseUrl } });
}, 240_000);
afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
  await drop();
});

async function query<T>(text: string, values: unknown[]): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

describe('two server processes on one database', () => {
  it('make one bet per ClientRef sent to both at once, with the same answer from each', async () => {
    const token = await wireLogin(first.base, DEMO_PIN, 'member1');
    const refs = Array.from({ length: 100 }, (_, index) => index);
    const betOf = (ref: number) => ({
      userId: 'member1',
      clientRef: `twin-ref-${ref}`,
      betString: `D\n#1\n${3000 + ref}#1`,
    });
    const answers = await inParallel(refs, 16, (ref) =>
      Promise.all([
        postBetUntilDefinitive(first.base, token, betOf(ref)),
        postBetUntilDefinitive(second.base, token, betOf(ref)),
      ]),
    );
    const rows = await query<{ client_ref: string; guid: string }>(
      `select client_ref, guid from bets where client_ref like 'twin-ref-%'`,
      [],
    );
    expect(rows).toHaveLength(refs.length);
    for (const ref of refs) {
      const [fromFirst, fromSecond] = answers[ref] ?? [];
      expect(fromFirst?.answer.body, `ref ${ref}`).toBe(fromSecond?.answer.body);
      const guid = rows.find((row) => row.client_ref === `twin-ref-${ref}`)?.guid;
      expect(JSON.parse(fromFirst?.answer.body ?? '{}')).toMatchObject({ status: 'S100', GUID: guid });
    }
    const [ledger] = await query<{ net: string }>(
      `select coalesce(sum(amount_cents), 0) as net from ledger_entries where user_id = (select id from users where username_key = 'member1')`,
      [],
    );
    expect(Number(ledger?.net)).toBe(-refs.length * 100);
  }, 240_000);

  it('end a session on one and it is ended on the other', async () => {
    const token = await wireLogin(first.base, DEMO_PIN, 'member2');
    const balance = (base: string) => send(base, '/FDAPI/Player/GetPlayerBalance', { token, json: {} });
    const before = await balance(second.base);
    expect(before.kind === 'answer' && JSON.parse(before.body).status).toBe('S100');
    const logout = await send(second.base, '/masterapi/Account/Logout', { token, json: {} });
    expect(logout.kind === 'answer' && JSON.parse(logout.body).status).toBe('S100');
    for (const base of [first.base, second.base]) {
      const after = await balance(base);
      expect(after.kind === 'answer' && JSON.parse(after.body).status).toBe('E102');
    }
  }, 60_000);

  it('lock an account after five failures made on either, and refuse the right password on both', async () => {
    const login = async (base: string, password: string) => {
      const answer = await send(base, '/masterapi/token', {
        form: {
          grant_type: 'password',
          username: 'member3',
          password,
          client_id: DEMO_PIN,
          CaptchaKey: '',
          Captcha: '',
        },
      });
      if (answer.kind === 'broken') throw new Error(answer.reason);
      return JSON.parse(answer.body) as { status: string; access_token?: string };
    };
    // Alternating processes, one guess at a time (concurrent bursts are the login's own suite's).
    const statuses: string[] = [];
    for (let guess = 0; guess < 5; guess++)
      statuses.push((await login(guess % 2 === 0 ? first.base : second.base, `wrong-${guess}`)).status);
    expect(statuses.slice(0, 4)).toEqual(['E111', 'E111', 'E111', 'E111']);
    // The fifth failure locks the account: it may already say so.
    expect(['E111', 'E106']).toContain(statuses[4]);
    for (const base of [first.base, second.base]) {
      const right = await login(base, 'Demo2026');
      expect(right.status).toBe('E106');
      expect(right.access_token ?? '').toBe('');
    }
  }, 120_000);
});

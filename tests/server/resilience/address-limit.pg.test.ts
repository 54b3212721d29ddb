// Two server processes on one PostgreSQL share the per-address login limit (address_hits): the calls
// made to either count against one budget, so two processes do not allow twice as many logins.
// PostgreSQL only, like the other two-process tests (vite.config.ts runs *.pg.test.ts with DATABASE_URL).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PIN } from '../../../server/store/seed-demo.ts';
import { scratchPostgres, startServerProcess, type ServerProcess } from '../support/server-process.ts';
import { send } from '../support/wire-client.ts';

const LIMIT = 6;
let first: ServerProcess;
let second: ServerProcess;
let databaseUrl: string;
let drop = async () => {};
beforeAll(async () => {
  const scratch = await scratchPostgres(process.env.DATABASE_URL as string);
  databaseUrl = scratch.url;
  drop = scratch.drop;
  first = await startServerProcess({ database: { url: databaseUrl }, loginsPerMinute: LIMIT });
  second = await startServerProcess({ database: { url: databaseUrl }, loginsPerMinute: LIMIT });
}, 240_000);
afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
  await drop();
});

async function login(base: string, username: string): Promise<{ http: number; status: string }> {
  const answer = await send(base, '/masterapi/token', {
    form: { grant_type: 'password', username, password: 'wrong-pass1', client_id: DEMO_PIN },
  });
  if (answer.kind === 'broken') throw new Error(answer.reason);
  return { http: answer.status, status: (JSON.parse(answer.body) as { status: string }).status };
}

async function query<T>(text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}
const windowsCounted = async () =>
  Number(
    (
      await query<{ windows: string }>(
        `select count(distinct window_start) as windows from address_hits where bucket like 'POST /masterapi/token %'`,
      )
    )[0]?.windows,
  );

describe('the per-address login limit', () => {
  it('counts the calls made to either process against one budget', async () => {
    // Each process alone would allow LIMIT a minute; together they allow LIMIT, not twice as many. A run
    // that straddles the servers' minute is told by the windows counted and run again, from a clean count.
    for (let run = 0; run < 3; run++) {
      await query('delete from address_hits');
      const answers = [];
      for (let index = 0; index < LIMIT; index++)
        answers.push(await login(index % 2 === 0 ? first.base : second.base, `spray${run}x${index}`));
      const beyond = [await login(first.base, `spray${run}-first`), await login(second.base, `spray${run}-second`)];
      if ((await windowsCounted()) > 1) continue;
      expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: LIMIT }, () => 'E111'));
      expect(beyond).toEqual([
        { http: 429, status: 'E106' },
        { http: 429, status: 'E106' },
      ]);
      return;
    }
    throw new Error('three runs straddled a minute');
  }, 120_000);
});

// The result stream across two real server processes on one PostgreSQL (docs/live-draws.md): a result
// published on the first reaches a stream held open on the second, through the second's read of the publish
// sequence. PostgreSQL only (vite.config.ts runs *.pg.test.ts only when DATABASE_URL is set).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResultPublishedEvent } from '../../../contract/my-numbers.ts';
import { DEMO_PIN } from '../../../server/store/seed-demo.ts';
import { openStream } from '../support/event-stream.ts';
import { scratchPostgres, startServerProcess, type ServerProcess } from '../support/server-process.ts';
import { wireLogin } from '../support/wire-client.ts';

let first: ServerProcess;
let second: ServerProcess;
let drop = async () => {};
beforeAll(async () => {
  const scratch = await scratchPostgres(process.env.DATABASE_URL as string);
  drop = scratch.drop;
  first = await startServerProcess({ database: { url: scratch.url } });
  second = await startServerProcess({ database: { url: scratch.url } });
}, 240_000);
afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
  await drop();
});

describe('the result stream on two server processes', () => {
  it('carries a result published on one process to a stream open on the other', async () => {
    const stream = openStream(`${second.base}/live/results`);
    try {
      await stream.next('ready');
      const token = await wireLogin(first.base, DEMO_PIN, 'admin');
      // A past Sunday's draw: it has taken place whatever the real date, so it may be published (or corrected).
      const first4D = String(1000 + Math.floor(Math.random() * 9000));
      const fourD = {
        first: first4D,
        second: '5555',
        third: '6666',
        starters: Array.from({ length: 13 }, (_, i) => String(7000 + i)),
        consolations: Array.from({ length: 10 }, (_, i) => String(8000 + i)),
      };
      const answer = await fetch(`${first.base}/admin/results`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ drawType: 'M', drawDate: '2026-11-15', fourD }),
      });
      expect(((await answer.json()) as { status: string }).status).toBe('S100');
      expect((await stream.next('result')) as ResultPublishedEvent).toMatchObject({
        drawType: 'M',
        drawDate: '2026-11-15',
      });
    } finally {
      await stream.close();
    }
  }, 120_000);
});

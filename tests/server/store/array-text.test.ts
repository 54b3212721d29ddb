// The bet path's array text (server/store/array-text.ts), read back by the database it is sent to: every
// element comes back as it went, whatever it holds (quotes, backslashes, commas, braces, spaces, the word
// NULL, an empty string, non-ASCII text), and null as NULL; integers keep their value up to the safe range.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { intArrayText, textArrayText } from '../../../server/store/array-text.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.close());

const tricky = [
  'plain',
  'a "quoted" word',
  'back\\slash',
  'a,b',
  '{braces}',
  ' spaced ',
  'NULL',
  '',
  '四位数',
  '{"B":100}',
];

describe('array text', () => {
  it('round-trips text elements, null included, through the database', async () => {
    const values: (string | null)[] = [...tricky, null];
    const { rows } = await sql<{
      a: (string | null)[];
    }>`select ${textArrayText(values, (value) => value)}::text[] as a`.execute(server.ctx.db);
    expect(rows[0]?.a).toEqual(values);
  });

  it('round-trips runs of equal elements, as the tickets of a bet have them, a null first, after text and before it', async () => {
    const values: (string | null)[] = [
      null,
      '{"B":100}',
      '{"B":100}',
      'a "q"',
      'a "q"',
      null,
      null,
      'NULL',
      'NULL',
      null,
      '',
      '',
    ];
    const { rows } = await sql<{
      a: (string | null)[];
    }>`select ${textArrayText(values, (value) => value)}::text[] as a`.execute(server.ctx.db);
    expect(rows[0]?.a).toEqual(values);
  });

  it('round-trips integers, negative and large, and refuses what is not a safe integer', async () => {
    const values = [0, -1, 42, 2 ** 31 - 1, -(2 ** 40), Number.MAX_SAFE_INTEGER];
    const { rows } = await sql<{
      a: string[];
    }>`select ${intArrayText(values, (value) => value)}::bigint[]::text[] as a`.execute(server.ctx.db);
    expect(rows[0]?.a).toEqual(values.map(String));
    for (const bad of [1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
      expect(() => intArrayText([bad], (value) => value)).toThrow(RangeError);
    }
  });

  it('makes an empty array of either kind', async () => {
    const { rows } = await sql<{
      t: string[];
      i: number[];
    }>`select ${textArrayText([], String)}::text[] as t, ${intArrayText([], Number)}::int[] as i`.execute(
      server.ctx.db,
    );
    expect(rows[0]).toEqual({ t: [], i: [] });
  });
});

// The demo history: every draw of the past 30 days (GMT+8) gets a valid, reproducible result marked demo.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoResults } from '../../../server/services/results/seed-demo-results.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.close());

describe('demo results', () => {
  it('cover every draw of the 30 days before today, once, as demo data', async () => {
    // The clock: Wednesday 2026-11-18. The 30 days before are 2026-10-19 … 2026-11-17, holding 12
    // Wednesdays, Saturdays and Sundays (listed below) for the 7 weekly operators, and 30 days for the 6
    // daily draw types (L3 L A3 A N3 N).
    const published = await seedDemoResults(server.ctx);
    const rows = await server.ctx.db
      .selectFrom('draw_results')
      .select(['draw_type', 'draw_date', 'demo', 'version'])
      .execute();
    expect(published).toBe(12 * 7 + 30 * 6);
    expect(rows).toHaveLength(published);
    expect(rows.every((row) => row.demo && row.version === 1)).toBe(true);
    const dates = rows.map((row) => row.draw_date).sort();
    expect(dates[0]).toBe('2026-10-19');
    expect(dates.at(-1)).toBe('2026-11-17');
    expect(
      rows
        .filter((row) => row.draw_type === 'M')
        .map((row) => row.draw_date)
        .sort(),
    ).toEqual([
      '2026-10-21',
      '2026-10-24',
      '2026-10-25',
      '2026-10-28',
      '2026-10-31',
      '2026-11-01',
      '2026-11-04',
      '2026-11-07',
      '2026-11-08',
      '2026-11-11',
      '2026-11-14',
      '2026-11-15',
    ]);
  });

  it('are reproducible: seeding again publishes the same results and changes nothing', async () => {
    await seedDemoResults(server.ctx);
    const versions = await server.ctx.db
      .selectFrom('draw_results')
      .select('version')
      .where('version', '>', 1)
      .execute();
    expect(versions).toEqual([]);
  });
});

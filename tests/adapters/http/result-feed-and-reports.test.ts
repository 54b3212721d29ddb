// HttpResultFeed's conditional reads and HttpDrawReports over real HTTP against the real server: the same
// answer again is a 304 that hands back the very same object; a publication brings the new result; the
// session's strike, payout and results text arrive with their shapes.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HttpDrawReports } from '../../../src/adapters/http/http-draw-reports.ts';
import { demoJackpotCents } from '../../../server/services/results/jackpot.ts';
import { atDrawTime } from '../../server/support/draw-time.ts';
import { httpAdapters, logIn } from '../support/http-adapters.ts';
import { startListeningServer, type ListeningServer } from '../support/listening-server.ts';

vi.setConfig({ testTimeout: 30_000 });

let server: ListeningServer;
beforeAll(async () => {
  server = await startListeningServer();
}, 120_000);
afterAll(() => server?.close());

describe('HttpResultFeed', () => {
  it('answers an unchanged read with the same object (a 304), and a publication with the new result', async () => {
    const adapters = httpAdapters(server.origin);
    const statuses: number[] = [];
    const send = adapters.api.send.bind(adapters.api);
    adapters.api.send = async (request) => {
      const answer = await send(request);
      statuses.push(answer.httpStatus);
      return answer;
    };
    const first = await adapters.results.latestResult('M', '2026-11-18');
    expect(first.published).toBe(false);
    expect(await adapters.results.latestResult('M', '2026-11-18')).toBe(first);
    const all = await adapters.results.latestResults();
    expect(all).toHaveLength(13);
    expect(await adapters.results.latestResults()).toBe(all);
    expect(statuses).toEqual([200, 304, 200, 304]);

    await logIn(adapters, 'admin');
    const fourD = {
      first: '9753',
      second: '0002',
      third: '0003',
      starters: Array.from({ length: 13 }, (_, i) => String(1000 + i)),
      consolations: Array.from({ length: 10 }, (_, i) => String(2000 + i)),
    };
    await atDrawTime(server, 'M', '2026-11-18', () =>
      adapters.api.data({
        method: 'POST',
        path: '/admin/results',
        json: { drawType: 'M', drawDate: '2026-11-18', fourD },
      }),
    );
    const after = await adapters.results.latestResult('M', '2026-11-18');
    expect(after).not.toBe(first);
    expect(after.m4.prize1).toBe('9753');
    const la = await adapters.results.laResults('2026-11-18', '19:30');
    expect(la.map((item) => item.drawTypeCode)).toEqual(['L', 'A']);
  });
});

describe('HttpDrawReports', () => {
  it('reads strike, payout and the results text with the session token', async () => {
    const adapters = httpAdapters(server.origin);
    await logIn(adapters, 'member1');
    const reports = new HttpDrawReports(adapters.api);
    const strike = await reports.strike('2026-11-18');
    expect(strike).toMatchObject({ drawDate: '2026-11-18', rows: [], totals: [] });
    const payout = await reports.payout();
    expect(payout.fourD[0]?.rows.map((row) => row.tier)).toEqual(['1st', '2nd', '3rd', 'special', 'consolation']);
    // Today's jackpots in MYR cents, as the server counts them.
    expect(payout.jackpots.map((item) => [item.drawType, item.amountCents])).toEqual(
      (['L', 'A'] as const).map((drawType) => [drawType, demoJackpotCents(drawType, '2026-11-18')]),
    );
    const text = await reports.resultText('2026-11-18');
    expect(text.text.split('\n')[0]).toBe('Results 2026-11-18');
    expect(text.data.drawDate).toBe('2026-11-18');
  });
});

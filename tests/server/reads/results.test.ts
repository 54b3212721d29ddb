// The public result and jackpot reads against 30 days of demo results (seedDemoResults publishes the days
// before the FakeClock's Wed 2026-11-18), through the real server without a session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoResults } from '../../../server/services/results/seed-demo-results.ts';
import { demoDrawResult } from '../../../server/settlement/demo-results.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { tokenFor } from '../support/sessions.ts';

let server: TestServer;
const get = async (url: string, method: 'GET' | 'POST' = 'GET') => server.call(undefined, { method, url });
const ORDER = ['M', 'P', 'T', 'S', 'B', 'K', 'W', 'L3', 'L', 'A3', 'A', 'N3', 'N'];

beforeAll(async () => {
  server = await startTestServer();
  await seedDemoResults(server.ctx);
}, 60_000);
afterAll(() => server?.close());

describe('GetLatestResults', () => {
  it('answers every draw type in display order with its latest draw, no session needed', async () => {
    const response = await get('/Result/GetLatestResults', 'POST');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe('S100');
    expect(body.data.map((item: { drawType: string }) => item.drawType)).toEqual(ORDER);
    const byType = Object.fromEntries(body.data.map((item: { drawType: string }) => [item.drawType, item]));
    // Weekly operators last drew on Sunday the 15th; the daily ones yesterday.
    expect(byType.M.drawDate).toBe('2026-11-15');
    expect(byType.L.drawDate).toBe('2026-11-17');
    const m = demoDrawResult('M', '2026-11-15').fourD!;
    expect(byType.M.m4).toMatchObject({
      prize1: m.first,
      prize2: m.second,
      prize3: m.third,
      prizeStarter13: m.starters[12],
      prizeConsolation10: m.consolations[9],
    });
    expect(byType.M.m5).toBeUndefined();
    expect(byType.T.m5.prize1).toBe(demoDrawResult('T', '2026-11-15').fiveD!.first);
    expect(byType.L.m6.prize1).toBe(demoDrawResult('L', '2026-11-17').sixD!.first);
  });

  it('shows a correction (the latest version) rather than the first publication', async () => {
    const token = await tokenFor(server, 'admin');
    const fourD = {
      first: '0001',
      second: '0002',
      third: '0003',
      starters: Array.from({ length: 13 }, (_, i) => String(1000 + i)),
      consolations: Array.from({ length: 10 }, (_, i) => String(2000 + i)),
    };
    const published = await server.call(token, {
      method: 'POST',
      url: '/admin/results',
      payload: { drawType: 'P', drawDate: '2026-11-15', fourD },
    });
    expect(published.json().data.version).toBe(2);
    const latest = (await get('/Result/GetLatestResults', 'POST'))
      .json()
      .data.find((item: { drawType: string }) => item.drawType === 'P');
    expect(latest.m4.prize1).toBe('0001');
    const single = (await get('/Result/GetLatestResult?DrawTypeCode=P&DrawDate=2026-11-15')).json().data;
    expect(single.m4.prizeConsolation1).toBe('2000');
  });
});

describe('GetResults', () => {
  it('answers the draws of a date, dashes for draw types without a result that day', async () => {
    const body = (await get('/Result/GetResults?DrawDate=2026-11-17', 'POST')).json();
    expect(body.data).toHaveLength(13);
    const byType = Object.fromEntries(body.data.map((item: { drawType: string }) => [item.drawType, item]));
    expect(byType.L3).toMatchObject({
      drawDate: '2026-11-17',
      published: true,
      m4: { prize1: demoDrawResult('L3', '2026-11-17').fourD!.first },
    });
    // Tuesday: no Magnum draw.
    expect(byType.M.published).toBe(false);
    expect(Object.values(byType.M.m4)).toEqual(Array(26).fill('----'));
    expect(byType.T.m5).toEqual({ prize1: '----', prize2: '----', prize3: '----' });
  });

  it('answers all dashes for a date without any result', async () => {
    const body = (await get('/Result/GetResults?DrawDate=2026-11-18', 'POST')).json();
    expect(
      body.data.every(
        (item: { published: boolean; m4: object }) =>
          !item.published && Object.values(item.m4).every((value) => value === '----'),
      ),
    ).toBe(true);
  });
});

describe('GetLatestResult', () => {
  it('answers one draw, its latest when no date is given, and accepts L7 for L', async () => {
    const dated = (await get('/Result/GetLatestResult?DrawTypeCode=T&DrawDate=2026-11-14')).json().data;
    const t = demoDrawResult('T', '2026-11-14');
    expect(dated).toMatchObject({
      drawType: 'T',
      drawDate: '2026-11-14',
      m4: { prize2: t.fourD!.second },
      m5: { prize3: t.fiveD!.third },
      m6: { prize1: t.sixD!.first },
    });
    const latest = (await get('/Result/GetLatestResult?DrawTypeCode=L7')).json().data;
    expect(latest).toMatchObject({ drawType: 'L', drawDate: '2026-11-17' });
    const pending = (await get('/Result/GetLatestResult?DrawTypeCode=A&DrawDate=2026-11-18')).json().data;
    expect(pending).toMatchObject({ published: false, m4: { prize1: '----' }, m6: { prize1: '----' } });
  });
});

describe('DrawResultL/GetDrawResult', () => {
  it('answers L3, L, A3, A in the L/A shape, with the 6D split fields derived from the 1st', async () => {
    const body = (await get('/DrawResultL/GetDrawResult?date=2026-11-17')).json();
    expect(body.status).toBe('S100');
    expect(body.data.map((item: { drawTypeCode: string }) => item.drawTypeCode)).toEqual(['L3', 'L', 'A3', 'A']);
    const a = demoDrawResult('A', '2026-11-17');
    const sixD = a.sixD!.first;
    expect(body.data[3]).toMatchObject({
      drawDate: '2026-11-17',
      prize1: a.fourD!.first,
      prizeA: a.fourD!.starters[0],
      prizeM: a.fourD!.starters[12],
      prizeN: a.fourD!.consolations[0],
      prizeW: a.fourD!.consolations[9],
      prize6D: sixD,
      prize6D_2A: sixD.slice(0, 5),
      prize6D_2B: sixD.slice(1),
      prize6D_3A: sixD.slice(0, 4),
      prize6D_3B: sixD.slice(2),
      prize6D_4A: sixD.slice(0, 3),
      prize6D_4B: sixD.slice(3),
      prize6D_5A: sixD.slice(0, 2),
      prize6D_5B: sixD.slice(4),
      videoUrl: '',
    });
  });

  it('narrows to the draws at a draw time, and shows dashes before publication', async () => {
    const afternoon = (await get('/DrawResultL/GetDrawResult?date=2026-11-17T15:30')).json().data;
    expect(afternoon.map((item: { drawTypeCode: string }) => item.drawTypeCode)).toEqual(['L3', 'A3']);
    const today = (await get('/DrawResultL/GetDrawResult?date=2026-11-18T10:00')).json().data;
    expect(today).toHaveLength(4);
    expect(today[0]).toMatchObject({ prize1: '----', prizeW: '----', prize6D: '----', prize6D_5B: '----' });
  });
});

describe('Jackpot/GetJackpot', () => {
  it('answers L and A with a deterministic demo amount', async () => {
    const first = (await get('/Jackpot/GetJackpot?date=2026-11-18')).json();
    expect(first.data.map((item: { drawType: string }) => item.drawType)).toEqual(['L', 'A']);
    expect(first.data[0]).toMatchObject({ drawDate: '2026-11-18', currency: 'MYR' });
    expect(first.data[0].jackpotAmount).toBeGreaterThan(1_000_000);
    expect((await get('/Jackpot/GetJackpot?date=2026-11-18')).json()).toEqual(first);
    // No date (or an empty one): today on the server's clock.
    expect((await get('/Jackpot/GetJackpot?date=')).json()).toEqual(first);
    const next = (await get('/Jackpot/GetJackpot?date=2026-11-19T19:30')).json().data;
    expect(next[0].jackpotAmount).not.toBe(first.data[0].jackpotAmount);
  });
});

describe('query validation', () => {
  it.each([
    ['POST', '/Result/GetResults', 'DrawDate'],
    ['POST', '/Result/GetResults?DrawDate=2026-13-45', 'DrawDate'],
    ['POST', '/Result/GetResults?DrawDate=18-11-2026', 'DrawDate'],
    ['GET', '/Result/GetLatestResult?DrawDate=2026-11-17', 'DrawTypeCode'],
    ['GET', '/Result/GetLatestResult?DrawTypeCode=L10', 'DrawTypeCode'],
    ['GET', '/Result/GetLatestResult?DrawTypeCode=M&DrawDate=2026-02-30', 'DrawDate'],
    ['GET', '/DrawResultL/GetDrawResult?date=2026-11-17T25:00', 'date'],
    ['GET', '/DrawResultL/GetDrawResult?date=yesterday', 'date'],
    ['GET', '/Jackpot/GetJackpot?date=2026-02-29', 'date'],
  ] as const)('%s %s → 400 V103 naming %s', async (method, url, field) => {
    const response = await get(url, method);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'V103', field });
  });
});

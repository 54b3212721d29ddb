// PostBet3 (hourly sheet) and the guided-screen calls answer arrays, one item per draw type: the hourly
// calls make a bet per draw type (own GUID and receipt), PostBetEkor one bet for all; a refusal of the whole
// sheet is one item. Clock: Wednesday 2026-11-18 10:00 GMT+8. Partial answers: partial-hourly.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { ledgerOf, tokenFor } from '../support/sessions.ts';

let server: TestServer;
let member1: string;
beforeAll(async () => {
  server = await startTestServer();
  member1 = await tokenFor(server, 'member1');
}, 60_000);
afterAll(() => server?.close());

const call = (url: string, payload: object, token = member1) => server.call(token, { method: 'POST', url, payload });

describe('PostBet3', () => {
  it('makes one bet per draw type of the hourly sheet (own GUID, own receipt), and replays identically', async () => {
    const before = await ledgerOf(server, 'member1');
    const payload = { Currency: 'MYR', UserId: 'member1', ClientRef: 'hourly-ref-1', BetString: 'D\n#8393\n1234#1' };
    const first = await call('/FDAPI/Bet/PostBet3', payload);
    const items = first.json();
    expect(items.map((item: { DrawType: string; status: string }) => [item.DrawType, item.status])).toEqual([
      ['L3', 'S100'],
      ['A3', 'S100'],
    ]);
    expect(items[0].GUID).not.toBe(items[1].GUID);
    expect(items[0].Output).toContain('Total: 1.00 (1 tickets)');
    expect(items[1].Output).toMatch(/^A3 1234 B 1\.00 = 1\.00$/m);
    expect(items[1].data).toMatchObject({ total: 1, tickets: 1, drawTypes: ['A3'] });
    expect(await ledgerOf(server, 'member1')).toBe(before - 200);
    const again = await call('/FDAPI/Bet/PostBet3', payload);
    expect(again.body).toBe(first.body);
    expect(await ledgerOf(server, 'member1')).toBe(before - 200);
  });

  it('refuses a regular draw-type digit in the hourly sheet with one item', async () => {
    const items = (
      await call('/FDAPI/Bet/PostBet3', {
        Currency: 'MYR',
        UserId: 'member1',
        ClientRef: 'hourly-ref-2',
        BetString: 'D\n#1\n1234#1',
      })
    ).json();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      status: 'E122',
      errors: [
        { line: 2, code: 'status-E122' },
        { line: 3, code: 'bet1-nodrawtype' },
      ],
    });
  });
});

describe('PostBetEkor and PostBetEkor3', () => {
  it("bet for the logged-in player with the guided screens' payload", async () => {
    const before = await ledgerOf(server, 'member1');
    const ekor = {
      ID: '',
      Method: 'buy',
      Platform: 'ekor',
      Currency: 'MYR',
      ClientRef: 'ekor-ref-1',
      BetString: 'D\n#13\n1234#1#1',
    };
    const items = (await call('/FDAPI/Bet/PostBetEkor', ekor)).json();
    expect(items.map((item: { DrawType: string }) => item.DrawType)).toEqual(['M', 'T']);
    expect(await ledgerOf(server, 'member1')).toBe(before - 400);
    const hourly = (
      await call('/FDAPI/Bet/PostBetEkor3', { ...ekor, ClientRef: 'ekor-ref-2', BetString: 'D\n#03\n123456#1' })
    ).json();
    expect(hourly[0].status).toBe('E130'); // N3 offers no 6D
  });

  it('PostBetEkor3 makes one bet per draw type as PostBet3 does; PostBetEkor one bet for all', async () => {
    const ekor = { Method: 'buy', Currency: 'MYR', BetString: 'D\n#8393\n5678#1' };
    const hourly = (await call('/FDAPI/Bet/PostBetEkor3', { ...ekor, ClientRef: 'ekor-ref-5' })).json();
    expect(hourly.map((item: { DrawType: string; status: string }) => [item.DrawType, item.status])).toEqual([
      ['L3', 'S100'],
      ['A3', 'S100'],
    ]);
    expect(hourly[0].GUID).not.toBe(hourly[1].GUID);
    const regular = (
      await call('/FDAPI/Bet/PostBetEkor', { ...ekor, ClientRef: 'ekor-ref-6', BetString: 'D\n#18\n5678#1' })
    ).json();
    expect(regular.map((item: { DrawType: string }) => item.DrawType)).toEqual(['M', 'L']);
    expect(regular[0].GUID).toBe(regular[1].GUID);
  });

  it('lets an agent name a downline player, and refuses betting for an agent itself (E131)', async () => {
    const agent1 = await tokenFor(server, 'agent1');
    const ekor = { Method: 'buy', Currency: 'MYR', ClientRef: 'ekor-ref-3', BetString: 'D\n#8\n1234#1' };
    expect((await call('/FDAPI/Bet/PostBetEkor', { ...ekor, UserId: 'member2' }, agent1)).json()[0].status).toBe(
      'S100',
    );
    expect((await call('/FDAPI/Bet/PostBetEkor', { ...ekor, ClientRef: 'ekor-ref-4' }, agent1)).json()).toMatchObject({
      status: 'E131',
    });
  });
});

describe('hostile user names', () => {
  it('a UserId with a NUL byte is 400 V103; other non-alphanumerics are E103; never a 500', async () => {
    const nul = await call('/FDAPI/Bet/PostBet', {
      Currency: 'MYR',
      UserId: 'member1\u0000',
      ClientRef: 'hostile-ref-1',
      BetString: 'D\n#1\n1234#1',
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().status).toBe('V103');
    for (const UserId of ["member1' --", 'mem ber1']) {
      const response = await call('/FDAPI/Bet/PostBet', {
        Currency: 'MYR',
        UserId,
        ClientRef: 'hostile-ref-1',
        BetString: 'D\n#1\n1234#1',
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().status).toBe('E103');
    }
  });
});

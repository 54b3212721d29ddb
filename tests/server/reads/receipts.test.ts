// Report/GetReceipts through the real server: reach (member: its own; agent: its subtree; nothing else,
// not even by bet number), paging, the list types, and `voidable` following the clock and publication.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { tokenFor } from '../support/sessions.ts';
import { atDrawTime } from '../support/draw-time.ts';
import { screenOf } from '../../../server/services/receipts/list-receipts.ts';

let server: TestServer;
interface Placed {
  betNumber: number;
  GUID: string;
  Output: string;
  sheet: string;
}
const placed: Record<string, Placed> = {};
let member1Numbers: number[] = [];

const place = async (name: string, as: string, player: string, sheet: string) => {
  const response = await server.call(await tokenFor(server, as), {
    method: 'POST',
    url: '/FDAPI/Bet/PostBet',
    payload: { Currency: 'MYR', UserId: player, ClientRef: `reads-${name}`, BetString: sheet },
  });
  const body = response.json();
  if (body.status !== 'S100') throw new Error(`bet ${name}: ${response.body}`);
  placed[name] = { betNumber: body.data.betNumber, GUID: body.GUID, Output: body.Output, sheet };
};
const receipts = async (as: string, query = '') =>
  server.call(await tokenFor(server, as), { method: 'POST', url: `/FDAPI/Report/GetReceipts${query}` });
const itemsOf = async (as: string, query = '') =>
  (await receipts(as, query)).json().data.items as {
    betNumber: number;
    player: string;
    voidable: boolean;
    status: string;
  }[];

beforeAll(async () => {
  server = await startTestServer();
  // member1: 21 bets — Lucky today first, 19 Magnum today, then one its agent placed for it (newest).
  await place('lucky', 'member1', 'member1', 'D\n#8\n5555#1');
  for (let i = 0; i < 19; i++) await place(`m${i}`, 'member1', 'member1', `D\n#1\n${1000 + i}#1`);
  await place('byAgent', 'agent1', 'member1', 'D\n#1\n7777#2');
  await place('member3', 'member3', 'member3', 'D\n#1\n3333#1');
  await place('memberx', 'memberx', 'memberx', 'D\n#1\n9999#1');
  await server.call(await tokenFor(server, 'member1'), {
    method: 'POST',
    url: `/FDAPI/Bet/VoidBet?GUID=${placed.m4?.GUID}`,
  });
  member1Numbers = ['lucky', ...Array.from({ length: 19 }, (_, i) => `m${i}`), 'byAgent'].map(
    (name) => placed[name]!.betNumber,
  );
}, 60_000);
afterAll(() => server?.close());

describe('reach', () => {
  it('a member sees its own bets only, newest first, 20 a page', async () => {
    const first = (await receipts('member1')).json();
    expect(first).toMatchObject({ status: 'S100', data: { total: 21, pages: 2, page: 1 } });
    expect(first.data.items.map((item: { betNumber: number }) => item.betNumber)).toEqual(
      [...member1Numbers].reverse().slice(0, 20),
    );
    const second = (await receipts('member1', '?Page=2')).json().data;
    expect(second).toMatchObject({ total: 21, pages: 2, page: 2 });
    expect(second.items.map((item: { betNumber: number }) => item.betNumber)).toEqual([placed.lucky!.betNumber]);
    expect(await itemsOf('member1', '?Page=3')).toEqual([]);
  });

  it('answers each receipt in full', async () => {
    const [newest] = await itemsOf('member1', '?Type=last');
    const bet = placed.byAgent!;
    expect(newest).toEqual({
      betNumber: bet.betNumber,
      GUID: bet.GUID,
      player: 'member1',
      placedBy: 'agent1',
      placedAt: '2026-11-18T02:00:00.000Z',
      currency: 'MYR',
      total: 2,
      tickets: 1,
      status: 'accepted',
      voidable: false,
      rebetString: bet.sheet,
      endpoint: 'PostBet',
      screen: 'sheet',
      output: bet.Output,
      receipt: expect.objectContaining({ betNumber: bet.betNumber, player: 'member1', total: 2, tickets: 1 }),
      outcome: { state: 'open', winTotal: 0, settled: false, lineWins: [] },
    });
  });

  it('an agent sees its subtree (member1 and member3 under agent2), another agent none of it', async () => {
    const agent1 = (await receipts('agent1')).json().data;
    expect(agent1.total).toBe(22);
    const all = [...agent1.items, ...(await itemsOf('agent1', '?Page=2'))].map(
      (item: { player: string }) => item.player,
    );
    expect(new Set(all)).toEqual(new Set(['member1', 'member3']));
    const agentx = (await receipts('agentx')).json().data;
    expect(agentx).toMatchObject({ total: 1, pages: 1, items: [{ player: 'memberx' }] });
    expect((await receipts('member2')).json().data).toMatchObject({ total: 0, pages: 0, items: [] });
  });

  it('a bet number outside the reach answers E120, exactly like a missing one', async () => {
    const missing = (await receipts('agent1', '?Type=betno&BetNo=999999')).json();
    const foreign = (await receipts('agent1', `?Type=betno&BetNo=${placed.memberx!.betNumber}`)).json();
    expect(missing).toEqual({ status: 'E120', message: 'No record.' });
    expect(foreign).toEqual(missing);
    expect((await receipts('member1', `?Type=betno&BetNo=${placed.member3!.betNumber}`)).json()).toEqual(missing);
    expect(
      (await receipts('agent1', `?Type=betno&BetNo=${placed.member3!.betNumber}`)).json().data.items[0].player,
    ).toBe('member3');
  });

  it('needs a session', async () => {
    const response = await server.call(undefined, { method: 'POST', url: '/FDAPI/Report/GetReceipts' });
    expect(response.statusCode).toBe(401);
  });
});

describe('types', () => {
  it('void lists voided bets only', async () => {
    const data = (await receipts('member1', '?Type=Void')).json().data;
    expect(data).toMatchObject({
      total: 1,
      pages: 1,
      items: [{ betNumber: placed.m4!.betNumber, status: 'void', voidable: false }],
    });
  });

  it('last is the newest one only; betno (or a BetNo alone) that bet', async () => {
    expect((await receipts('member1', '?Type=last')).json().data).toMatchObject({
      total: 1,
      pages: 1,
      items: [{ betNumber: placed.byAgent!.betNumber }],
    });
    const byNumber = await itemsOf('member1', `?Type=betno&BetNo=${placed.m7!.betNumber}`);
    expect(byNumber).toMatchObject([{ betNumber: placed.m7!.betNumber, rebetString: 'D\n#1\n1007#1' }]);
    expect(await itemsOf('member1', `?BetNo=${placed.m7!.betNumber}`)).toEqual(byNumber);
  });

  it.each([
    ['?Type=bogus', 'Type'],
    ['?Type=betno', 'BetNo'],
    ['?BetNo=12a', 'BetNo'],
    ['?Page=0', 'Page'],
    ['?Page=x', 'Page'],
  ])('%s → 400 V103 naming %s', async (query, field) => {
    const response = await receipts('member1', query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'V103', field });
  });
});

// Before the clock moves (the voidable tests pass the cut-off); memberx's counts are taken above.
describe('screen: the one Rebet opens', () => {
  const bet = async (url: string, payload: Record<string, string>) =>
    (
      await server.call(await tokenFor(server, 'memberx'), {
        method: 'POST',
        url,
        payload: { Currency: 'MYR', ...payload },
      })
    ).json();

  it('PostBet is the sheet unless sent with Origin bet2; PostBetEkor is the guided screen', async () => {
    await bet('/FDAPI/Bet/PostBet', {
      UserId: 'memberx',
      ClientRef: 'screen-sheet',
      BetString: 'D\n#1\n4401#1',
      Origin: 'sheet',
    });
    await bet('/FDAPI/Bet/PostBet', {
      UserId: 'memberx',
      ClientRef: 'screen-bet2',
      BetString: 'D\n#1\n4402#1',
      Origin: 'bet2',
    });
    const ekor = await bet('/FDAPI/Bet/PostBetEkor', {
      Method: 'buy',
      ClientRef: 'screen-bet1',
      BetString: 'D\n#1\n4403#1',
    });
    expect(ekor[0]).toMatchObject({ status: 'S100' });
    const items = (await itemsOf('memberx')) as unknown as { rebetString: string; screen: string }[];
    expect(items.slice(0, 3).map(({ rebetString, screen }) => [rebetString, screen])).toEqual([
      ['D\n#1\n4403#1', 'bet1'],
      ['D\n#1\n4402#1', 'bet2'],
      ['D\n#1\n4401#1', 'sheet'],
    ]);
  });

  it('an Origin the API does not know is 400 V103', async () => {
    expect(
      await bet('/FDAPI/Bet/PostBet', {
        UserId: 'memberx',
        ClientRef: 'screen-bogus',
        BetString: 'D\n#1\n4404#1',
        Origin: 'bet9',
      }),
    ).toMatchObject({ status: 'V103', field: 'Origin' });
  });

  it('form 3 is PostBetEkor3, whatever the origin', () => {
    expect(screenOf('PostBetEkor3', null)).toBe('bet3');
    expect(screenOf('PostBet3', null)).toBe('sheet');
    expect(screenOf('PostBet', 'bet2')).toBe('bet2');
  });
});

describe('voidable', () => {
  const voidableOf = async (as: string, name: string) =>
    (await itemsOf(as, `?Type=betno&BetNo=${placed[name]!.betNumber}`))[0]!.voidable;

  it('is true for the placer or an agent above the player, before the cut-off', async () => {
    expect(await voidableOf('member1', 'm0')).toBe(true);
    expect(await voidableOf('agent1', 'm0')).toBe(true);
    expect(await voidableOf('agent1', 'member3')).toBe(true);
    // Placed by agent1: the member may not void it, agent1 may.
    expect(await voidableOf('member1', 'byAgent')).toBe(false);
    expect(await voidableOf('agent1', 'byAgent')).toBe(true);
  });

  it('turns false once a result of one of its draws is published', async () => {
    const fourD = {
      first: '0001',
      second: '0002',
      third: '0003',
      starters: Array.from({ length: 13 }, (_, i) => String(1000 + i)),
      consolations: Array.from({ length: 10 }, (_, i) => String(2000 + i)),
    };
    const admin = await tokenFor(server, 'admin');
    const published = await atDrawTime(server, 'L', '2026-11-18', () =>
      server.call(admin, {
        method: 'POST',
        url: '/admin/results',
        payload: { drawType: 'L', drawDate: '2026-11-18', fourD },
      }),
    );
    expect(published.json().status).toBe('S100');
    expect(await voidableOf('member1', 'lucky')).toBe(false);
    expect(await voidableOf('member1', 'm0')).toBe(true);
  });

  it('turns false once the clock passes the 19:00 GMT+8 cut-off', async () => {
    server.clock.advance(9 * 60 * 60 * 1000 + 60_000); // 10:00 → 19:01
    expect(await voidableOf('member1', 'm0')).toBe(false);
    expect((await itemsOf('agent1')).some((item) => item.voidable)).toBe(false);
  });
});

// My numbers over HTTP (docs/live-draws.md): add, rename, remove on the caller's own list; another user's
// entry is out of reach; bad input is 400 V103 naming the field, never a 500; the list's limit; and the hits
// of a published result (the badge's call).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyNumberHits, MyNumbersList } from '../../../contract/my-numbers.ts';
import { MY_NUMBERS_MAX } from '../../../src/core/domain/my-numbers.ts';
import { publishResult } from '../../../server/services/results/publish-result.ts';
import { atDrawTime } from '../support/draw-time.ts';
import { tokenFor } from '../support/sessions.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let member: string;
let other: string;
beforeAll(async () => {
  server = await startTestServer();
  member = await tokenFor(server, 'member1');
  other = await tokenFor(server, 'member2');
}, 120_000);
afterAll(() => server?.close());

const post = (token: string, url: string, payload?: object) =>
  server.call(token, { method: 'POST', url: `/FDAPI/MyNumbers/${url}`, ...(payload ? { payload } : {}) });
const listOf = async (token: string) => ((await post(token, 'GetMyNumbers')).json() as { data: MyNumbersList }).data;

describe('my numbers', () => {
  it('adds, renames and removes numbers on the caller’s own list', async () => {
    const added = await post(member, 'AddMyNumber', { Number: '1234', Label: 'car plate' });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({
      status: 'S100',
      data: { numbers: [{ number: '1234', label: 'car plate' }], max: MY_NUMBERS_MAX },
    });
    await post(member, 'AddMyNumber', { Number: '012', Label: ' birthday ' });
    const list = await listOf(member);
    expect(list.numbers.map((entry) => [entry.number, entry.label])).toEqual([
      ['1234', 'car plate'],
      ['012', 'birthday'],
    ]);
    const id = list.numbers[1]!.id;
    expect((await post(member, 'RenameMyNumber', { Id: id, Label: 'mum’s birthday' })).json()).toMatchObject({
      status: 'S100',
    });
    expect((await listOf(member)).numbers[1]!.label).toBe('mum’s birthday');
    expect((await post(member, 'AddMyNumber', { Number: '1234', Label: 'again' })).json()).toMatchObject({
      status: 'E133',
    });
    await post(member, 'RemoveMyNumber', { Id: id });
    expect((await listOf(member)).numbers.map((entry) => entry.number)).toEqual(['1234']);
  });

  it('never reads or changes another user’s entries', async () => {
    const [mine] = (await listOf(member)).numbers;
    expect(await listOf(other)).toEqual({ numbers: [], max: MY_NUMBERS_MAX });
    expect((await post(other, 'RenameMyNumber', { Id: mine!.id, Label: 'taken' })).json()).toMatchObject({
      status: 'E120',
    });
    expect((await post(other, 'RemoveMyNumber', { Id: mine!.id })).json()).toMatchObject({ status: 'E120' });
    expect((await listOf(member)).numbers[0]).toEqual(mine);
    // A request cannot name a user: an extra field is not read as whose list it is.
    await post(other, 'AddMyNumber', { Number: '7777', Label: '', UserId: 'member1' });
    expect((await listOf(member)).numbers.map((entry) => entry.number)).toEqual(['1234']);
    expect((await server.call(undefined, { method: 'POST', url: '/FDAPI/MyNumbers/GetMyNumbers' })).statusCode).toBe(
      401,
    );
  });

  it('refuses bad input with 400 V103 naming the field', async () => {
    const cases: [object, string][] = [
      [{ Number: '12', Label: '' }, 'Number'],
      [{ Number: '1234567', Label: '' }, 'Number'],
      [{ Number: '12a4', Label: '' }, 'Number'],
      [{ Number: '1234\u0000', Label: '' }, 'Number'],
      [{ Number: '4321', Label: 'a\u0000b' }, 'Label'],
      [{ Number: '4321', Label: 'x'.repeat(41) }, 'Label'],
      [{ Number: '4321', Label: 'x'.repeat(100_000) }, 'Label'],
    ];
    for (const [payload, field] of cases) {
      const answer = await post(member, 'AddMyNumber', payload);
      expect(answer.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(answer.json()).toMatchObject({ status: 'V103', field });
    }
    for (const id of [0, -1, 1.5, 1e300, '1; drop table']) {
      const answer = await post(member, 'RemoveMyNumber', { Id: id });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ status: 'V103', field: 'Id' });
    }
  });

  it(`keeps at most ${MY_NUMBERS_MAX} numbers (E140 beyond)`, async () => {
    const agent = await tokenFor(server, 'agent1');
    for (let i = 0; i < MY_NUMBERS_MAX; i++)
      expect((await post(agent, 'AddMyNumber', { Number: String(5000 + i), Label: '' })).json()).toMatchObject({
        status: 'S100',
      });
    expect((await post(agent, 'AddMyNumber', { Number: '9999', Label: '' })).json()).toMatchObject({ status: 'E140' });
    expect((await listOf(agent)).numbers).toHaveLength(MY_NUMBERS_MAX);
  });

  it('tells which of the caller’s numbers today’s results hit', async () => {
    const hits = async (token: string) =>
      ((await post(token, 'GetMyNumberHits')).json() as { data: MyNumberHits }).data.hits;
    expect(await hits(member)).toEqual([]);
    const fourD = {
      first: '1234',
      second: '5234',
      third: '6666',
      starters: Array.from({ length: 13 }, (_, i) => String(1000 + i)),
      consolations: Array.from({ length: 10 }, (_, i) => String(2000 + i)),
    };
    await atDrawTime(server, 'M', '2026-11-18', () =>
      publishResult(server.ctx, { drawType: 'M', drawDate: '2026-11-18', result: { fourD }, publishedBy: null }),
    );
    expect(await hits(member)).toEqual([
      { number: '1234', label: 'car plate', drawType: 'M', drawDate: '2026-11-18', game: '4D', prize: '1st' },
    ]);
    expect(await hits(other)).toEqual([]);
  });

  it('also names the caller’s own bets on a fresh draw that its result hits (not another player’s)', async () => {
    const bet = async (username: string, betString: string) => {
      const answer = await server.call(await tokenFor(server, username), {
        method: 'POST',
        url: '/FDAPI/Bet/PostBet',
        payload: {
          Currency: 'MYR',
          UserId: username,
          ClientRef: `mn-${username}-${betString.length}`,
          BetString: betString,
        },
      });
      expect(answer.json()).toMatchObject({ status: 'S100' });
    };
    // Bets on Wednesday's PMP, before its draw; then its result.
    await bet('member2', 'D\n#2\n4321#1\n9876#1');
    await bet('member3', 'D\n#2\n4321#1');
    const fourD = {
      first: '4321',
      second: '5234',
      third: '6666',
      starters: Array.from({ length: 13 }, (_, i) => String(1000 + i)),
      consolations: Array.from({ length: 10 }, (_, i) => String(2000 + i)),
    };
    await atDrawTime(server, 'P', '2026-11-18', () =>
      publishResult(server.ctx, { drawType: 'P', drawDate: '2026-11-18', result: { fourD }, publishedBy: null }),
    );
    // A new session: a session started for the bets ended the older one (signed in elsewhere).
    const hits = ((await post(await tokenFor(server, 'member2'), 'GetMyNumberHits')).json() as { data: MyNumberHits })
      .data.hits;
    expect(hits).toEqual([
      { number: '4321', label: '', drawType: 'P', drawDate: '2026-11-18', game: '4D', prize: '1st', bet: true },
    ]);
  });
});

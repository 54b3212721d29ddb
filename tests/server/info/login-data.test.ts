// GetLoginData and the 60 s ping GetInfoForTopContent, plus the member links. The clock: Wednesday
// 2026-11-18 10:00 GMT+8.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginData, TopContent } from '../../../contract/login-data.ts';
import { DEMO_PIN } from '../../../server/store/seed-demo.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { tokenFor, userIdOf } from '../support/sessions.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.close());

const ALL = ['M', 'P', 'T', 'S', 'B', 'K', 'W', 'L3', 'L', 'A3', 'A', 'N3', 'N'];
const DAILY = ['L3', 'L', 'A3', 'A', 'N3', 'N'];
const PACKAGE_KINDS = ['3D4D', '5D6D', '3D4DL', '5D6DL', '3D4DA', '5D6DA', '3D4DN'];

async function loginDataOf(username: string): Promise<LoginData> {
  const response = await server.call(await tokenFor(server, username), {
    method: 'POST',
    url: '/FDAPI/User/GetLoginData?clientId=GameWeb&version=1.0.0',
  });
  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(body.status).toBe('S100');
  return body.data as LoginData;
}

/** The demo sets no member-area links; these are the ones an operator sets (in the database: no call does). */
let linksSet: Promise<void> | undefined;
function setOperatorLinks(): Promise<void> {
  linksSet ??= (async () => {
    const site = await server.ctx.db
      .selectFrom('sites')
      .select('id')
      .where('pin', '=', DEMO_PIN)
      .executeTakeFirstOrThrow();
    await server.ctx.db
      .insertInto('member_urls')
      .values(
        (
          [
            ['Prize', 'member', 'https://tikam.example/prize'],
            ['DrawLiveVideo', 'member', 'https://tikam.example/live'],
            ['WinnerList', 'member', 'https://tikam.example/winners'],
            ['About', 'member', 'https://tikam.example/about'],
            ['Welfare Draw', 'welfare', 'https://tikam.example/welfare'],
          ] as const
        ).map(([name, list, url]) => ({ site_id: site.id, name, list, url })),
      )
      .execute();
  })();
  return linksSet;
}

describe('member links left unset', () => {
  it('GetMemberUrls and DrawTicketExternalLink answer none while the operator has set none (the demo sets none)', async () => {
    const token = await tokenFor(server, 'member1');
    for (const url of ['/FDAPI/Report/GetMemberUrls', '/FDAPI/Report/DrawTicketExternalLink']) {
      expect((await server.call(token, { method: 'GET', url })).json()).toMatchObject({ status: 'S100', data: [] });
    }
  });
});

describe('GetLoginData', () => {
  it('gives a member itself as the only player, its money, settings, brand and links', async () => {
    await setOperatorLinks();
    const data = await loginDataOf('member1');
    expect(data).toMatchObject({
      LoginId: 'member1',
      role: 'member',
      players: ['member1'],
      agents: [],
      balance: 1000,
      reward: 0,
      totalBalance: 1000,
      credit: 1000,
      currencies: [
        { code: 'MYR', minRegular: 0.1, minIbox: 0.5 },
        { code: 'SGD', minRegular: 0.1, minIbox: 0.5 },
      ],
      defaultCurrency: 'MYR',
      tickerMessage: 'Welcome to Tikam Demo. Good luck!',
      tickerMessages: {
        zh: '欢迎来到 Tikam Demo，祝您好运！',
        id: 'Selamat datang di Tikam Demo. Semoga beruntung!',
        ms: 'Selamat datang ke Tikam Demo. Semoga berjaya!',
        th: 'ยินดีต้อนรับสู่ Tikam Demo ขอให้โชคดี!',
        vi: 'Chào mừng đến với Tikam Demo. Chúc may mắn!',
      },
      formatBox: 'S',
      formatDrawType: 'digits',
      betSequence: 'B S SA A C SB SC SD SE',
      betMethodIsMultiply: false,
      maxDrawDates: 3,
      brand: { name: 'Tikam Demo', title: 'Tikam Demo', primary: '#0b6e4f', accent: '#f2c14e', icon: 'tikam' },
      games: ALL,
    });
    expect(data.package.specialCurrency).toBe(false);
    expect(data.package.packages.map((p) => p.kind)).toEqual(PACKAGE_KINDS);
    expect(data.package.packages.every((p) => !p.special && p.packageId > 0)).toBe(true);
    expect(data.memberUrls.map((link) => link.Name)).toEqual(['Prize', 'DrawLiveVideo', 'WinnerList', 'About']);
    expect(data.players[0]).toBe(data.LoginId); // the specification's member flag
  });

  it('gives an agent every member of its subtree and its agents, itself first', async () => {
    await setOperatorLinks();
    const data = await loginDataOf('agent1');
    expect(data.role).toBe('agent');
    expect(data.players).toEqual(['member1', 'member2', 'member3', 'newbie']);
    expect(data.agents).toEqual(['agent1', 'agent2']);
    // 100000.00 less the credit given to its direct downlines: 3 × 1000 + 20000.
    expect(data).toMatchObject({ balance: 77000, reward: 0, totalBalance: 77000, credit: 100000 });
    expect(data.memberUrls.map((link) => link.Name)).toEqual(['Prize', 'DrawLiveVideo', 'WinnerList']);
    expect((await loginDataOf('agent2')).players).toEqual(['member3']);
    expect((await loginDataOf('agent2')).agents).toEqual(['agent2']);
    expect((await loginDataOf('admin')).agents).toEqual(['admin', 'agent1', 'agent2', 'agentx']);
  });

  it('carries the draw calendar for 14 days from today', async () => {
    const { drawCalendar } = await loginDataOf('member1');
    expect(drawCalendar).toHaveLength(14);
    expect(drawCalendar[0]).toEqual({ date: '2026-11-18', drawTypes: ALL }); // Wednesday
    expect(drawCalendar[1]).toEqual({ date: '2026-11-19', drawTypes: DAILY }); // Thursday
    expect(drawCalendar[3]).toEqual({ date: '2026-11-21', drawTypes: ALL }); // Saturday
    expect(drawCalendar[13]?.date).toBe('2026-12-01');
    expect(drawCalendar.flatMap((day) => day.drawTypes)).not.toContain('L10');
  });

  it('follows the site’s special draw dates and the clock', async () => {
    await server.ctx.db
      .updateTable('sites')
      .set({ special_dates_json: JSON.stringify(['2026-11-24', 'garbage']) })
      .execute();
    try {
      const { drawCalendar } = await loginDataOf('member1');
      expect(drawCalendar.find((day) => day.date === '2026-11-24')?.drawTypes).toEqual(ALL); // a special Tuesday
      expect(drawCalendar.find((day) => day.date === '2026-11-23')?.drawTypes).toEqual(DAILY);
      server.clock.advance(24 * 60 * 60 * 1000);
      expect((await loginDataOf('member1')).drawCalendar[0]?.date).toBe('2026-11-19');
    } finally {
      server.clock.advance(-24 * 60 * 60 * 1000);
      await server.ctx.db.updateTable('sites').set({ special_dates_json: '[]' }).execute();
    }
  });

  it('accepts any version but refuses a malformed query, and needs a session', async () => {
    const token = await tokenFor(server, 'member1');
    const odd = await server.call(token, {
      method: 'POST',
      url: '/FDAPI/User/GetLoginData?clientId=GameWeb&version=0.0.1-beta',
    });
    expect(odd.json().status).toBe('S100');
    const bad = await server.call(token, { method: 'POST', url: '/FDAPI/User/GetLoginData?version=%3Cscript%3E' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 'V103', field: 'version' });
    const anonymous = await server.call(undefined, { method: 'POST', url: '/FDAPI/User/GetLoginData' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GetLoginData playerSettings', () => {
  it("gives an agent each downline member's own games and bet sequence, a member only its own", async () => {
    const member1 = await server.ctx.db
      .selectFrom('users')
      .select('id')
      .where('username_key', '=', 'member1')
      .executeTakeFirstOrThrow();
    const saved = await server.ctx.db
      .selectFrom('user_games')
      .select('draw_type')
      .where('user_id', '=', member1.id)
      .execute();
    await server.ctx.db.deleteFrom('user_games').where('user_id', '=', member1.id).execute();
    await server.ctx.db
      .insertInto('user_games')
      .values([
        { user_id: member1.id, draw_type: 'L' },
        { user_id: member1.id, draw_type: 'M' },
      ])
      .execute();
    await server.ctx.db
      .updateTable('users')
      .set({ format_bet_sequence: 'S B SA A C SB SC SD SE' })
      .where('id', '=', member1.id)
      .execute();
    // An order stored before validation existed reads as the default, as the server's sheet reads it.
    await server.ctx.db
      .updateTable('users')
      .set({ format_bet_sequence: 'B B B' })
      .where('username_key', '=', 'member2')
      .execute();
    try {
      const agent = await loginDataOf('agent1');
      // The agent's own settings stay its own; each player's ride along, one entry per player.
      expect(agent.games).toEqual(ALL);
      expect(agent.betSequence).toBe('B S SA A C SB SC SD SE');
      expect(Object.keys(agent.playerSettings).sort()).toEqual([...agent.players].sort());
      expect(agent.playerSettings.member1).toEqual({ games: ['M', 'L'], betSequence: 'S B SA A C SB SC SD SE' });
      expect(agent.playerSettings.member2).toEqual({ games: ALL, betSequence: 'B S SA A C SB SC SD SE' });
      expect(agent.playerSettings.member3).toEqual({ games: ALL, betSequence: 'B S SA A C SB SC SD SE' });

      const member = await loginDataOf('member1');
      expect(member.playerSettings).toEqual({ member1: { games: ['M', 'L'], betSequence: 'S B SA A C SB SC SD SE' } });
      expect(member.games).toEqual(['M', 'L']);
      // A sub-agent sees its own subtree only; another top agent none of agent1's players.
      expect(Object.keys((await loginDataOf('agent2')).playerSettings)).toEqual(['member3']);
      expect(Object.keys((await loginDataOf('agentx')).playerSettings)).toEqual(['memberx']);
    } finally {
      await server.ctx.db.deleteFrom('user_games').where('user_id', '=', member1.id).execute();
      await server.ctx.db
        .insertInto('user_games')
        .values(saved.map((game) => ({ user_id: member1.id, draw_type: game.draw_type })))
        .execute();
      await server.ctx.db
        .updateTable('users')
        .set({ format_bet_sequence: 'B S SA A C SB SC SD SE' })
        .where('username_key', 'in', ['member1', 'member2'])
        .execute();
    }
  });
});

describe('GetInfoForTopContent', () => {
  it('answers the changing parts of the login data', async () => {
    for (const username of ['member1', 'agent1']) {
      const token = await tokenFor(server, username);
      const response = await server.call(token, { method: 'POST', url: '/masterapi/Agent/GetInfoForTopContent/1' });
      expect(response.statusCode).toBe(200);
      const data = response.json().data as TopContent;
      const login = await loginDataOf(username);
      expect(data).toEqual({
        balance: login.balance,
        reward: login.reward,
        totalBalance: login.totalBalance,
        credit: login.credit,
        currencies: login.currencies,
        defaultCurrency: 'MYR',
        tickerMessage: login.tickerMessage,
        tickerMessages: login.tickerMessages,
        package: login.package,
      });
    }
  });

  it('shows commission credited as the reward, beside the balance and in the total', async () => {
    const memberId = await userIdOf(server, 'member2');
    const ping = async () =>
      (
        await server.call(await tokenFor(server, 'member2'), {
          method: 'POST',
          url: '/masterapi/Agent/GetInfoForTopContent/1',
        })
      ).json().data as TopContent;
    const before = await ping();
    await server.ctx.db
      .insertInto('ledger_entries')
      .values({ user_id: memberId, bet_id: null, kind: 'commission', amount_cents: 1234, created_at: new Date() })
      .execute();
    const after = await ping();
    expect(after.reward).toBeCloseTo(before.reward + 12.34, 2);
    expect(after.balance).toBeCloseTo(before.balance + 12.34, 2); // a commission is the player's money too
    expect(after.totalBalance).toBeCloseTo(after.balance + after.reward, 2);
    expect((await loginDataOf('member2')).reward).toBe(after.reward);
  });

  it('shows a new ticker message and a special-rate currency at the next ping', async () => {
    const site = await server.ctx.db
      .selectFrom('sites')
      .select(['id', 'ticker_messages'])
      .where('pin', '=', DEMO_PIN)
      .executeTakeFirstOrThrow();
    await server.ctx.db
      .updateTable('sites')
      .set({ ticker_message: 'Draw tonight', ticker_messages: '{"ms":"Cabutan malam ini","zh":42}' })
      .where('id', '=', site.id)
      .execute();
    await server.ctx.db
      .insertInto('site_currencies')
      .values({ site_id: site.id, code: 'SPR', min_regular_cents: 10, min_ibox_cents: 50 })
      .execute();
    try {
      const response = await server.call(await tokenFor(server, 'member1'), {
        method: 'POST',
        url: '/masterapi/Agent/GetInfoForTopContent/1',
      });
      const data = response.json().data as TopContent;
      expect(data.tickerMessage).toBe('Draw tonight');
      // Translations as stored; anything but text is left out.
      expect(data.tickerMessages).toEqual({ ms: 'Cabutan malam ini' });
      expect(data.currencies.map((c) => c.code)).toEqual(['MYR', 'SGD', 'SPR']);
      expect(data.package.specialCurrency).toBe(true);
    } finally {
      await server.ctx.db.deleteFrom('site_currencies').where('code', '=', 'SPR').execute();
      await server.ctx.db
        .updateTable('sites')
        .set({ ticker_message: 'Welcome to Tikam Demo. Good luck!', ticker_messages: site.ticker_messages })
        .where('id', '=', site.id)
        .execute();
    }
  });
});

describe('member links', () => {
  const links = async (username: string, url: string) =>
    (await server.call(await tokenFor(server, username), { method: 'GET', url })).json();

  it('GetMemberUrls: the member menu; agents without About', async () => {
    await setOperatorLinks();
    expect(await links('member1', '/FDAPI/Report/GetMemberUrls')).toEqual({
      status: 'S100',
      message: 'Success.',
      data: [
        { Name: 'Prize', Url: 'https://tikam.example/prize' },
        { Name: 'DrawLiveVideo', Url: 'https://tikam.example/live' },
        { Name: 'WinnerList', Url: 'https://tikam.example/winners' },
        { Name: 'About', Url: 'https://tikam.example/about' },
      ],
    });
    expect((await links('agent1', '/FDAPI/Report/GetMemberUrls')).data.map((l: { Name: string }) => l.Name)).toEqual([
      'Prize',
      'DrawLiveVideo',
      'WinnerList',
    ]);
  });

  it('DrawTicketExternalLink: welfare links for members, none for agents', async () => {
    expect((await links('member1', '/FDAPI/Report/DrawTicketExternalLink')).data).toEqual([
      { Name: 'Welfare Draw', Url: 'https://tikam.example/welfare' },
    ]);
    expect((await links('agent1', '/FDAPI/Report/DrawTicketExternalLink')).data).toEqual([]);
  });
});

// POST /masterapi/Account/UpdateDownline: strict downlines only, every rule with its code (caps from the
// agent above, floors from the downlines below, credit in use, games and packages in use), suspension
// ending sessions, and all-or-nothing: a refusal changes nothing anywhere on the site.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { tokenFor } from '../support/sessions.ts';
import { ALL_GAMES, account, footprint, packageId, sessionOf, siteFootprint } from './support.ts';

let server: TestServer;
const ids: Record<string, number> = {};
const update = (caller: string, fields: Record<string, unknown>) => account(server, caller, 'UpdateDownline', fields);
const allBut = (game: string) => ALL_GAMES.filter((g) => g !== game);

beforeAll(async () => {
  server = await startTestServer();
  for (const [name, kind, special] of [
    ['regular3D4D', '3D4D', false],
    ['special3D4D', '3D4D', true],
    ['regular5D6D', '5D6D', false],
    ['regular5D6DA', '5D6DA', false],
  ] as const) {
    ids[name] = await packageId(server, kind, special);
  }
  // The tree the floors need: member3 with 5 % commission, a sub-agent of agent2 with PT 20 % and max fight
  // 10000; and agent2 without N3 and without a 5D6DA package (its downlines first).
  const setup: [string, string, Record<string, unknown>][] = [
    [
      'agent2',
      'UpdateDownline',
      { UserId: 'member3', Commission: 5, Games: allBut('N3'), Packages: { '5D6DA': null } },
    ],
    [
      'agent2',
      'CreateDownline',
      {
        UserId: 'sub2',
        Password: 'Secret123',
        Role: 'agent',
        CreditLimit: 100,
        PositionTaking: 20,
        MaxFight: 10000,
        Games: ['M', 'T'],
        Packages: { '5D6DA': null },
      },
    ],
    ['agent1', 'UpdateDownline', { UserId: 'agent2', Games: allBut('N3'), Packages: { '5D6DA': null } }],
  ];
  for (const [caller, call, body] of setup)
    expect((await account(server, caller, call, body)).status).toMatch(/^S10[13]$/);
  // member1 has an open bet of 100.00, so its credit cannot go below that.
  const bet = await server.call(await tokenFor(server, 'member1'), {
    method: 'POST',
    url: '/FDAPI/Bet/PostBet',
    payload: { Currency: 'MYR', UserId: 'member1', ClientRef: 'accounts-bet-1', BetString: 'D\n#8\n1234#100' },
  });
  expect(bet.statusCode, bet.body).toBe(200);
  for (const caller of ['admin', 'agent1', 'agent2', 'member1']) await sessionOf(server, caller);
}, 60_000);
afterAll(() => server?.close());

describe('changing a downline', () => {
  it('agent2 raises member3’s credit: S103 with the summary, taken from agent2’s available credit', async () => {
    const before = (await account(server, 'agent2', 'GetDownlines', {})).data.Agent;
    const answer = await update('agent2', { UserId: 'Member3', CreditLimit: '1500.00' });
    expect(answer).toMatchObject({
      code: 200,
      status: 'S103',
      data: { UserId: 'member3', CreditLimit: 1500, AvailableCredit: 1500, Parent: 'agent2' },
    });
    const after = (await account(server, 'agent2', 'GetDownlines', {})).data.Agent;
    expect(after.AvailableCredit).toBe(before.AvailableCredit - 500);
    expect((await update('agent2', { UserId: 'member3', CreditLimit: 200 })).data.CreditLimit).toBe(200);
  });

  it('changes rates, max fight, games and packages together', async () => {
    const answer = await update('agent1', {
      UserId: 'agent2',
      Commission: 7.5,
      PositionTaking: 25,
      MaxFight: 15000,
      Games: allBut('N3'),
      Packages: { '3D4D': ids.regular3D4D },
    });
    expect(answer.status).toBe('S103');
    expect(answer.data).toMatchObject({ Commission: 7.5, PositionTaking: 25, MaxFight: 15000 });
    expect((await footprint(server, 'agent2')).user).toMatchObject({
      commission_bp: 750,
      pt_bp: 2500,
      max_fight_cents: 1_500_000,
    });
  });

  it('a credit decrease down to exactly what is used (an open bet of 100.00) is accepted', async () => {
    expect((await update('agent1', { UserId: 'member1', CreditLimit: 100 })).data).toMatchObject({
      CreditLimit: 100,
      AvailableCredit: 0,
      UsedCredit: 100,
    });
    expect((await update('agent1', { UserId: 'member1', CreditLimit: 1000 })).status).toBe('S103');
  });

  it('a package may change once no one below uses the current one (the company hands down special rates)', async () => {
    expect(
      (
        await account(server, 'admin', 'CreateDownline', {
          UserId: 'fresh1',
          Password: 'Secret123',
          Role: 'agent',
          CreditLimit: 10,
          Games: ['M'],
        })
      ).status,
    ).toBe('S101');
    const answer = await update('admin', { UserId: 'fresh1', Packages: { '3D4D': ids.special3D4D, '5D6DL': null } });
    expect(answer.status).toBe('S103');
    expect(answer.data.Packages['3D4D']).toBe(ids.special3D4D);
    expect(answer.data.Packages['5D6DL']).toBeUndefined();
  });

  it('games come and go when no one below has them; a phone is set and cleared; no change is fine', async () => {
    expect((await update('agent2', { UserId: 'sub2', Games: ['M', 'P'] })).data.Games).toEqual(['M', 'P']);
    expect((await update('agent1', { UserId: 'member2', Phone: '0123456789' })).data.Phone).toBe('0123456789');
    expect((await update('agent1', { UserId: 'member2', Phone: null })).data.Phone).toBeNull();
    const before = await siteFootprint(server);
    expect((await update('agent1', { UserId: 'member2' })).status).toBe('S103');
    expect(await siteFootprint(server)).toEqual(before);
  });

  it('suspending ends the account’s sessions (E105), and reactivating lets it back in', async () => {
    const token = await tokenFor(server, 'member2');
    expect((await update('agent1', { UserId: 'member2', Status: 'suspended' })).data.Status).toBe('suspended');
    const call = () => server.call(token, { method: 'POST', url: '/masterapi/Agent/GetInfoForTopContent/1' });
    expect((await call()).statusCode).toBe(401);
    expect((await call()).json()).toMatchObject({ status: 'E105' });
    expect((await update('agent1', { UserId: 'member2', Status: 'active' })).data.Status).toBe('active');
    const again = await server.call(await tokenFor(server, 'member2'), {
      method: 'POST',
      url: '/masterapi/Agent/GetInfoForTopContent/1',
    });
    expect(again.statusCode).toBe(200);
  });
});

// Package ids are only known once the site is seeded: names stand in for them.
const REFUSALS: [string, string, Record<string, unknown>, string, string?, unknown[]?][] = [
  ['agent1 on itself', 'agent1', { UserId: 'agent1', CreditLimit: 1 }, 'E103'],
  ['admin on itself', 'admin', { UserId: 'admin', Commission: 1 }, 'E103'],
  ['agent1 on memberx', 'agent1', { UserId: 'memberx', CreditLimit: 1 }, 'E103'],
  ['agent1 on agentx', 'agent1', { UserId: 'agentx', CreditLimit: 1 }, 'E103'],
  ['agent2 on agent1', 'agent2', { UserId: 'agent1', CreditLimit: 1 }, 'E103'],
  ['agent2 on member1', 'agent2', { UserId: 'member1', CreditLimit: 1 }, 'E103'],
  ['a member on itself', 'member1', { UserId: 'member1', CreditLimit: 1 }, 'E103'],
  ['a member on another', 'member1', { UserId: 'member2', Status: 'suspended' }, 'E103'],
  ['an unknown user', 'agent1', { UserId: 'ghost', CreditLimit: 1 }, 'E103'],
  ['negative credit', 'agent2', { UserId: 'member3', CreditLimit: -5 }, 'E116', 'CreditLimit'],
  [
    'credit beyond the agent’s headroom',
    'agent2',
    { UserId: 'member3', CreditLimit: 1_000_000 },
    'E117',
    'CreditLimit',
  ],
  ['credit below an open bet', 'agent1', { UserId: 'member1', CreditLimit: 99.99 }, 'E141', 'CreditLimit', [100]],
  ['credit below what was handed down', 'agent1', { UserId: 'agent2', CreditLimit: 100 }, 'E141', 'CreditLimit'],
  ['commission above the agent’s', 'agent1', { UserId: 'agent2', Commission: 10.5 }, 'E135', 'Commission', [10]],
  ['commission below a downline’s', 'agent1', { UserId: 'agent2', Commission: 4.99 }, 'E136', 'Commission', [5]],
  ['PT above the agent’s', 'agent1', { UserId: 'agent2', PositionTaking: 51 }, 'E137', 'PositionTaking', [50]],
  ['PT below a downline’s', 'agent1', { UserId: 'agent2', PositionTaking: 10 }, 'E138', 'PositionTaking', [20]],
  ['max fight above the agent’s', 'agent1', { UserId: 'agent2', MaxFight: 50000.01 }, 'E144', 'MaxFight', [50000]],
  ['max fight below a downline’s', 'agent1', { UserId: 'agent2', MaxFight: 9999 }, 'E144', 'MaxFight', [10000]],
  ['PT for a member', 'agent1', { UserId: 'member1', PositionTaking: 1 }, 'E128', 'PositionTaking'],
  ['max fight for a member', 'agent1', { UserId: 'member1', MaxFight: 1 }, 'E128', 'MaxFight'],
  ['no game', 'agent1', { UserId: 'member1', Games: [] }, 'E139', 'Games'],
  ['a game the agent lacks', 'agent2', { UserId: 'member3', Games: ALL_GAMES }, 'E119', 'Games', ['N3']],
  ['a game a downline has', 'agent1', { UserId: 'agent2', Games: allBut('M') }, 'E146', 'Games', ['M']],
  ['a game someone deep below has', 'admin', { UserId: 'agent1', Games: allBut('T') }, 'E146', 'Games', ['T']],
  [
    'a package a downline uses, changed',
    'admin',
    { UserId: 'agent1', Packages: { '3D4D': 'special3D4D' } },
    'E149',
    'Packages',
    ['3D4D'],
  ],
  [
    'a package a downline uses, removed',
    'agent1',
    { UserId: 'agent2', Packages: { '3D4D': null } },
    'E149',
    'Packages',
  ],
  ['an unknown kind', 'agent1', { UserId: 'member1', Packages: { XX: 1 } }, 'E150', 'Packages'],
  ['an unknown package', 'agent1', { UserId: 'member1', Packages: { '3D4D': 99999 } }, 'E152', 'Packages'],
  [
    'a package of another kind',
    'agent1',
    { UserId: 'member1', Packages: { '3D4D': 'regular5D6D' } },
    'E151',
    'Packages',
  ],
  [
    'a kind the agent has no package of',
    'agent2',
    { UserId: 'member3', Packages: { '5D6DA': 'regular5D6DA' } },
    'E153',
    'Packages',
  ],
  [
    'another package than the agent’s',
    'agent1',
    { UserId: 'member1', Packages: { '3D4D': 'special3D4D' } },
    'E154',
    'Packages',
  ],
  ['an invalid phone', 'agent1', { UserId: 'member1', Phone: '12ab5678' }, 'E301', 'Phone'],
  [
    'a valid change with a refused one: nothing applies',
    'agent1',
    { UserId: 'agent2', CreditLimit: 25000, Commission: 9, Games: allBut('M') },
    'E146',
    'Games',
  ],
];

describe('refusals change nothing', () => {
  it.each(REFUSALS)('%s → %s', async (_name, caller, fields, expected, field, params) => {
    const packages = fields.Packages as Record<string, unknown> | undefined;
    for (const [kind, value] of Object.entries(packages ?? {}))
      if (typeof value === 'string') (packages as Record<string, unknown>)[kind] = ids[value];
    const before = await siteFootprint(server);
    const answer = await update(caller, fields);
    expect(answer.status).toBe(expected);
    expect(answer.code).toBe(expected === 'E103' ? 403 : 200);
    if (field) expect(answer.field).toBe(field);
    if (params) expect(answer.params).toEqual(params);
    expect(answer.data).toBeUndefined();
    expect(await siteFootprint(server)).toEqual(before);
  });

  it('a phone in use elsewhere on the site is E302', async () => {
    expect((await update('agent1', { UserId: 'member1', Phone: '+6598765432' })).status).toBe('S103');
    const before = await siteFootprint(server);
    expect(await update('agent1', { UserId: 'member2', Phone: '+6598765432' })).toMatchObject({
      status: 'E302',
      field: 'Phone',
    });
    expect(await siteFootprint(server)).toEqual(before);
  });

  it('a blocked account’s status is the operator’s: E128', async () => {
    await server.ctx.db.updateTable('users').set({ status: 'blocked' }).where('username_key', '=', 'newbie').execute();
    const before = await siteFootprint(server);
    expect(await update('agent1', { UserId: 'newbie', Status: 'active' })).toMatchObject({
      status: 'E128',
      field: 'Status',
    });
    expect(await siteFootprint(server)).toEqual(before);
    await server.ctx.db.updateTable('users').set({ status: 'active' }).where('username_key', '=', 'newbie').execute();
  });
});

describe('malformed bodies are 400 V103 naming the field', () => {
  const CASES: [string, Record<string, unknown>, string][] = [
    ['no UserId', { CreditLimit: 5 }, 'UserId'],
    ['an unknown status', { UserId: 'member1', Status: 'deleted' }, 'Status'],
    ['credit as words', { UserId: 'member1', CreditLimit: 'x' }, 'CreditLimit'],
    ['credit with 3 decimals', { UserId: 'member1', CreditLimit: '1.001' }, 'CreditLimit'],
    ['PT above 100 %', { UserId: 'agent2', PositionTaking: '100.5' }, 'PositionTaking'],
    ['an unknown draw type', { UserId: 'member1', Games: ['Q'] }, 'Games.0'],
    ['a package id as words', { UserId: 'member1', Packages: { '3D4D': 'x' } }, 'Packages.3D4D'],
    ['a name with a control character', { UserId: 'mem\u0007ber1' }, 'UserId'],
  ];
  it.each(CASES)('%s', async (_name, fields, field) => {
    const before = await siteFootprint(server);
    expect(await update('agent1', fields)).toMatchObject({ code: 400, status: 'V103', field });
    expect(await siteFootprint(server)).toEqual(before);
  });

  it('calls without a session are 401 E102', async () => {
    const response = await server.call(undefined, {
      method: 'POST',
      url: '/masterapi/Account/UpdateDownline',
      payload: { UserId: 'member1' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: 'E102' });
  });
});

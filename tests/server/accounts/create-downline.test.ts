// POST /masterapi/Account/CreateDownline: who may open accounts where, every rule with its code, and that
// a refusal changes nothing anywhere on the site.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../../server/services/passwords.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { account, footprint, freshName, packageId, sessionOf, siteFootprint } from './support.ts';

let server: TestServer;
let regular3D4D: number;
let special3D4D: number;
let regular5D6D: number;
beforeAll(async () => {
  server = await startTestServer();
  [regular3D4D, special3D4D, regular5D6D] = [
    await packageId(server, '3D4D'),
    await packageId(server, '3D4D', true),
    await packageId(server, '5D6D'),
  ];
  // agent2 loses N3 and its 5D6DA package (its member first, which is the only order the rules allow),
  // so that handing those down from agent2 is refused.
  const allButN3 = ['M', 'P', 'T', 'S', 'B', 'K', 'W', 'L3', 'L', 'A3', 'A', 'N'];
  for (const [caller, target] of [
    ['agent2', 'member3'],
    ['agent1', 'agent2'],
  ]) {
    expect(
      (
        await account(server, caller as string, 'UpdateDownline', {
          UserId: target,
          Games: allButN3,
          Packages: { '5D6DA': null },
        })
      ).status,
    ).toBe('S103');
  }
  // Sessions made now, so that the footprints taken around each refusal do not see a login appear.
  for (const caller of ['admin', 'agent1', 'agent2', 'member1']) await sessionOf(server, caller);
}, 60_000);
afterAll(() => server?.close());

const create = (caller: string, fields: Record<string, unknown>) => account(server, caller, 'CreateDownline', fields);
const member = (fields: Record<string, unknown> = {}) => ({
  UserId: freshName('m'),
  Password: 'Secret123',
  Role: 'member',
  CreditLimit: 500,
  Games: ['M', 'T'],
  ...fields,
});
const agent = (fields: Record<string, unknown> = {}) => member({ UserId: freshName('a'), Role: 'agent', ...fields });

describe('opening accounts', () => {
  it('agent1 opens a member: S101 with its summary, the agent’s packages, and a first-login password change', async () => {
    const before = (await account(server, 'agent1', 'GetDownlines', {})).data.Agent;
    const answer = await create('agent1', member({ UserId: 'NewPlayer1', Games: ['T', 'M', 'M'] }));
    expect(answer).toMatchObject({ code: 200, status: 'S101' });
    expect(answer.data).toMatchObject({
      UserId: 'NewPlayer1',
      Role: 'member',
      Status: 'active',
      Parent: 'agent1',
      CreditLimit: 500,
      AvailableCredit: 500,
      UsedCredit: 0,
      DownlineCredit: 0,
      Commission: 0,
      PositionTaking: 0,
      MaxFight: 0,
      Games: ['M', 'T'],
      Phone: null,
      MustChangePassword: true,
    });
    expect(Object.keys(answer.data.Packages).sort()).toEqual([
      '3D4D',
      '3D4DA',
      '3D4DL',
      '3D4DN',
      '5D6D',
      '5D6DA',
      '5D6DL',
    ]);
    const after = (await account(server, 'agent1', 'GetDownlines', {})).data.Agent;
    expect(after.DownlineCredit).toBe(before.DownlineCredit + 500);
    expect(after.AvailableCredit).toBe(before.AvailableCredit - 500);

    const { user } = await footprint(server, 'newplayer1');
    const agent1 = await footprint(server, 'agent1');
    expect(user).toMatchObject({
      username_key: 'newplayer1',
      parent_id: agent1.user.id,
      path: `${agent1.user.path}${user.id}/`,
      must_change_password: true,
    });
    const history = await server.ctx.db
      .selectFrom('password_history')
      .select('password_hash')
      .where('user_id', '=', user.id)
      .execute();
    expect(history).toEqual([{ password_hash: user.password_hash }]);
    expect(await verifyPassword(user.password_hash, 'Secret123')).toBe(true);

    const login = await server.call(undefined, {
      method: 'POST',
      url: '/masterapi/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'password',
        username: 'newplayer1',
        password: 'Secret123',
        client_id: '8888',
        CaptchaKey: '',
        Captcha: '',
      }).toString(),
    });
    expect(login.json()).toMatchObject({ status: 'S106' });
  });

  it('agent1 opens an agent with rates, max fight, a chosen package and a phone (amounts as strings too)', async () => {
    const answer = await create(
      'agent1',
      agent({
        UserId: 'SubAgent1',
        CreditLimit: '2500.50',
        Commission: 9.5,
        PositionTaking: '40',
        MaxFight: '1000.05',
        Packages: { '3D4D': regular3D4D },
        Phone: '+60123456789',
      }),
    );
    expect(answer.status).toBe('S101');
    expect(answer.data).toMatchObject({
      Role: 'agent',
      CreditLimit: 2500.5,
      Commission: 9.5,
      PositionTaking: 40,
      MaxFight: 1000.05,
      Phone: '+60123456789',
    });
    expect((await footprint(server, 'subagent1')).user).toMatchObject({
      credit_limit_cents: 250050,
      commission_bp: 950,
      pt_bp: 4000,
      max_fight_cents: 100005,
    });
  });

  it('opens under an agent deeper in the caller’s subtree (Parent)', async () => {
    expect((await create('agent1', member({ Parent: 'agent2', Games: ['M'] }))).data).toMatchObject({
      Parent: 'agent2',
    });
    expect((await create('admin', member({ Parent: 'AGENT2', Games: ['M'] }))).data).toMatchObject({
      Parent: 'agent2',
    });
  });

  it('the company may hand down any package of its site, the special-rate ones included', async () => {
    const answer = await create('admin', agent({ Packages: { '3D4D': special3D4D, '5D6DA': null } }));
    expect(answer.status).toBe('S101');
    expect(answer.data.Packages['3D4D']).toBe(special3D4D);
    expect(answer.data.Packages['5D6DA']).toBeUndefined();
  });

  it('credit up to exactly the agent’s headroom is accepted', async () => {
    const headroom = (await account(server, 'agent1', 'GetDownlines', { UserId: 'agent2' })).data.Agent.AvailableCredit;
    expect((await create('agent2', member({ CreditLimit: headroom, Games: ['M'] }))).status).toBe('S101');
    expect((await account(server, 'agent1', 'GetDownlines', { UserId: 'agent2' })).data.Agent.AvailableCredit).toBe(0);
    expect((await create('agent2', member({ CreditLimit: 0.01, Games: ['M'] }))).status).toBe('E117');
    expect((await create('agent2', member({ CreditLimit: 0, Games: ['M'] }))).status).toBe('S101');
  });
});

const longName = 'a'.repeat(21);
const REFUSALS: [string, string, Record<string, unknown>, string, string?][] = [
  ['a member', 'member1', member(), 'E103'],
  ['a parent outside the subtree (agent2 → agent1)', 'agent2', member({ Parent: 'agent1' }), 'E103'],
  ['a parent in another subtree (agent1 → agentx)', 'agent1', member({ Parent: 'agentx' }), 'E103'],
  ['an unknown parent', 'agent1', member({ Parent: 'nobody' }), 'E103'],
  ['a member as parent', 'agent1', member({ Parent: 'member1' }), 'E131', 'Parent'],
  ['a name with a space', 'agent1', member({ UserId: 'bad name' }), 'E113', 'UserId'],
  ['a name with an underscore', 'agent1', member({ UserId: 'bad_name' }), 'E113', 'UserId'],
  ['a name with accents', 'agent1', member({ UserId: 'jos\u00e9123' }), 'E113', 'UserId'],
  ['a name of 2 characters', 'agent1', member({ UserId: 'ab' }), 'E115', 'UserId'],
  ['a name of 21 characters', 'agent1', member({ UserId: longName }), 'E115', 'UserId'],
  // Required fields (the specification's "{0} is required"): left out, empty or blank is V104 naming the field.
  ['an empty name', 'agent1', member({ UserId: '' }), 'V104', 'UserId'],
  ['a blank name', 'agent1', member({ UserId: '   ' }), 'V104', 'UserId'],
  ['no UserId', 'agent1', { ...member(), UserId: undefined }, 'V104', 'UserId'],
  ['an empty password', 'agent1', member({ Password: '' }), 'V104', 'Password'],
  ['no Password', 'agent1', { ...member(), Password: undefined }, 'V104', 'Password'],
  ['an empty credit limit', 'agent1', member({ CreditLimit: '' }), 'V104', 'CreditLimit'],
  ['no credit limit', 'agent1', { ...member(), CreditLimit: undefined }, 'V104', 'CreditLimit'],
  ['null credit', 'agent1', member({ CreditLimit: null }), 'V104', 'CreditLimit'],
  [
    'everything empty: the first field is named',
    'agent1',
    member({ UserId: '', Password: '', CreditLimit: '' }),
    'V104',
    'UserId',
  ],
  ['a taken name, in other case', 'agent1', member({ UserId: 'Member1' }), 'E133', 'UserId'],
  ['a name taken in another subtree', 'agent1', member({ UserId: 'AGENTX' }), 'E133', 'UserId'],
  ['a short password', 'agent1', member({ Password: 'abc123' }), 'E107', 'Password'],
  ['a password of letters only', 'agent1', member({ Password: 'abcdefghij' }), 'E107', 'Password'],
  ['a password with a symbol', 'agent1', member({ Password: 'abcd1234!' }), 'E107', 'Password'],
  ['a password containing the name', 'agent1', member({ UserId: 'zed77', Password: 'xZED77yyy1' }), 'E114', 'Password'],
  ['negative credit', 'agent1', member({ CreditLimit: -1 }), 'E116', 'CreditLimit'],
  ['negative credit as text', 'agent1', member({ CreditLimit: '-0.01' }), 'E116', 'CreditLimit'],
  ['credit above the agent’s headroom', 'agent1', member({ CreditLimit: 1_000_000 }), 'E117', 'CreditLimit'],
  ['commission above the agent’s', 'agent1', agent({ Commission: 10.01 }), 'E135', 'Commission'],
  ['PT above the agent’s', 'agent1', agent({ PositionTaking: 50.5 }), 'E137', 'PositionTaking'],
  ['max fight above the agent’s', 'agent1', agent({ MaxFight: 50000.01 }), 'E144', 'MaxFight'],
  ['a member with PT', 'agent1', member({ PositionTaking: 5 }), 'E128', 'PositionTaking'],
  ['a member with max fight', 'agent1', member({ MaxFight: 10 }), 'E128', 'MaxFight'],
  ['no game', 'agent1', member({ Games: [] }), 'E139', 'Games'],
  ['a game the agent lacks', 'agent2', member({ CreditLimit: 0, Games: ['M', 'N3'] }), 'E119', 'Games'],
  ['an unknown package kind', 'agent1', member({ Packages: { '9D': 1 } }), 'E150', 'Packages'],
  ['an unknown package', 'agent1', member({ Packages: { '3D4D': 99999 } }), 'E152', 'Packages'],
  ['a package of another kind', 'agent1', member({ Packages: { '3D4D': 0 } }), 'E151', 'Packages'],
  [
    'a kind the agent was given no package of',
    'agent2',
    member({ CreditLimit: 0, Packages: { '5D6DA': 0 } }),
    'E153',
    'Packages',
  ],
  ['another package than the agent’s', 'agent1', member({ Packages: { '3D4D': 0 } }), 'E154', 'Packages'],
  ['a short phone', 'agent1', member({ Phone: '1234567' }), 'E301', 'Phone'],
  ['a phone of 16 digits', 'agent1', member({ Phone: '+1234567890123456' }), 'E301', 'Phone'],
  ['a phone with letters', 'agent1', member({ Phone: '60-123-4567' }), 'E301', 'Phone'],
  ['a phone in use', 'agent1', member({ Phone: '+60123456789' }), 'E302', 'Phone'],
];

describe('refusals change nothing', () => {
  it.each(REFUSALS)('%s → %s', async (_name, caller, fields, expected, field) => {
    // Package ids are only known once the site is seeded: 0 stands for the id the case needs.
    const packages = fields.Packages as Record<string, number> | undefined;
    if (packages?.['3D4D'] === 0) packages['3D4D'] = expected === 'E151' ? regular5D6D : special3D4D;
    if (packages?.['5D6DA'] === 0) packages['5D6DA'] = await packageId(server, '5D6DA');
    const before = await siteFootprint(server);
    const answer = await create(caller, fields);
    expect(answer.status).toBe(expected);
    expect(answer.code).toBe(expected === 'E103' ? 403 : 200);
    if (field) expect(answer.field).toBe(field);
    expect(answer.data).toBeUndefined();
    expect(await siteFootprint(server)).toEqual(before);
  });

  it('E300 when the agent has as many members as the site allows; agents do not count', async () => {
    const agent2 = await footprint(server, 'agent2');
    const { count } = await server.ctx.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('parent_id', '=', agent2.user.id)
      .where('role', '=', 'member')
      .executeTakeFirstOrThrow();
    await server.ctx.db
      .updateTable('sites')
      .set({ max_players_per_agent: Number(count) })
      .execute();
    try {
      const before = await siteFootprint(server);
      expect(await create('agent2', member({ CreditLimit: 0, Games: ['M'] }))).toMatchObject({
        status: 'E300',
        params: [Number(count)],
      });
      expect(await siteFootprint(server)).toEqual(before);
      expect((await create('agent2', agent({ CreditLimit: 0, Games: ['M'] }))).status).toBe('S101');
    } finally {
      await server.ctx.db.updateTable('sites').set({ max_players_per_agent: 500 }).execute();
    }
  });
});

describe('required fields', () => {
  it('V104 carries the field’s name as its parameter, for the client to show in the user’s language', async () => {
    const answer = await create('agent1', member({ CreditLimit: '' }));
    expect(answer).toMatchObject({ code: 200, status: 'V104', field: 'CreditLimit', params: ['CreditLimit'] });
  });
});

describe('malformed bodies are 400 V103 naming the field', () => {
  const CASES: [string, Record<string, unknown>, string][] = [
    ['no Games', { ...member(), Games: undefined }, 'Games'],
    ['an unknown role', member({ Role: 'boss' }), 'Role'],
    ['credit as words', member({ CreditLimit: 'lots' }), 'CreditLimit'],
    ['credit with 3 decimals', member({ CreditLimit: 10.001 }), 'CreditLimit'],
    ['credit as a float sum', member({ CreditLimit: 0.1 + 0.2 }), 'CreditLimit'],
    ['credit as a boolean', member({ CreditLimit: true }), 'CreditLimit'],
    ['commission above 100 %', agent({ Commission: 101 }), 'Commission'],
    ['negative commission', agent({ Commission: -1 }), 'Commission'],
    ['negative max fight', agent({ MaxFight: -5 }), 'MaxFight'],
    ['an unknown draw type', member({ Games: ['M', 'L10'] }), 'Games.1'],
    ['games not a list', member({ Games: { M: true } }), 'Games'],
    ['a package id as words', member({ Packages: { '3D4D': 'best' } }), 'Packages.3D4D'],
    ['a control character in the name', member({ UserId: 'ab\u0000c' }), 'UserId'],
  ];
  it.each(CASES)('%s', async (_name, fields, field) => {
    const before = await siteFootprint(server);
    const answer = await create('agent1', fields);
    expect(answer).toMatchObject({ code: 400, status: 'V103', field });
    expect(await siteFootprint(server)).toEqual(before);
  });

  it('a body that is not JSON', async () => {
    const response = await server.call(await sessionOf(server, 'agent1'), {
      method: 'POST',
      url: '/masterapi/Account/CreateDownline',
      headers: { 'content-type': 'application/json' },
      payload: '{"UserId":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'V103', field: 'body' });
  });
});

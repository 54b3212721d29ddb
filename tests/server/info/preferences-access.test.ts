// Bet-format preferences (GetMobileUserEditModel, EditUser), who may ask about whom (E103), and that no
// info call answers 500 to bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserEditModel } from '../../../contract/user-preferences.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { postAs, tokenFor } from '../support/sessions.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.close());

const post = (username: string, url: string, payload?: object) => postAs(server, username, url, payload);

const VALID = {
  BetMethodIsMultiply: 'true',
  FormatBox: 'D',
  SelectedFormatDrawType: 'letters',
  SelectedFormatBetSequence: 'S B SA A C SB SC SD SE',
};
const editUrl = (fields: Record<string, string>) => `/FDAPI/User/EditUser?${new URLSearchParams(fields).toString()}`;
const modelOf = async (as: string, id: string) =>
  (await post(as, `/FDAPI/User/GetMobileUserEditModel?id=${id}`)).json().data as UserEditModel;

describe('GetMobileUserEditModel', () => {
  it('answers the defaults and the options', async () => {
    expect(await modelOf('agent1', 'member2')).toEqual({
      UserId: 'member2',
      BetMethodIsMultiply: false,
      FormatBox: 'S',
      FormatDrawTypeList: [{ Name: 'digits' }, { Name: 'letters' }],
      FormatBetSequenceList: [
        { Name: 'B S SA A C SB SC SD SE' },
        { Name: 'B S A C SA SB SC SD SE' },
        { Name: 'S B SA A C SB SC SD SE' },
        { Name: 'A C B S SA SB SC SD SE' },
      ],
      SelectedFormatDrawType: 'digits',
      SelectedFormatBetSequence: 'B S SA A C SB SC SD SE',
    });
  });
});

describe('EditUser', () => {
  it('saves a player’s preferences set by its agent, read back by the edit model and the player’s login data', async () => {
    const response = await post('agent1', editUrl({ UserId: 'member1', ...VALID }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'S100', message: 'Success.' });
    expect(await modelOf('agent1', 'member1')).toMatchObject({
      BetMethodIsMultiply: true,
      FormatBox: 'D',
      SelectedFormatDrawType: 'letters',
      SelectedFormatBetSequence: 'S B SA A C SB SC SD SE',
    });
    const login = (await post('member1', '/FDAPI/User/GetLoginData')).json().data;
    expect(login).toMatchObject({
      formatBox: 'D',
      formatDrawType: 'letters',
      betSequence: 'S B SA A C SB SC SD SE',
      betMethodIsMultiply: true,
    });
  });

  it('accepts any permutation of the 9 slots, which then joins the options', async () => {
    const sequence = 'SE SD SC SB C A SA S B';
    expect(
      (await post('agent1', editUrl({ ...VALID, UserId: 'member3', SelectedFormatBetSequence: sequence }))).json()
        .status,
    ).toBe('S100');
    const model = await modelOf('agent1', 'member3');
    expect(model.SelectedFormatBetSequence).toBe(sequence);
    expect(model.FormatBetSequenceList).toContainEqual({ Name: sequence });
  });

  it('saves a sequence sent with extra spaces in its one form, the form the sheet reads', async () => {
    const sent = '  A C B  S SA SB SC SD SE ';
    expect(
      (await post('agent1', editUrl({ ...VALID, UserId: 'member3', SelectedFormatBetSequence: sent }))).json().status,
    ).toBe('S100');
    expect((await modelOf('agent1', 'member3')).SelectedFormatBetSequence).toBe('A C B S SA SB SC SD SE');
  });

  it('without UserId edits the caller', async () => {
    expect(
      (await post('agent2', editUrl({ ...VALID, FormatBox: 'S', BetMethodIsMultiply: 'false' }))).json().status,
    ).toBe('S100');
    expect(await modelOf('agent2', 'agent2')).toMatchObject({
      FormatBox: 'S',
      BetMethodIsMultiply: false,
      SelectedFormatDrawType: 'letters',
    });
  });

  it.each([
    ['FormatBox', { FormatBox: 'X' }],
    ['FormatBox', { FormatBox: '' }],
    ['SelectedFormatBetSequence', { SelectedFormatBetSequence: 'S S SA A C SB SC SD SE' }], // S twice, B missing
    ['SelectedFormatBetSequence', { SelectedFormatBetSequence: 'B S SA A C SB SC SD' }], // 8 slots
    ['SelectedFormatBetSequence', { SelectedFormatBetSequence: 'B,S,SA,A,C,SB,SC,SD,SE' }],
    ['SelectedFormatBetSequence', { SelectedFormatBetSequence: 'B S SA A C SB SC SD SE B' }], // B twice
    ['SelectedFormatBetSequence', { SelectedFormatBetSequence: '' }],
    ['SelectedFormatDrawType', { SelectedFormatDrawType: 'roman' }],
    ['BetMethodIsMultiply', { BetMethodIsMultiply: 'maybe' }],
  ])('refuses a bad %s with 400 V103 naming it, and saves nothing', async (field, change) => {
    const before = await modelOf('agent1', 'member2');
    const response = await post('agent1', editUrl({ UserId: 'member2', ...VALID, ...change }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'V103', field, params: [field] });
    expect(await modelOf('agent1', 'member2')).toEqual(before);
  });

  it('requires every preference', async () => {
    const rest = Object.fromEntries(Object.entries(VALID).filter(([key]) => key !== 'FormatBox'));
    const response = await post('agent1', editUrl({ UserId: 'member2', ...rest }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'V103', field: 'FormatBox' });
  });
});

describe('who may ask about whom', () => {
  const calls = (name: string) => [
    `/FDAPI/User/GetMobileUserEditModel?id=${name}`,
    editUrl({ UserId: name, ...VALID }),
    `/FDAPI/Report/GetMobileProfile?UserId=${name}`,
    `/FDAPI/User/GetLoginPlayerSummaryInfo?UserId=${name}`,
  ];

  it.each([
    ['member1', 'member2'], // a member: itself only
    ['agent1', 'memberx'], // another agent's subtree
    ['agent2', 'member1'], // the upline's other members
    ['agent2', 'agent1'], // its own upline
    ['member1', 'nobody'], // unknown: the same answer, so names cannot be probed
  ])('%s about %s: 403 E103', async (as, target) => {
    for (const url of calls(target)) {
      const response = await post(as, url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json(), url).toEqual({ status: 'E103', message: 'No permission.' });
    }
    const balance = await post(as, '/FDAPI/Player/GetPlayerBalance', { Method: 'getbalance', UserId: target });
    expect(balance.statusCode).toBe(403);
  });

  it('an agent may ask about any player of its subtree; the company about everyone', async () => {
    for (const [as, target] of [
      ['agent1', 'member3'],
      ['admin', 'memberx'],
    ] as const) {
      for (const url of calls(target)) expect((await post(as, url)).statusCode, `${as} ${url}`).toBe(200);
    }
  });

  // The role rules of the screens behind these calls: account settings are the agents', package info the members'.
  it('an agent about a sub-agent: everything but package info, which is a member’s (E103)', async () => {
    const [model, edit, profile, packages] = calls('agent2');
    for (const url of [model, edit, profile] as string[]) expect((await post('agent1', url)).statusCode, url).toBe(200);
    expect((await post('agent1', packages as string)).json()).toEqual({ status: 'E103', message: 'No permission.' });
  });

  it('a member about itself: its profile and package info, never the account settings (E103), its own included', async () => {
    const [model, edit, profile, packages] = calls('MEMBER1');
    for (const url of [profile, packages] as string[]) expect((await post('member1', url)).statusCode, url).toBe(200);
    const before = await modelOf('agent1', 'member1');
    for (const url of [
      model,
      edit,
      '/FDAPI/User/GetMobileUserEditModel',
      editUrl({ ...VALID, FormatBox: 'S' }),
    ] as string[]) {
      const response = await post('member1', url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json(), url).toEqual({ status: 'E103', message: 'No permission.' });
    }
    expect(await modelOf('agent1', 'member1')).toEqual(before);
  });

  it('an agent about itself: its account settings, never package info (E103)', async () => {
    expect((await post('agent2', '/FDAPI/User/GetMobileUserEditModel')).statusCode).toBe(200);
    for (const url of [
      '/FDAPI/User/GetLoginPlayerSummaryInfo',
      '/FDAPI/User/GetLoginPlayerSummaryInfo?UserId=agent2',
    ]) {
      const response = await post('agent2', url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json(), url).toEqual({ status: 'E103', message: 'No permission.' });
    }
  });
});

describe('bad input', () => {
  it('is never a 500', async () => {
    const token = await tokenFor(server, 'agent1');
    const long = 'x'.repeat(5000);
    const requests = [
      { method: 'POST', url: `/FDAPI/User/GetLoginData?clientId=${long}` },
      { method: 'POST', url: '/FDAPI/User/GetLoginData?version[]=1&version[]=2' },
      {
        method: 'POST',
        url: '/masterapi/Agent/GetInfoForTopContent/1',
        payload: '{"broken"',
        headers: { 'content-type': 'application/json' },
      },
      { method: 'POST', url: '/masterapi/Agent/GetInfoForTopContent/2' },
      {
        method: 'POST',
        url: '/FDAPI/Player/GetPlayerBalance',
        payload: '{"UserId": 5}',
        headers: { 'content-type': 'application/json' },
      },
      {
        method: 'POST',
        url: '/FDAPI/Player/GetPlayerBalance',
        payload: '[1,2]',
        headers: { 'content-type': 'application/json' },
      },
      { method: 'POST', url: '/FDAPI/Player/GetPlayerBalance', payload: { UserId: long } },
      {
        method: 'POST',
        url: '/FDAPI/Player/GetPlayerBalance',
        payload: 'UserId=%00%FF',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
      { method: 'POST', url: '/FDAPI/Report/GetMobileProfile?UserId=' },
      { method: 'POST', url: '/FDAPI/Report/GetMobileProfile?UserId=%E0%A4%A' },
      { method: 'POST', url: `/FDAPI/User/GetMobileUserEditModel?id=${encodeURIComponent("' or 1=1 --")}` },
      { method: 'POST', url: '/FDAPI/User/GetMobileUserEditModel?id=member1%00' },
      { method: 'POST', url: '/FDAPI/User/EditUser' },
      {
        method: 'POST',
        url: `/FDAPI/User/EditUser?${new URLSearchParams({ ...VALID, SelectedFormatBetSequence: long }).toString()}`,
      },
      { method: 'POST', url: '/FDAPI/User/GetLoginPlayerSummaryInfo?UserId=%25' },
      { method: 'GET', url: '/FDAPI/Report/GetMemberUrls?x=%ZZ' },
      { method: 'GET', url: '/FDAPI/Report/DrawTicketExternalLink', headers: { 'content-type': 'application/json' } },
    ] as const;
    for (const request of requests) {
      const response = await server.call(token, request as Parameters<TestServer['call']>[1]);
      expect(response.statusCode, `${request.method} ${request.url.slice(0, 80)}`).toBeLessThan(500);
      expect(response.json().status, request.url.slice(0, 80)).toMatch(/^[SVE]\d{3}$/);
    }
  });
});

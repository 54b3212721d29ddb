// POST /masterapi/Account/ChangePassword: the own account with the old password, a downline's without it
// (which then must change it at its next login), the password rules, and the end of every session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.close());

const login = (username: string, password?: string) => server.loginAnswer(username, password);
const tokenOf = async (username: string, password?: string) => (await login(username, password)).access_token;

async function change(
  token: string,
  userId: string,
  newPassword: string,
  oldPassword?: string,
  confirmPassword = newPassword,
) {
  const response = await server.call(token, {
    method: 'POST',
    url: '/masterapi/Account/ChangePassword',
    payload: { userId, newPassword, confirmPassword, ...(oldPassword === undefined ? {} : { oldPassword }) },
  });
  expect(response.statusCode).toBeLessThan(500);
  return { code: response.statusCode, ...(response.json() as { status: string }) };
}

/** A session call that changes nothing (memberx is outside every subtree used here): E103 while alive. */
const probe = async (token: string) => (await change(token, 'memberx', 'Abcd1234')).status;

describe('the own password', () => {
  it('needs the right old password (E112), missing or wrong', async () => {
    const token = await tokenOf('member1');
    expect(await change(token, 'member1', 'Good2026x', 'Wrong2026')).toMatchObject({ code: 200, status: 'E112' });
    expect(await change(token, 'member1', 'Good2026x')).toMatchObject({ status: 'E112' });
    const agent = await tokenOf('agent1');
    expect(await change(agent, 'agent1', 'Good2026x')).toMatchObject({ status: 'E112' }); // agents too
  });

  it.each([
    ['too short', 'Abc1234'],
    ['too long', `A1${'b'.repeat(63)}`],
    ['without a digit', 'Abcdefghij'],
    ['without a letter', '1234567890'],
    ['with a symbol', 'Abcd1234!'],
    ['with a space', 'Abcd 1234'],
  ])('must be 8 to 64 letters and digits with both (E107): %s', async (_, password) => {
    const token = await tokenOf('member1');
    expect(await change(token, 'member1', password, 'Demo2026')).toMatchObject({ status: 'E107' });
  });

  it('must not contain the user name, in any case (E114), and must match its confirmation (E108)', async () => {
    const token = await tokenOf('member1');
    expect(await change(token, 'member1', 'xMEMBER1x', 'Demo2026')).toMatchObject({ status: 'E114' });
    expect(await change(token, 'member1', 'Good2026x', 'Demo2026', 'Good2026y')).toMatchObject({ status: 'E108' });
    expect(await probe(token)).toBe('E103'); // refusals change nothing: the session lives on
  });

  it('must not be one of the last 3 (E109); the 4th-oldest is allowed again', async () => {
    const history = ['Demo2026', 'First2026', 'Second2026', 'Third2026'];
    for (let i = 1; i < history.length; i += 1) {
      const token = await tokenOf('member2', history[i - 1]);
      expect(await change(token, 'member2', history[i] as string, history[i - 1])).toMatchObject({ status: 'S100' });
    }
    const token = await tokenOf('member2', 'Third2026');
    for (const reused of ['Third2026', 'Second2026', 'First2026']) {
      expect(await change(token, 'member2', reused, 'Third2026')).toMatchObject({ status: 'E109' });
    }
    expect(await change(token, 'member2', 'Demo2026', 'Third2026')).toMatchObject({ status: 'S100' });
    expect((await login('member2', 'Demo2026')).status).toBe('S100');
  });

  it('ends the session it was changed in (E105); the new password logs in, the old one no longer', async () => {
    const token = await tokenOf('agent2');
    expect(await change(token, 'agent2', 'Boss2026z', 'Demo2026')).toMatchObject({ code: 200, status: 'S100' });
    expect(await change(token, 'agent2', 'Boss2026y', 'Boss2026z')).toMatchObject({ code: 401, status: 'E105' });
    expect((await login('agent2', 'Demo2026')).status).toBe('E111');
    expect((await login('agent2', 'Boss2026z')).status).toBe('S100');
  });
});

describe('a downline’s password', () => {
  it('is refused outside the caller’s subtree, or to a member for anyone but itself (E103)', async () => {
    const agent = await tokenOf('agent1');
    expect(await change(agent, 'memberx', 'Reset2026')).toMatchObject({ code: 403, status: 'E103' });
    expect(await change(agent, 'admin', 'Reset2026')).toMatchObject({ code: 403, status: 'E103' });
    expect(await change(agent, 'nobody', 'Reset2026')).toMatchObject({ code: 403, status: 'E103' });
    const member = await tokenOf('member1');
    expect(await change(member, 'member2', 'Reset2026', 'Demo2026')).toMatchObject({ code: 403, status: 'E103' });
    expect((await login('memberx')).status).toBe('S100'); // unchanged
  });

  it('is set by an agent without the old password; every session of the downline ends and it must change it (S106)', async () => {
    const member = await tokenOf('member1');
    const agent = await tokenOf('agent1');
    expect(await change(agent, 'MEMBER1', 'Reset2026', 'ignored')).toMatchObject({ code: 200, status: 'S100' });
    expect(await probe(member)).toBe('E105');
    expect(await probe(agent)).toBe('E103'); // the agent's own session lives on
    expect((await login('member1', 'Demo2026')).status).toBe('E111');
    expect((await login('member1', 'Reset2026')).status).toBe('S106');
  });

  it('reaches the whole subtree: agent1 sets member3’s, under agent2', async () => {
    const agent = await tokenOf('agent1');
    expect(await change(agent, 'member3', 'Reset2026')).toMatchObject({ status: 'S100' });
    expect((await login('member3', 'Reset2026')).status).toBe('S106');
  });

  it('follows the same rules (E107, E114, E108, E109)', async () => {
    const agent = await tokenOf('agentx');
    expect(await change(agent, 'memberx', 'short1')).toMatchObject({ status: 'E107' });
    expect(await change(agent, 'memberx', 'aMemberx1')).toMatchObject({ status: 'E114' });
    expect(await change(agent, 'memberx', 'Reset2026', undefined, 'Reset2027')).toMatchObject({ status: 'E108' });
    expect(await change(agent, 'memberx', 'Demo2026')).toMatchObject({ status: 'E109' });
  });

  it('lifts a lock of failed logins', async () => {
    for (let i = 0; i < 5; i += 1) await login('member2', 'Wrong2026');
    expect((await login('member2')).status).toBe('E106');
    const agent = await tokenOf('agent1');
    expect(await change(agent, 'member2', 'Reset2026')).toMatchObject({ status: 'S100' });
    expect((await login('member2', 'Reset2026')).status).toBe('S106');
  });
});

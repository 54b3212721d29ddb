// The decision of docs/api/bets.md ("A correction can leave a debt"): a correction may take back wins the
// player has already used — here, wins that let its agent cut its credit limit to zero — leaving available
// credit below zero. That is allowed and shown (a negative balance); new bets are refused with E117 until
// the balance covers them again; a raised limit, a void and a later win all repay it. Outstanding is the
// stake of tickets still waiting for a result: a settled ticket no longer counts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditUsage } from '../../../server/services/credit.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { ledgerOf, postAs, userIdOf } from '../support/sessions.ts';
import { bet, fourD, publish } from './support.ts';

let server: TestServer;
const available = async () => (await creditUsage(server.ctx.db, await userIdOf(server, 'member2'))).availableCents;
const profile = async () => (await postAs(server, 'member2', '/FDAPI/Report/GetMobileProfile')).json().data;
const setLimit = async (units: number) =>
  (
    await postAs(server, 'agent1', '/masterapi/Account/UpdateDownline', { UserId: 'member2', CreditLimit: units })
  ).json().status;

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.close());

describe('a correction that takes back wins already used', () => {
  let open: string;
  it('first: a win, then the agent cuts the limit the win made unnecessary', async () => {
    expect((await bet(server, 'member2', 'D\n#1\n5555#10')).status).toBe('S100');
    expect((await bet(server, 'member2', 'D\n#8\n4321#0.5')).status).toBe('S100');
    open = (await bet(server, 'member2', 'D\n#0\n1111#0.5')).GUID;
    expect(await profile()).toMatchObject({ Outstanding: 11, AccountBalance: 0, CreditBalance: 989 });
    await publish(server, 'M', fourD('5555'));
    // Big 1st 2500 × 10 = 25 000.00 and 1.00 commission; the M ticket is settled, L and N stay outstanding.
    expect(await profile()).toMatchObject({ Outstanding: 1, AccountBalance: 24_991, CreditBalance: 25_990 });
    expect(await setLimit(0)).toBe('S103');
    expect(await available()).toBe(2_499_000);
  });

  it('leaves available credit below zero, shown as a negative balance', async () => {
    expect(await publish(server, 'M', fourD('9999'))).toMatchObject({ data: { version: 2, reversed: 25_000 } });
    // −11.00 staked + 1.00 commission (kept: it is paid on stake) with a limit of 0.
    expect(await ledgerOf(server, 'member2')).toBe(-1000);
    expect(await available()).toBe(-1000);
    expect((await postAs(server, 'member2', '/FDAPI/Player/GetPlayerBalance')).json().data).toMatchObject({
      Balance: -10,
    });
    expect(await profile()).toMatchObject({ Credit: 0, CreditBalance: -10, AccountBalance: -9, Outstanding: 1 });
  });

  it('refuses new bets with E117, writing nothing, until the balance covers their cost', async () => {
    expect((await bet(server, 'member2', 'D\n#0\n1234#0.1')).status).toBe('E117');
    expect(await ledgerOf(server, 'member2')).toBe(-1000);
    expect(await setLimit(10.5)).toBe('S103'); // 10.50 − 10.00 = 0.50 available
    expect((await bet(server, 'member2', 'D\n#0\n1234#1')).status).toBe('E117');
    expect((await bet(server, 'member2', 'D\n#0\n1234#0.5')).status).toBe('S100');
    expect(await available()).toBe(0);
  });

  it('a void and a later win repay it', async () => {
    const voided = await postAs(server, 'member2', `/FDAPI/Bet/VoidBet?GUID=${open}`);
    expect(voided.json().data[0].status).toBe('S105');
    expect(await available()).toBe(50);
    await publish(server, 'L', fourD('4321'));
    // Big 1st 2500 × 0.5 = 1250.00 and 0.05 commission.
    expect(await available()).toBe(125_055);
    expect((await bet(server, 'member2', 'D\n#0\n1234#1')).status).toBe('S100');
  });
});

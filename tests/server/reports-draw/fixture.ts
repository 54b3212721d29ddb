// The draw reports' shared fixture: real bets through PostBet on Wednesday 2026-11-18 (10:00 GMT+8; M, T,
// L and the other daily draws all draw that day), one voided, and the results published as the operator
// through POST /admin/results. Demo package (cents per 1 unit): Big 2500/1000/500/180/60, Small
// 3500/2000/1000, 4ABCDE 6000, 3A 660, ABC 220; 5D 20000…; 6D 150000/5000/500/50/5.
import type { TestServer } from '../support/test-server.ts';
import { atDrawTime } from '../support/draw-time.ts';
import { tokenFor } from '../support/sessions.ts';

export const DRAW_DATE = '2026-11-18';

/** Every bet of the fixture: [name, placed by, player, currency, sheet]. */
export const BETS: readonly (readonly [string, string, string, string, string])[] = [
  ['bigSmall', 'member1', 'member1', 'MYR', 'D\n#1\n1234#1#1'], // M 1234 B 1 S 1: stake 2.00
  ['box', 'member1', 'member1', 'MYR', 'D\n#1\n*4321#0.5'], // M BOX: 24 tickets × B 0.50
  ['single', 'member1', 'member1', 'MYR', 'D\n#1\n2000#0#0#0#0#0#0#0#0#1'], // M 2000 SE 1 (the 9th amount)
  ['voided', 'member1', 'member1', 'MYR', 'D\n#1\n1234#5'], // voided before the draw
  ['lucky', 'member1', 'member1', 'MYR', 'D\n#8\n1234#1'], // L 1234 B 1
  ['fiveD', 'member1', 'member1', 'MYR', 'D\n#3\n12345#1'], // T 5D B 1
  ['sixD', 'member1', 'member1', 'MYR', 'D\n#3\n123456#1'], // T 6D B 1
  ['threeD', 'member2', 'member2', 'MYR', 'D\n#1\n234#1#1'], // M 3D: A 1, C 1
  ['loser', 'member2', 'member2', 'MYR', 'D\n#1\n5555#1'], // M, wins nothing
  ['sgd', 'member2', 'member2', 'SGD', 'D\n#1\n1234#1'], // M 1234 B 1 in SGD
  ['member3', 'agent2', 'member3', 'MYR', 'D\n#1\n9999#2'], // M 9999 B 2, placed by its agent
  ['memberx', 'memberx', 'memberx', 'MYR', 'D\n#1\n1000#1'], // M 1000 B 1 (agentx's player)
];

export const STARTERS = Array.from({ length: 13 }, (_, index) => String(1000 + index));
export const CONSOLATIONS = Array.from({ length: 10 }, (_, index) => String(2000 + index));
export const M_RESULT = {
  first: '1234',
  second: '4321',
  third: '9999',
  starters: STARTERS,
  consolations: CONSOLATIONS,
};
export const T_RESULT = {
  fourD: {
    first: '5678',
    second: '8765',
    third: '1111',
    starters: Array.from({ length: 13 }, (_, index) => String(3000 + index)),
    consolations: Array.from({ length: 10 }, (_, index) => String(4000 + index)),
  },
  fiveD: { first: '12345', second: '54321', third: '11111' },
  sixD: { first: '123450' },
};
export const L_RESULT = {
  first: '1234',
  second: '6666',
  third: '7777',
  starters: STARTERS,
  consolations: CONSOLATIONS,
};

export interface Placed {
  betNumber: number;
  GUID: string;
}

/** Places every bet of BETS (and voids 'voided'); answers them by name. */
export async function placeBets(server: TestServer): Promise<Record<string, Placed>> {
  const placed: Record<string, Placed> = {};
  for (const [name, as, player, currency, sheet] of BETS) {
    const response = await server.call(await tokenFor(server, as), {
      method: 'POST',
      url: '/FDAPI/Bet/PostBet',
      payload: { Currency: currency, UserId: player, ClientRef: `reports-draw-${name}`, BetString: sheet },
    });
    const body = response.json();
    if (body.status !== 'S100') throw new Error(`bet ${name}: ${response.body}`);
    placed[name] = { betNumber: body.data.betNumber, GUID: body.GUID };
  }
  const voided = await server.call(await tokenFor(server, 'member1'), {
    method: 'POST',
    url: `/FDAPI/Bet/VoidBet?GUID=${placed.voided?.GUID}`,
  });
  if (voided.json().data?.[0]?.status !== 'S105') throw new Error(`void: ${voided.body}`);
  return placed;
}

/** Publishes (or corrects) a draw's result as the operator; throws unless it is accepted. */
export async function publish(
  server: TestServer,
  drawType: string,
  result: object,
  drawDate = DRAW_DATE,
): Promise<void> {
  const response = await atDrawTime(server, drawType, drawDate, async () =>
    server.call(await tokenFor(server, 'admin'), {
      method: 'POST',
      url: '/admin/results',
      payload: { drawType, drawDate, ...result },
    }),
  );
  if (response.json().status !== 'S100') throw new Error(`publish ${drawType}: ${response.body}`);
}

/** Publishes the fixture's M, T and L results. */
export async function publishAll(server: TestServer): Promise<void> {
  await publish(server, 'M', { fourD: M_RESULT });
  await publish(server, 'T', T_RESULT);
  await publish(server, 'L', { fourD: L_RESULT });
}

/** A POST as `username` with a fresh session. */
export async function postAs(
  server: TestServer,
  username: string | undefined,
  url: string,
  options: { payload?: object | string; form?: boolean } = {},
) {
  const token = username === undefined ? undefined : await tokenFor(server, username);
  const headers = options.form ? { 'content-type': 'application/x-www-form-urlencoded' } : undefined;
  return server.call(token, {
    method: 'POST',
    url,
    ...(options.payload === undefined ? {} : { payload: options.payload }),
    ...(headers ? { headers } : {}),
  });
}

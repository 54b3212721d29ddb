// GetNumberExposure against a brute force ("exposure by number"): after every random batch of
// bets and voids, each viewer's figures equal a plain sum over every ticket in the database — each ticket's
// 9 slots (÷ its split for iBOX), the viewer's share from settlement's own rule (position taking and max
// fight: fightFractions over every open ticket of the viewer's subtree on the number, ticket by ticket,
// every currency at its bet's rate against one cap), the rates of the player's package at every prize
// rank (prizeRanksOf) — as exact fractions, rounded half-up once per figure. Runs
// on PGlite, and on PostgreSQL under `npm run test:pg`.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fightFractions, type FightLevel } from '../../../src/core/domain/max-fight.ts';
import { packageKindOf } from '../../../src/core/domain/package-kind.ts';
import { prizeRanksOf } from '../../../src/core/domain/prize-ranks.ts';
import { SLOT_INDEX, SLOTS } from '../../../src/core/domain/slots.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { tokenFor } from '../support/sessions.ts';

let server: TestServer;
const tokens: Record<string, string> = {};
const PLAYERS = ['member1', 'member2', 'member3', 'memberx'] as const;
const VIEWERS = ['admin', 'agent1', 'agent2', 'agentx'] as const;
beforeAll(async () => {
  server = await startTestServer();
  for (const name of [...PLAYERS, ...VIEWERS]) tokens[name] = await tokenFor(server, name);
  // An odd PT for agent1 (65.5 % over agent2's 30 %), so shares are not round figures; a small max fight
  // for agent2, so some numbers pass it.
  for (const [UserId, change] of [
    ['agent1', { PositionTaking: 65.5 }],
    ['agent2', { MaxFight: 4 }],
  ] as const) {
    const answer = (
      await server.call(tokens.admin, {
        method: 'POST',
        url: '/masterapi/Account/UpdateDownline',
        payload: { UserId, ...change },
      })
    ).json();
    expect(answer.status).toBe('S103');
  }
}, 60_000);
afterAll(() => server?.close());

const DATE = '2026-11-18'; // the test clock's Wednesday: M and L draw
let refs = 0;
const guids: { player: string; guid: string }[] = [];

/** A number line: straight, BOX (*) or iBOX (**) on 4D, or a 3-digit line (A only). */
const lineArb = fc.record({
  mode: fc.constantFrom('', '*', '**'),
  digits: fc.constantFrom('1234', '1123', '1122', '1112', '7777', '0042', '9081'),
  big: fc.integer({ min: 0, max: 30 }),
  small: fc.integer({ min: 0, max: 30 }),
  threeD: fc.boolean(),
});
const betArb = fc.record({
  player: fc.constantFrom(...PLAYERS),
  currency: fc.constantFrom('MYR', 'SGD'),
  drawTypes: fc.constantFrom('#1', '#18', '#8'),
  lines: fc.array(lineArb, { minLength: 1, maxLength: 3 }),
  voidOne: fc.boolean(),
});

type Bet = typeof betArb extends fc.Arbitrary<infer T> ? T : never;

function sheetOf(bet: Bet): string {
  const amount = (tenths: number) => (tenths === 0 ? '0' : (tenths / 10).toFixed(1));
  const lines = bet.lines.map((line) => {
    // A line with no stake at all is refused by the engine; give it a Big of 0.5.
    const big = line.big === 0 && line.small === 0 ? 5 : line.big;
    // A 3-digit line takes A and C only: its tickets carry neither Big nor Small.
    if (line.threeD) return `${line.digits.slice(1)}#${amount(big || 5)}`;
    // iBOX has its own minimum (0.50 in MYR and SGD).
    // A box of a number with a single permutation is refused (E126): 7777 goes straight.
    const mode = line.digits === '7777' ? '' : line.mode;
    const ibox = (tenths: number) => (mode === '**' && tenths > 0 ? tenths + 5 : tenths);
    return `${mode}${line.digits}#${amount(ibox(big))}#${amount(ibox(line.small))}`;
  });
  return ['D', bet.drawTypes, ...lines].join('\n');
}

/** An exact fraction n/d (d > 0). */
type Fraction = { n: bigint; d: bigint };
const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));
const add = (x: Fraction, y: Fraction): Fraction => {
  const n = x.n * y.d + y.n * x.d;
  const d = x.d * y.d;
  const g = gcd(n, d) || 1n;
  return { n: n / g, d: d / g };
};
const ZERO: Fraction = { n: 0n, d: 1n };
const halfUpUnits = (x: Fraction): number => {
  const negative = x.n < 0n;
  const m = negative ? -x.n : x.n;
  const cents = (2n * m + x.d) / (2n * x.d);
  return Number(negative ? -cents : cents) / 100;
};

async function bruteForce(viewer: string, drawType: string) {
  const db = server.ctx.db;
  const users = await db.selectFrom('users').selectAll().execute();
  const byId = new Map(users.map((user) => [user.id, user]));
  const me = users.find((user) => user.username === viewer)!;
  const tickets = await db
    .selectFrom('tickets')
    .innerJoin('bets', 'bets.id', 'tickets.bet_id')
    .leftJoin('bet_voids', 'bet_voids.bet_id', 'bets.id')
    .leftJoin('ticket_wins', 'ticket_wins.ticket_id', 'tickets.id')
    .select([
      'tickets.number',
      'tickets.split',
      'tickets.amounts_json',
      'tickets.stake_cents',
      'tickets.draw_type',
      'tickets.draw_date',
      'bets.currency',
      'bets.player_id',
      'bets.rate_micros',
      'bets.base_rate_micros',
      'bet_voids.bet_id as voided',
      'ticket_wins.ticket_id as won',
    ])
    .execute();
  const packages = await db
    .selectFrom('user_packages')
    .innerJoin('packages', 'packages.id', 'user_packages.package_id')
    .select(['user_packages.user_id', 'user_packages.kind', 'packages.rates_json'])
    .execute();
  type Row = {
    Number: string;
    Currency: string;
    Tickets: number;
    stake: Fraction;
    slots: Fraction[];
    ownBig: Fraction;
    ownSmall: Fraction;
    kept: Fraction;
    pay: Fraction[];
  };
  const rows = new Map<string, Row>();
  const open = tickets.filter((ticket) => {
    const player = byId.get(ticket.player_id)!;
    return (
      ticket.draw_type === drawType &&
      ticket.draw_date === DATE &&
      ticket.voided === null &&
      ticket.won === null &&
      player.site_id === me.site_id &&
      player.path.startsWith(me.path)
    );
  });
  // The chain from the player's direct agent up to the company, each agent capped at its max fight.
  const chainOf = (playerId: number): FightLevel[] => {
    const chain: FightLevel[] = [];
    for (
      let up = byId.get(byId.get(playerId)!.parent_id!);
      up;
      up = up.parent_id === null ? undefined : byId.get(up.parent_id)
    ) {
      chain.push({
        userId: up.id,
        ptBp: up.pt_bp,
        maxFightCents: up.role === 'company' ? null : Number(up.max_fight_cents),
      });
    }
    return chain;
  };
  // Every open ticket of the subtree on the number, one stake each, every currency at its bet's rate
  // against one cap (the whole tree above is the same for all).
  const fractionOf = new Map<(typeof open)[number], Fraction>();
  for (const number of new Set(open.map((ticket) => ticket.number))) {
    const onNumber = open.filter((ticket) => ticket.number === number);
    const stakes = onNumber.map((ticket) => ({
      path: chainOf(ticket.player_id),
      stakeCents: Number(ticket.stake_cents),
      rate: { rateMicros: Number(ticket.rate_micros), baseRateMicros: Number(ticket.base_rate_micros) },
    }));
    const { fractions } = fightFractions(stakes);
    onNumber.forEach((ticket, index) => {
      const at = stakes[index]!.path.findIndex((level) => level.userId === me.id);
      fractionOf.set(ticket, at < 0 ? ZERO : fractions[index]![at]!);
    });
  }
  for (const ticket of open) {
    const player = byId.get(ticket.player_id)!;
    const amounts = JSON.parse(ticket.amounts_json) as number[];
    const share = fractionOf.get(ticket)!;
    const rates = packages.find(
      (row) => row.user_id === player.id && row.kind === packageKindOf(drawType, ticket.number.length),
    );
    const rate = rates ? (JSON.parse(rates.rates_json) as Record<string, number>) : {};
    const ranks = prizeRanksOf(ticket.number.length);
    const key = `${ticket.number}|${ticket.currency}`;
    const row = rows.get(key) ?? {
      Number: ticket.number,
      Currency: ticket.currency,
      Tickets: 0,
      stake: ZERO,
      slots: SLOTS.map(() => ZERO),
      ownBig: ZERO,
      ownSmall: ZERO,
      kept: ZERO,
      pay: ranks.map(() => ZERO),
    };
    const split = BigInt(ticket.split);
    const times = (x: Fraction, n: bigint, d: bigint): Fraction => ({ n: x.n * n, d: x.d * d });
    row.Tickets += 1;
    row.stake = add(row.stake, { n: BigInt(ticket.stake_cents), d: 1n });
    row.kept = add(row.kept, times(share, BigInt(ticket.stake_cents), 1n));
    row.slots = row.slots.map((sum, slot) => add(sum, { n: BigInt(amounts[slot] ?? 0), d: split }));
    row.ownBig = add(row.ownBig, times(share, BigInt(amounts[SLOT_INDEX.B] ?? 0), split));
    row.ownSmall = add(row.ownSmall, times(share, BigInt(amounts[SLOT_INDEX.S] ?? 0), split));
    row.pay = ranks.map(({ slots }, index) => {
      const win = slots.reduce(
        (sum, [slot, rateKey]) => sum + BigInt(amounts[SLOT_INDEX[slot]] ?? 0) * BigInt(rate[rateKey] ?? 0),
        0n,
      );
      return add(row.pay[index]!, times(share, win, split * 100n));
    });
    rows.set(key, row);
  }
  return [...rows.values()].map((row) => {
    const ranks = prizeRanksOf(row.Number.length);
    const losses = row.pay.map((pay) => add(pay, { n: -row.kept.n, d: row.kept.d }));
    let worst = 0;
    losses.forEach((loss, index) => {
      const best = losses[worst]!;
      if (loss.n * best.d > best.n * loss.d) worst = index;
    });
    const slots: Record<string, number> = {};
    SLOTS.forEach((slot, index) => {
      if (row.slots[index]!.n !== 0n) slots[slot] = halfUpUnits(row.slots[index]!);
    });
    return {
      Number: row.Number,
      Currency: row.Currency,
      Tickets: row.Tickets,
      Stake: halfUpUnits(row.stake),
      Slots: slots,
      Big: halfUpUnits(row.slots[SLOT_INDEX.B]!),
      Small: halfUpUnits(row.slots[SLOT_INDEX.S]!),
      OwnBig: halfUpUnits(row.ownBig),
      OwnSmall: halfUpUnits(row.ownSmall),
      Kept: halfUpUnits(row.kept),
      WorstCase: halfUpUnits(losses[worst]!),
      WorstRank: ranks[worst]!.rank,
    };
  });
}

const exposure = async (viewer: string, drawType: string) =>
  (
    await server.call(tokens[viewer], {
      method: 'POST',
      url: '/masterapi/Account/GetNumberExposure',
      payload: { DrawDate: DATE, DrawType: drawType },
    })
  ).json();
const byKey = (a: { Number: string; Currency: string }, b: { Number: string; Currency: string }) =>
  `${a.Number}|${a.Currency}` < `${b.Number}|${b.Currency}` ? -1 : 1;

describe('GetNumberExposure equals a brute force over the tickets', () => {
  it('after every random batch of bets and voids, for every viewer and draw', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(betArb, { minLength: 1, maxLength: 4 }), async (bets) => {
        for (const bet of bets) {
          const answer = (
            await server.call(tokens[bet.player], {
              method: 'POST',
              url: '/FDAPI/Bet/PostBet',
              payload: {
                Currency: bet.currency,
                UserId: bet.player,
                ClientRef: `exposure-${++refs}-x`,
                BetString: sheetOf(bet),
              },
            })
          ).json();
          expect(answer.status, JSON.stringify(answer)).toBe('S100');
          guids.push({ player: bet.player, guid: answer.GUID });
          if (bet.voidOne && guids.length > 2) {
            const victim = guids.splice(refs % guids.length, 1)[0]!;
            const voided = (
              await server.call(tokens[victim.player], {
                method: 'POST',
                url: `/FDAPI/Bet/VoidBet?GUID=${victim.guid}&NeedOutputRef=T`,
              })
            ).json();
            expect(JSON.stringify(voided)).toContain('S105');
          }
        }
        for (const viewer of VIEWERS) {
          for (const drawType of ['M', 'L']) {
            const answer = await exposure(viewer, drawType);
            expect(answer.status).toBe('S100');
            const expected = await bruteForce(viewer, drawType);
            // Over its max fight is what makes it pass some up; an agent never keeps more than its max fight.
            const me = await server.ctx.db
              .selectFrom('users')
              .select(['role', 'max_fight_cents'])
              .where('username_key', '=', viewer)
              .executeTakeFirstOrThrow();
            for (const row of answer.data.Rows as { OverMaxFight: boolean; PassedUp: number; Kept: number }[]) {
              if (row.PassedUp > 0) expect(row.OverMaxFight).toBe(true);
              if (me.role !== 'company')
                expect(Math.round(row.Kept * 100)).toBeLessThanOrEqual(Number(me.max_fight_cents));
            }
            const shown = answer.data.Rows.map(
              ({ OverMaxFight: _o, PassedUp: _p, Offered: _f, ...row }: Record<string, unknown>) => row,
            );
            expect([...shown].sort(byKey)).toEqual(expected.sort(byKey));
            // The worst case first.
            const worst = answer.data.Rows.map((row: { WorstCase: number }) => row.WorstCase);
            expect(worst).toEqual([...worst].sort((a, b) => b - a));
          }
        }
      }),
      { numRuns: 10, seed: 1414, endOnFailure: true },
    );
  }, 240_000);

  it("compared real figures: stakes in every subtree, iBOX fractions, numbers over agent2's max fight", async () => {
    type Row = { Big: number; Small: number; OwnBig: number; OwnSmall: number; OverMaxFight: boolean };
    for (const viewer of VIEWERS) {
      const rows: Row[] = (await exposure(viewer, 'M')).data.Rows;
      expect(
        rows.some((row) => row.OwnBig + row.OwnSmall > 0),
        viewer,
      ).toBe(true);
    }
    const agent2: Row[] = (await exposure('agent2', 'M')).data.Rows;
    expect(agent2.some((row) => row.OverMaxFight)).toBe(true);
    expect(agent2.some((row) => !row.OverMaxFight)).toBe(true);
    const admin: Row[] = (await exposure('admin', 'M')).data.Rows;
    expect(admin.some((row) => Math.round(row.Big * 100) % 10 !== 0)).toBe(true);
  });
});

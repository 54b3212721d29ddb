// Where the wire's units become the ports' cents (src/adapters/http/wire-money.ts and the adapters' mappers):
// exact rounding at the boundary, a malformed figure refused as a malformed answer (E101), and the domain
// names the core and UI read.
import { describe, expect, it } from 'vitest';
import type { AccountSummary } from '../../../contract/accounts.ts';
import type { NumberExposure } from '../../../contract/exposure.ts';
import type { ReceiptItem as WireReceipt } from '../../../contract/receipts.ts';
import { voidItemOf } from '../../../src/adapters/http/http-bet-service.ts';
import {
  createBody,
  downlineAccountOf,
  downlineTreeOf,
  updateBody,
} from '../../../src/adapters/http/http-downline-service.ts';
import { drawExposureOf } from '../../../src/adapters/http/http-exposure-service.ts';
import { receiptOf } from '../../../src/adapters/http/http-receipt-service.ts';
import { toWireUnits, wireCents, wireCentsOrNull } from '../../../src/adapters/http/wire-money.ts';
import { cents } from '../../../src/core/domain/money.ts';
import { ServiceError } from '../../../src/core/domain/service-error.ts';

describe('wireCents', () => {
  it('converts exactly, including sums and a third decimal from a buggy server', () => {
    expect(wireCents(0.1 + 0.2)).toBe(30);
    expect(wireCents(12.345)).toBe(1235);
    expect(wireCents(1.005)).toBe(101);
    expect(wireCents(-12.345)).toBe(-1235);
    expect(wireCents(12_345_678_901.23)).toBe(1_234_567_890_123);
  });

  it('refuses a figure that is no amount as a malformed answer', () => {
    for (const bad of ['12.5', null, undefined, Number.NaN, Number.POSITIVE_INFINITY, 1e21]) {
      expect(() => wireCents(bad)).toThrow(ServiceError);
      try {
        wireCents(bad);
      } catch (error) {
        expect((error as ServiceError).status).toBe('E101');
      }
    }
    expect(wireCentsOrNull(null)).toBeNull();
    expect(wireCentsOrNull(undefined)).toBeNull();
    expect(wireCentsOrNull(7.5)).toBe(750);
  });

  it('writes cents back as the units the server reads', () => {
    expect(toWireUnits(1250)).toBe(12.5);
    expect(toWireUnits(29)).toBe(0.29);
    expect(toWireUnits(-150)).toBe(-1.5);
  });
});

describe('drawExposureOf', () => {
  it("maps the answer to the port's names, cents and basis points", () => {
    const wire: NumberExposure = {
      DrawDate: '2026-11-18',
      DrawType: 'M',
      BaseCurrency: 'MYR',
      MaxFight: 500.5,
      PositionTaking: 12.5,
      Rows: [
        {
          Number: '1234',
          Currency: 'MYR',
          Tickets: 3,
          Stake: 0.1 + 0.2,
          Slots: { B: 0.1, S: 0.2 },
          Big: 0.1,
          Small: 0.2,
          OwnBig: 0,
          OwnSmall: 0,
          Offered: 0.15,
          Kept: 0.1,
          PassedUp: 0.05,
          WorstCase: -12.345,
          WorstRank: '1st',
          OverMaxFight: true,
        },
      ],
    };
    expect(drawExposureOf(wire)).toEqual({
      drawDate: '2026-11-18',
      drawType: 'M',
      baseCurrency: 'MYR',
      maxFightCents: 50_050,
      positionTakingBp: 1250,
      lines: [
        {
          number: '1234',
          currency: 'MYR',
          tickets: 3,
          stakeCents: 30,
          slotCents: { B: 10, S: 20 },
          offeredCents: 15,
          keptCents: 10,
          passedUpCents: 5,
          worstCaseCents: -1235,
          worstRank: '1st',
          overMaxFight: true,
        },
      ],
    });
  });
});

describe('receiptOf and voidItemOf', () => {
  const wire: WireReceipt = {
    betNumber: 7,
    GUID: 'ab-12',
    player: 'member1',
    placedBy: 'member1',
    placedAt: '2026-11-24T02:00:00.000Z',
    currency: 'MYR',
    total: 2500.1,
    tickets: 1,
    status: 'accepted',
    voidable: true,
    rebetString: 'D\n#1\n1234#2',
    endpoint: 'PostBet',
    screen: 'sheet',
    output: '',
    outcome: { state: 'won', winTotal: 35.5, settled: true, lineWins: [{ line: 3, win: 0.1 + 0.2 }] },
  };

  it("turns the bet's total and wins into cents and keeps the rest", () => {
    const receipt = receiptOf(wire);
    expect(receipt.totalCents).toBe(250_010);
    expect(receipt.outcome).toEqual({
      state: 'won',
      winCents: 3550,
      settled: true,
      lineWins: [{ line: 3, winCents: 30 }],
    });
    expect('total' in receipt).toBe(false);
    expect(receipt.rebetString).toBe(wire.rebetString);
    expect(receiptOf({ ...wire, status: 'void', outcome: undefined }).outcome).toBeUndefined();
  });

  it("gives a void's refund in cents, and none for an older answer", () => {
    expect(voidItemOf({ GUID: 'g', status: 'S105', message: '', Output: 'x', Refund: 10.5 })).toEqual({
      GUID: 'g',
      status: 'S105',
      message: '',
      Output: 'x',
      refundCents: 1050,
    });
    expect(voidItemOf({ GUID: 'g', status: 'S105', message: '' })).toEqual({ GUID: 'g', status: 'S105', message: '' });
  });
});

describe('the downline mappers', () => {
  const wire: AccountSummary = {
    UserId: 'agent1',
    Role: 'agent',
    Status: 'active',
    Parent: 'admin',
    CreditLimit: 1000.1,
    DownlineCredit: 0.1 + 0.2,
    Outstanding: 0,
    UsedCredit: -12.345,
    AvailableCredit: 999.99,
    Commission: 12.5,
    PositionTaking: 80,
    MaxFight: 500.05,
    Games: ['M'],
    Packages: { '3D4D': 1 },
    Phone: null,
    MustChangePassword: false,
    MaxTicketsPerDay: null,
    MaxStakePerDay: 10.5,
  };

  it('reads accounts and the tree in cents and basis points', () => {
    expect(downlineAccountOf(wire)).toMatchObject({
      userId: 'agent1',
      creditLimitCents: 100_010,
      downlineCreditCents: 30,
      usedCreditCents: -1235,
      availableCreditCents: 99_999,
      commissionBp: 1250,
      positionTakingBp: 8000,
      maxFightCents: 50_005,
      maxStakePerDayCents: 1050,
    });
    expect(downlineAccountOf({ ...wire, MaxStakePerDay: null }).maxStakePerDayCents).toBeNull();
    const tree = downlineTreeOf({ Agent: wire, Downlines: [wire], TodayStakes: { member1: 0.07 } });
    expect(tree.todayStakeCents).toEqual({ member1: 7 });
    expect(tree.downlines[0]?.creditLimitCents).toBe(100_010);
  });

  it('writes cents and basis points back as the units and percent the server reads', () => {
    expect(
      createBody({
        userId: 'newbie',
        password: 'Secret123',
        role: 'member',
        creditLimitCents: cents(29),
        commissionBp: 1250,
        games: ['M'],
        parent: 'agent1',
      }),
    ).toEqual({
      UserId: 'newbie',
      Password: 'Secret123',
      Role: 'member',
      CreditLimit: 0.29,
      Commission: 12.5,
      Games: ['M'],
      Parent: 'agent1',
    });
    expect(
      updateBody({ userId: 'm1', phone: null, maxStakePerDayCents: cents(10_005), maxTicketsPerDay: null }),
    ).toEqual({ UserId: 'm1', Phone: null, MaxStakePerDay: 100.05, MaxTicketsPerDay: null });
    expect(updateBody({ userId: 'm1', maxStakePerDayCents: null })).toEqual({ UserId: 'm1', MaxStakePerDay: null });
  });
});

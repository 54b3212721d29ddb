// The shared bounds module: each refusal, its order, and the ranges the downline form shows.
import { describe, expect, it } from 'vitest';
import {
  creditRefusal,
  downlineRanges,
  downlineRefusal,
  headroomOf,
  newDownline,
  usedOf,
  type DownlineNow,
} from '../../../src/core/domain/downline-bounds.ts';
import { changeOfTexts, downlineFacts, type DownlineAccount } from '../../../src/core/domain/downline-facts.ts';
import { unitsToCents } from '../../../src/core/domain/money.ts';

const agent = { commissionBp: 1000, ptBp: 8000, maxFightCents: 500_000 };
const memberNow: DownlineNow = {
  role: 'member',
  limitCents: 100_000,
  usedCents: 30_000,
  floor: { commissionBp: 0, ptBp: 0, maxFightCents: 0 },
};
const agentNow: DownlineNow = {
  role: 'agent',
  limitCents: 100_000,
  usedCents: 30_000,
  floor: { commissionBp: 500, ptBp: 2000, maxFightCents: 100_000 },
};

describe('credit', () => {
  it('headroom is the smaller of available credit and the limit less what is handed down', () => {
    expect(headroomOf({ limitCents: 1000, givenCents: 300, availableCents: 900 })).toBe(700);
    expect(headroomOf({ limitCents: 1000, givenCents: 300, availableCents: 500 })).toBe(500);
  });
  it('used is what is handed down plus net losses, never less than what is handed down', () => {
    expect(usedOf({ limitCents: 1000, givenCents: 300, availableCents: 500 })).toBe(500);
    expect(usedOf({ limitCents: 1000, givenCents: 300, availableCents: 900 })).toBe(300);
  });
  it('refuses negative credit, an increase past the headroom and a decrease below what is used', () => {
    expect(creditRefusal(50_000, memberNow, -1)?.code).toBe('E116');
    expect(creditRefusal(50_000, memberNow, 150_000)).toBeNull();
    expect(creditRefusal(50_000, memberNow, 150_001)).toEqual({ code: 'E117', field: 'CreditLimit', params: [500] });
    expect(creditRefusal(50_000, memberNow, 30_000)).toBeNull();
    expect(creditRefusal(50_000, memberNow, 29_999)).toEqual({ code: 'E141', field: 'CreditLimit', params: [300] });
    expect(creditRefusal(0, memberNow, 100_000)).toBeNull();
  });
});

describe('rates and max fight', () => {
  it('a member takes no position and fights nothing', () => {
    expect(downlineRefusal(agent, 0, memberNow, { ptBp: 1 })?.code).toBe('E128');
    expect(downlineRefusal(agent, 0, memberNow, { maxFightCents: 1 })).toMatchObject({
      code: 'E128',
      field: 'MaxFight',
    });
  });
  it('caps at the agent, floors at the downline’s own downlines', () => {
    expect(downlineRefusal(agent, 0, agentNow, { commissionBp: 1000 })).toBeNull();
    expect(downlineRefusal(agent, 0, agentNow, { commissionBp: 1001 })).toEqual({
      code: 'E135',
      field: 'Commission',
      params: [10],
    });
    expect(downlineRefusal(agent, 0, agentNow, { commissionBp: 499 })).toEqual({
      code: 'E136',
      field: 'Commission',
      params: [5],
    });
    expect(downlineRefusal(agent, 0, agentNow, { ptBp: 8001 })).toEqual({
      code: 'E137',
      field: 'PositionTaking',
      params: [80],
    });
    expect(downlineRefusal(agent, 0, agentNow, { ptBp: 1999 })).toEqual({
      code: 'E138',
      field: 'PositionTaking',
      params: [20],
    });
    expect(downlineRefusal(agent, 0, agentNow, { maxFightCents: 500_001 })).toEqual({
      code: 'E144',
      field: 'MaxFight',
      params: [5000],
    });
    expect(downlineRefusal(agent, 0, agentNow, { maxFightCents: 99_999 })).toEqual({
      code: 'E144',
      field: 'MaxFight',
      params: [1000],
    });
  });
  it('judges credit first, as the server does', () => {
    expect(downlineRefusal(agent, 0, agentNow, { creditCents: 200_000, commissionBp: 5000 })?.code).toBe('E117');
  });
});

describe('ranges shown before typing', () => {
  it('for an agent: credit from what it uses to its limit plus the headroom, rates between floor and cap', () => {
    expect(downlineRanges(agent, 50_000, agentNow)).toEqual({
      CreditLimit: { min: 30_000, max: 150_000 },
      Commission: { min: 500, max: 1000 },
      PositionTaking: { min: 2000, max: 8000 },
      MaxFight: { min: 100_000, max: 500_000 },
    });
  });
  it('for a new member: PT and max fight are 0', () => {
    const ranges = downlineRanges(agent, 50_000, newDownline('member'));
    expect(ranges.PositionTaking).toEqual({ min: 0, max: 0 });
    expect(ranges.CreditLimit).toEqual({ min: 0, max: 50_000 });
  });
});

describe('facts from GetDownlines', () => {
  // The figures in units and percent as the wire writes them, made cents and basis points as the adapter does.
  const summary = (
    over: Partial<Record<'credit' | 'given' | 'available' | 'commission' | 'pt' | 'maxFight', number>>,
  ) => {
    const units = { credit: 1000, given: 300, available: 700, commission: 10, pt: 80, maxFight: 5000, ...over };
    return {
      userId: 'x',
      role: 'agent',
      status: 'active',
      parent: null,
      creditLimitCents: unitsToCents(units.credit),
      downlineCreditCents: unitsToCents(units.given),
      outstandingCents: unitsToCents(0),
      usedCreditCents: unitsToCents(0),
      availableCreditCents: unitsToCents(units.available),
      commissionBp: unitsToCents(units.commission),
      positionTakingBp: unitsToCents(units.pt),
      maxFightCents: unitsToCents(units.maxFight),
      games: ['M'],
      packages: {},
      phone: null,
      mustChangePassword: false,
      maxTicketsPerDay: null,
      maxStakePerDayCents: null,
    } satisfies DownlineAccount;
  };
  it('reads caps, headroom, used and floors in store units', () => {
    const facts = downlineFacts(summary({}), 'agent', {
      account: summary({ credit: 500, given: 100, available: 350, commission: 7.5 }),
      downlines: [
        summary({ commission: 5.25, pt: 20, maxFight: 100 }),
        summary({ commission: 3, pt: 30, maxFight: 50 }),
      ],
    });
    expect(facts).toEqual({
      agent: { commissionBp: 1000, ptBp: 8000, maxFightCents: 500_000 },
      headroomCents: 70_000,
      now: {
        role: 'agent',
        limitCents: 50_000,
        usedCents: 15_000,
        floor: { commissionBp: 525, ptBp: 3000, maxFightCents: 10_000 },
      },
    });
  });
  it('reads the typed texts, leaving out empty and unreadable ones', () => {
    expect(changeOfTexts({ CreditLimit: '100.5', Commission: '', PositionTaking: 'x', MaxFight: '0' })).toEqual({
      creditCents: 10_050,
      maxFightCents: 0,
    });
  });
});

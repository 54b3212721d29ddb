// What the bet screens show and disable for the per-user limits (docs/currencies-and-limits.md), pure.
import { describe, expect, it } from 'vitest';
import { limitLeft, limitPassed, type LimitFacts } from '../../../src/core/domain/bet-limits.ts';
import { DEFAULT_RATES } from '../../../src/core/domain/exchange.ts';

const facts: LimitFacts = {
  maxTickets: 5,
  maxStakeCents: 100,
  base: 'MYR',
  rates: { ...DEFAULT_RATES, SPR: 4_000_000 },
  days: [
    { date: '2026-11-18', tickets: 3, stakeCents: 40 },
    { date: '2026-11-21', tickets: 5, stakeCents: 0 },
  ],
};

describe('per-user limits on the bet screens', () => {
  it('say what is left on the tightest of the chosen dates, never below zero', () => {
    expect(limitLeft(facts, ['2026-11-18'])).toEqual({ tickets: 2, stakeCents: 60 });
    expect(limitLeft(facts, ['2026-11-18', '2026-11-21'])).toEqual({ tickets: 0, stakeCents: 60 });
    expect(limitLeft(facts, ['2026-11-19'])).toEqual({ tickets: 5, stakeCents: 100 });
    expect(limitLeft({ ...facts, maxTickets: null }, ['2026-11-18'])).toEqual({ tickets: null, stakeCents: 60 });
  });

  it('name the limit a sheet passes: tickets first, then the stake in base currency', () => {
    const sheet = { dates: ['2026-11-18'], ticketCount: 2, totalCents: 60, currency: 'MYR' };
    expect(limitPassed(facts, sheet)).toBeNull();
    expect(limitPassed(facts, { ...sheet, ticketCount: 3 })).toBe('E143');
    expect(limitPassed(facts, { ...sheet, totalCents: 61 })).toBe('E140');
    // 4.50 THB is 0.60 MYR: it fits; 4.60 THB is 0.61: it does not.
    expect(limitPassed(facts, { ...sheet, currency: 'THB', totalCents: 450 })).toBeNull();
    expect(limitPassed(facts, { ...sheet, currency: 'THB', totalCents: 460 })).toBe('E140');
    expect(limitPassed(facts, { ...sheet, ticketCount: 0 })).toBeNull();
  });
});

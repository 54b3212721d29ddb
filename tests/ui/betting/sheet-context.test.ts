// The sheet's context from the login data: what the server reads a bet with (sheet-context.ts there),
// and the player and currency pickers' defaults.
import { describe, expect, it } from 'vitest';
import { parseSheet } from '../../../src/core/engine/index.ts';
import {
  betSequenceOf,
  currencyCodes,
  effectiveCurrency,
  effectivePlayer,
  playerChoices,
  sheetContextFor,
  specialDatesOf,
} from '../../../src/ui/betting/sheet-context.ts';
import { loginData } from '../sheet/support.ts';

const WED_10AM = Date.UTC(2026, 10, 18, 2, 0);

describe('special draw dates', () => {
  it('are the days off Wed/Sat/Sun on which a weekly operator draws', () => {
    expect(
      specialDatesOf([
        { date: '2026-11-18', drawTypes: ['M', 'L'] }, // Wednesday: a usual draw day
        { date: '2026-11-24', drawTypes: ['M', 'P', 'L', 'A'] }, // Tuesday with M and P: special
        { date: '2026-11-19', drawTypes: ['L3', 'L', 'A3', 'A', 'N3', 'N'] }, // Thursday, daily operators only
      ]),
    ).toEqual(['2026-11-24']);
  });

  it('let a sheet bet M on a special Tuesday, as the server would', () => {
    const data = loginData({ drawCalendar: [{ date: '2026-11-24', drawTypes: ['M', 'L'] }] });
    const result = parseSheet('D#24\n#1\n1234#1', sheetContextFor(data, 'regular', 'MYR', WED_10AM));
    expect(result.errors).toEqual([]);
    expect(result.dates).toEqual(['2026-11-24']);
  });
});

describe('sheetContextFor', () => {
  it('takes the currency minimums in cents, the bet sequence, the games and the maximum of dates', () => {
    const data = loginData({ betSequence: 'S B SA A C SB SC SD SE', games: ['M', 'L'], maxDrawDates: 2 });
    expect(sheetContextFor(data, 'hourly', 'SGD', WED_10AM)).toEqual({
      variant: 'hourly',
      now: WED_10AM,
      currency: 'SGD',
      maxDrawDates: 2,
      minimumsCents: { regular: 10, ibox: 50 },
      betSequence: ['S', 'B', 'SA', 'A', 'C', 'SB', 'SC', 'SD', 'SE'],
      allowedDrawTypes: ['M', 'L'],
      drawCalendar: { specialDates: [] },
    });
  });

  it("without login data reads with the engine's defaults", () => {
    expect(sheetContextFor(null, 'regular', 'MYR', 5)).toEqual({ variant: 'regular', now: 5, currency: 'MYR' });
  });

  it('falls back to the default slot order when the stored sequence is not a permutation', () => {
    expect(betSequenceOf('B S SA')).toEqual(['B', 'S', 'SA', 'A', 'C', 'SB', 'SC', 'SD', 'SE']);
    expect(betSequenceOf('B B S SA A C SB SC SD')).toEqual(['B', 'S', 'SA', 'A', 'C', 'SB', 'SC', 'SD', 'SE']);
  });
});

describe('pickers', () => {
  it("offers the site's currencies and keeps a pick only while it is offered", () => {
    const data = loginData({ defaultCurrency: 'MYR' });
    expect(currencyCodes(data)).toEqual(['MYR', 'SGD']);
    expect(effectiveCurrency('', data)).toBe('MYR');
    expect(effectiveCurrency('SGD', data)).toBe('SGD');
    expect(effectiveCurrency('THB', data)).toBe('MYR');
    expect(effectiveCurrency('', null)).toBe('MYR');
  });

  it('lets an agent pick among its players, and a member bet for itself', () => {
    const agent = loginData({ LoginId: 'agent1', role: 'agent', players: ['member1', 'member2'] });
    expect(playerChoices(agent, 'agent1')).toEqual(['member1', 'member2']);
    expect(effectivePlayer('', agent, 'agent1')).toBe('member1');
    expect(effectivePlayer('member2', agent, 'agent1')).toBe('member2');
    expect(effectivePlayer('memberx', agent, 'agent1')).toBe('member1');
    expect(playerChoices(loginData(), 'member1')).toEqual(['member1']);
    expect(effectivePlayer('', null, 'member1')).toBe('member1');
  });
});

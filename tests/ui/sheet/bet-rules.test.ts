// When BET may be pressed: a checked sheet as it reads now, no errors, a bet, nothing in flight, online.
import { describe, expect, it } from 'vitest';
import { parseSheet, type SheetResult } from '../../../src/core/engine/index.ts';
import { betBlock, type BetConditions } from '../../../src/ui/routes/sheet/bet-rules.ts';
import { verdictOf } from '../../../src/ui/betting/bet-outcome.ts';
import { accepted } from './support.ts';

const context = { variant: 'regular' as const, now: Date.UTC(2026, 10, 18, 2, 0), currency: 'MYR' };
const TEXT = 'D\n#1\n1234#1';
const good: SheetResult = parseSheet(TEXT, context);
const ready: BetConditions = {
  text: TEXT,
  parsedText: TEXT,
  result: good,
  checking: false,
  engineFailed: false,
  busy: false,
  online: true,
  player: 'member1',
};

describe('betBlock', () => {
  it('allows BET for a checked sheet without errors', () => {
    expect(good.ok).toBe(true);
    expect(betBlock(ready)).toBeNull();
  });

  it.each<[string, Partial<BetConditions>, string]>([
    ['a bet in flight', { busy: true }, 'busy'],
    ['offline', { online: false }, 'offline'],
    ['an empty sheet', { text: '  ', parsedText: '  ', result: null }, 'empty'],
    ['a parse pending', { checking: true }, 'checking'],
    ['a result for an older text', { text: `${TEXT}\n5678#1` }, 'checking'],
    ['an engine failure', { engineFailed: true, result: null }, 'checking'],
    [
      'sheet errors',
      { result: parseSheet('D\n#1\n12#1', context), text: 'D\n#1\n12#1', parsedText: 'D\n#1\n12#1' },
      'errors',
    ],
    ['no bet line', { result: parseSheet('D\n#1', context), text: 'D\n#1', parsedText: 'D\n#1' }, 'errors'],
    ['nobody to bet for', { player: '' }, 'no-player'],
  ])('blocks BET with %s', (_, change, reason) => {
    expect(betBlock({ ...ready, ...change })).toBe(reason);
  });
});

describe('verdictOf', () => {
  it('is accepted when any item is', () => {
    expect(verdictOf([{ status: 'E129', message: '', DrawType: 'L' }, accepted('G', 'r', 'L3')]).kind).toBe('accepted');
  });

  it('gathers every refusal and the engine errors of a refused bet', () => {
    expect(verdictOf([{ status: 'E130', message: '', errors: [{ line: 3, code: 'status-E130' }] }])).toEqual({
      kind: 'refused',
      refusals: [{ status: 'E130', params: [] }],
      errors: [{ line: 3, code: 'status-E130' }],
    });
  });

  it('treats an empty answer as a failure to report, not as nothing', () => {
    expect(verdictOf([])).toEqual({ kind: 'refused', refusals: [{ status: 'E101', params: [] }], errors: [] });
  });
});

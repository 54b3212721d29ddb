// The forms' enabling rules (docs/product.md S4 "Bet mode", "Guided screen and form 3", "Number type change";
// S5 "Amount entry", "Dates"): each rule, both ways.
import { describe, expect, it } from 'vitest';
import {
  addEnabled,
  amountCents,
  betEnabled,
  cleanForm2Amount,
  cleanNumber,
  cleanShortAmount,
  D6_PRESELECT,
  datesWithDraws,
  drawTypeEnabled,
  engineMode,
  fieldLabels,
  fieldSlots,
  form3TypeEnabled,
  keepOffered,
  modeEnabled,
  slotAmounts,
  tapMode,
  toggleDate,
} from '../../../src/ui/components/bet-form/form-rules.ts';
import { SLOTS } from '../../../src/core/engine/index.ts';

const ready = {
  drawTypes: ['M'],
  dates: ['2026-11-18'],
  type: '4D' as const,
  number: '1234',
  amounts: ['1', '', '', '', '', '', ''],
  lineCount: 0,
};
const betReady = { lineCount: 1, number: '', busy: false, online: true, checked: true, player: 'member1' };
// 2026-11-18 is a Wednesday, 2026-11-19 a Thursday.
const WED = '2026-11-18';
const THU = '2026-11-19';

describe('Add', () => {
  it("is enabled with a draw type, a date, the type's digits and amounts above 0", () => {
    expect(addEnabled(ready)).toBe(true);
  });
  it.each([
    ['no draw type', { drawTypes: [] }],
    ['no date', { dates: [] }],
    ['too few digits', { number: '123' }],
    ['a 3-digit number on 4D', { type: '4D' as const, number: '123' }],
    ['amounts summing to 0', { amounts: ['0', '', '', '', '', '', ''] }],
    ['only empty amounts', { amounts: ['', '', '', '', '', '', ''] }],
    [
      'an amount only in a field the type disables (S on 5D)',
      { type: '5D' as const, number: '12345', amounts: ['', '1', '', '', '', '', ''] },
    ],
    ['50 lines already', { lineCount: 50 }],
  ])('is disabled with %s', (_, change) => {
    expect(addEnabled({ ...ready, ...change })).toBe(false);
  });
  it('counts a 3D amount in the first field (3A)', () => {
    expect(addEnabled({ ...ready, type: '3D', number: '123', amounts: ['1', '', '', '', '', '', ''] })).toBe(true);
  });
});

describe('BET', () => {
  it('is enabled with a non-empty list, an empty number field and a checked list', () => {
    expect(betEnabled(betReady)).toBe(true);
  });
  it.each([
    ['an empty list', { lineCount: 0 }],
    ['a number still typed', { number: '12' }],
    ['a bet in flight', { busy: true }],
    ['offline', { online: false }],
    ['the list not (yet) checked by the engine', { checked: false }],
    ['nobody to bet for', { player: '' }],
  ])('is disabled with %s', (_, change) => {
    expect(betEnabled({ ...betReady, ...change })).toBe(false);
  });
});

describe('modes', () => {
  it('allows BOX and iBOX on 3D and 4D without R only', () => {
    for (const mode of ['B', 'I'] as const) {
      expect(modeEnabled(mode, '3D', '123')).toBe(true);
      expect(modeEnabled(mode, '4D', '1234')).toBe(true);
      expect(modeEnabled(mode, '4D', '12R4')).toBe(false);
      expect(modeEnabled(mode, '5D', '12345')).toBe(false);
      expect(modeEnabled(mode, '6D', '123456')).toBe(false);
    }
  });
  it('allows REVERSE on 3D and 4D, not on 5D or 6D; ROLL only on 4D', () => {
    expect(modeEnabled('R', '4D', '1234')).toBe(true);
    expect(modeEnabled('R', '6D', '123456')).toBe(false);
    expect(modeEnabled('ROLL', '4D', '')).toBe(true);
    expect(modeEnabled('ROLL', '3D', '')).toBe(false);
  });
  it('returns to S when the active mode is tapped again, and ignores a disabled one', () => {
    expect(tapMode('S', 'B', '4D', '1234')).toBe('B');
    expect(tapMode('B', 'B', '4D', '1234')).toBe('S');
    expect(tapMode('ROLL', 'ROLL', '4D', '12R4')).toBe('S');
    expect(tapMode('S', 'B', '6D', '123456')).toBe('S');
    expect(tapMode('B', 'I', '4D', '1234')).toBe('I');
  });
  it('sends ROLL to the engine as a plain line', () => {
    expect(engineMode('ROLL')).toBe('S');
    expect(engineMode('I')).toBe('I');
  });
});

describe('entry', () => {
  it("keeps digits up to the type's length, and R only in ROLL mode, at most two", () => {
    expect(cleanNumber('12a345', '4D', 'S')).toBe('1234');
    expect(cleanNumber('1r2r', '4D', 'S')).toBe('12');
    expect(cleanNumber('1r2r', '4D', 'ROLL')).toBe('1R2R');
    expect(cleanNumber('RRR4', '4D', 'ROLL')).toBe('RR4');
  });
  it('takes at most 4 characters on the guided screen and form 3', () => {
    expect(cleanShortAmount('12345')).toBe('1234');
    expect(cleanShortAmount('1.55')).toBe('1.5');
    expect(cleanShortAmount('123.4')).toBe('123.');
    expect(cleanShortAmount('a1')).toBe('1');
  });
  it('takes 4 integer digits and 1 decimal on form 2', () => {
    expect(cleanForm2Amount('12345.67')).toBe('1234.6');
    expect(cleanForm2Amount('1..2')).toBe('1.2');
  });
  it('reads amounts as cents for display only', () => {
    expect(amountCents('1.5')).toBe(150);
    expect(amountCents('')).toBe(0);
    expect(amountCents('abc')).toBe(0);
  });
});

describe('number type (D3 / D4 / D6)', () => {
  it('D3 takes only the first two fields, as 3A and 3C', () => {
    expect(fieldSlots('3D')).toEqual(['A', 'C', null, null, null, null, null]);
    expect(fieldLabels('3D').slice(0, 2)).toEqual(['3A', '3C']);
  });
  it('D4 takes all seven fields', () => {
    expect(fieldSlots('4D')).toEqual(['B', 'S', 'SA', 'SB', 'SC', 'SD', 'SE']);
  });
  it('D5 and D6 take only Big', () => {
    expect(fieldSlots('6D').filter((slot) => slot !== null)).toEqual(['B']);
    expect(fieldSlots('5D').filter((slot) => slot !== null)).toEqual(['B']);
  });
  it('D6 preselects L, L3, A, A3 and has no box, iBOX or roll', () => {
    expect([...D6_PRESELECT].sort()).toEqual(['A', 'A3', 'L', 'L3']);
    expect(['B', 'I', 'ROLL'].map((mode) => modeEnabled(mode as 'B', '6D', '123456'))).toEqual([false, false, false]);
  });
  it('form 3 disables 5D only', () => {
    expect(['3D', '4D', '5D', '6D'].map((type) => form3TypeEnabled(type as '3D'))).toEqual([true, true, false, true]);
  });
  it('puts the fields into the 9 slots, disabled fields as 0', () => {
    expect(slotAmounts('3D', ['1', '2', '9', '', '', '', ''], SLOTS)).toEqual([0, 0, 0, 100, 200, 0, 0, 0, 0]);
    expect(slotAmounts('4D', ['1', '', '0.5', '', '', '', '2'], SLOTS)).toEqual([100, 0, 50, 0, 0, 0, 0, 0, 200]);
  });
});

describe('dates and draw types', () => {
  it('chooses up to the maximum and unchooses', () => {
    expect(toggleDate([], WED, 3)).toEqual([WED]);
    expect(toggleDate([WED], WED, 3)).toEqual([]);
    expect(toggleDate(['a', 'b', 'c'], 'd', 3)).toEqual(['a', 'b', 'c']);
    expect(toggleDate([THU], WED, 1)).toEqual([THU]);
  });
  it('offers only dates with a draw of one of the draw types', () => {
    expect(datesWithDraws([WED, THU], ['M'], {})).toEqual([WED]);
    expect(datesWithDraws([WED, THU], ['M', 'L'], {})).toEqual([WED, THU]);
    expect(datesWithDraws([WED, THU], ['M'], { specialDates: [THU] })).toEqual([WED, THU]);
  });
  it('enables a draw type that draws on a chosen date and offers the game', () => {
    expect(drawTypeEnabled('M', [WED], '4D', {})).toBe(true);
    expect(drawTypeEnabled('M', [THU], '4D', {})).toBe(false);
    expect(drawTypeEnabled('M', [WED], '5D', {})).toBe(false);
    expect(drawTypeEnabled('T', [WED], '5D', {})).toBe(true);
    expect(drawTypeEnabled('L', [THU], '6D', {})).toBe(true);
    expect(drawTypeEnabled('M', [], '4D', {})).toBe(false);
  });
  it('drops chosen draw types that are no longer offered', () => {
    expect(keepOffered(['M', 'T', 'L'], [WED], '5D', {})).toEqual(['T']);
    expect(keepOffered(['M', 'L'], [THU], '4D', {})).toEqual(['L']);
  });
});

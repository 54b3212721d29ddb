// Rebet into a form: a bet string, read by the engine, back into the form it came from —
// exactly the lines the form had sent (property), its dates while they are still offered, and nothing for a
// bet the form has no controls for (the sheet opens it instead).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildFormSheet, parseSheet, SLOTS, type FormLine } from '../../../src/core/engine/index.ts';
import { REGULAR_DRAW_TYPES } from '../../../src/core/domain/operators.ts';
import { formEntry } from '../../../src/ui/components/bet-form/form-entry.ts';
import {
  NUMBER_TYPES,
  DIGITS,
  modeEnabled,
  type FormMode,
  type NumberType,
} from '../../../src/ui/components/bet-form/form-rules.ts';
import { createFormState } from '../../../src/ui/components/bet-form/form-state.ts';
import { amountField, columnsOf, rebetFit, type FormScreen } from '../../../src/ui/components/bet-form/rebet-form.ts';

/** Wednesday 2026-11-18 10:00 GMT+8. */
const NOW = Date.UTC(2026, 10, 18, 2, 0);
const OFFERED = ['2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24'];
const amounts = (entries: Partial<Record<string, number>>) => SLOTS.map((slot) => entries[slot] ?? 0);
const line = (
  number: string,
  mode: FormLine['mode'],
  drawTypes: string[],
  cents: Partial<Record<string, number>>,
): FormLine => ({ number, mode, drawTypes, amountsCents: amounts(cents) });

function fit(
  screen: FormScreen,
  lines: FormLine[],
  dates: string[],
  options: { now?: number; maxDates?: number } = {},
) {
  const variant = screen === 'bet3' ? 'hourly' : 'regular';
  const text = buildFormSheet({ variant, dates, lines }).text;
  const result = parseSheet(text, { variant, now: options.now ?? NOW, currency: 'MYR' });
  return rebetFit(screen, result, OFFERED, options.maxDates ?? (screen === 'bet3' ? 1 : 3));
}

describe('rebetFit: the guided screen', () => {
  it('puts back every line with its number type (a roll, a 3D BOX, 5D and 6D) and the dates', () => {
    const lines = [
      line('1234', 'S', ['M', 'P'], { B: 100, S: 200 }),
      line('12R4', 'S', ['T'], { B: 100 }),
      line('123', 'B', ['M'], { A: 100, C: 50 }),
      line('12345', 'S', ['T'], { B: 100 }),
      line('123456', 'S', ['T'], { B: 100 }),
      line('4321', 'I', ['M'], { B: 2400, SA: 500 }),
    ];
    const result = fit('bet1', lines, ['2026-11-18', '2026-11-21']);
    expect(result).toEqual({
      ok: true,
      dates: ['2026-11-18', '2026-11-21'],
      datesDropped: false,
      rows: lines.map((entry, index) => ({ ...entry, type: (['4D', '4D', '3D', '5D', '6D', '4D'] as const)[index] })),
    });
  });

  it('dates that have passed are dropped (the player picks again); the lines stay', () => {
    const result = fit('bet1', [line('1234', 'S', ['M'], { B: 100 })], ['2026-11-18'], {
      now: Date.UTC(2026, 10, 19, 2, 0),
    });
    expect(result).toMatchObject({ ok: true, dates: [], datesDropped: true, rows: [{ number: '1234' }] });
  });

  it('a bet the form has no controls for is not forced in: an amount over 4 characters, a selector number, a stray line error', () => {
    expect(fit('bet1', [line('1234', 'S', ['M'], { B: 1_000_000 })], ['2026-11-18']).ok).toBe(false);
    expect(fit('bet1', [line('[12]234', 'S', ['M'], { B: 100 })], ['2026-11-18']).ok).toBe(false);
    const broken = parseSheet('D#18\n#1\n1234#1\n12#1', { variant: 'regular', now: NOW, currency: 'MYR' });
    expect(rebetFit('bet1', broken, OFFERED, 3).ok).toBe(false);
  });

  it('property: any line the guided screen lets the player add comes back exactly as it was', () => {
    const typeAndNumber = fc.constantFrom<NumberType>(...NUMBER_TYPES).chain((type) =>
      fc.record({
        type: fc.constant(type),
        number: fc
          .array(fc.constantFrom(...'0123456789R'), { minLength: DIGITS[type], maxLength: DIGITS[type] })
          .map((chars) => chars.join('')),
      }),
    );
    const amount = fc.oneof(
      fc.constant(''),
      fc.integer({ min: 0, max: 9999 }).map(String),
      fc.integer({ min: 1, max: 999 }).map((tenths) => (tenths / 10).toFixed(1)),
    );
    fc.assert(
      fc.property(
        typeAndNumber,
        fc.constantFrom<FormMode>('S', 'B', 'I', 'R', 'ROLL'),
        fc.subarray([...REGULAR_DRAW_TYPES], { minLength: 1 }),
        fc.array(amount, { minLength: 7, maxLength: 7 }),
        ({ type, number }, mode, drawTypes, fields) => {
          const state = createFormState({
            type,
            number: mode === 'ROLL' ? number : number.replace(/R/g, '0'),
            mode,
            drawTypes,
            dates: ['2026-11-21'],
            amounts: fields,
          });
          const entry = formEntry(state);
          // Only what the form lets the player enter: its mode buttons are off where modeEnabled says so.
          if (entry === null || !modeEnabled(mode, type, state.number)) return;
          const parsed = parseSheet(buildFormSheet({ variant: 'regular', dates: state.dates, lines: [entry] }).text, {
            variant: 'regular',
            now: NOW,
            currency: 'MYR',
          });
          if (parsed.errors.length > 0) return; // the engine refuses it: Add would not have added it
          const back = rebetFit('bet1', parsed, OFFERED, 3);
          expect(back).toMatchObject({ ok: true, dates: ['2026-11-21'] });
          if (back.ok) expect(back.rows).toEqual([{ ...entry, drawTypes: parsed.lines[0]?.drawTypes, type }]);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('rebetFit: form 3', () => {
  it('puts back hourly lines on their one date; 5D has no place there', () => {
    const lines = [line('1234', 'S', ['L3', 'A3'], { B: 100, SA: 100 }), line('123456', 'S', ['L', 'A'], { B: 200 })];
    expect(fit('bet3', lines, ['2026-11-18'])).toMatchObject({
      ok: true,
      dates: ['2026-11-18'],
      rows: [{ type: '4D' }, { type: '6D' }],
    });
    expect(fit('bet3', [line('12345', 'S', ['L'], { B: 100 })], ['2026-11-18']).ok).toBe(false);
  });
});

describe('rebetFit: form 2', () => {
  it('puts back the digit columns, the mode and the Big, Small and SA fields', () => {
    const result = fit(
      'bet2',
      [line('[129][0123456789]55', 'R', ['M', 'T'], { B: 100, SA: 50 })],
      ['2026-11-18', '2026-11-21'],
    );
    expect(result).toMatchObject({
      ok: true,
      dates: ['2026-11-18', '2026-11-21'],
      selector: { columns: ['129', '0123456789', '5', '5'], mode: 'R', amounts: ['1', '', '0.5'] },
      rows: [{ number: '[129][0123456789]55', drawTypes: ['M', 'T'] }],
    });
    expect(fit('bet2', [line('1234', 'S', ['M'], { S: 300 })], ['2026-11-18'])).toMatchObject({
      ok: true,
      selector: { columns: ['1', '2', '3', '4'], amounts: ['', '3', ''] },
    });
  });

  it("more than one line, an amount form 2 has no field for, or a roll: not form 2's", () => {
    expect(
      fit('bet2', [line('1234', 'S', ['M'], { B: 100 }), line('5678', 'S', ['M'], { B: 100 })], ['2026-11-18']).ok,
    ).toBe(false);
    expect(fit('bet2', [line('1234', 'S', ['M'], { SB: 100 })], ['2026-11-18']).ok).toBe(false);
    expect(fit('bet2', [line('12R4', 'S', ['M'], { B: 100 })], ['2026-11-18']).ok).toBe(false);
  });
});

describe('field texts', () => {
  it('amountField writes cents as a field holds them, or says it cannot', () => {
    expect([amountField(100), amountField(150), amountField(50), amountField(123_400)]).toEqual([
      '1',
      '1.5',
      '0.5',
      '1234',
    ]);
    expect(amountField(155)).toBeNull();
  });

  it('columnsOf reads a selector number back into columns A–D, exactly', () => {
    expect(columnsOf('[12]3[45]6')).toEqual(['12', '3', '45', '6']);
    expect(columnsOf('123')).toBeNull();
    expect(columnsOf('[21]345')).toBeNull(); // not how the selector writes it
  });
});

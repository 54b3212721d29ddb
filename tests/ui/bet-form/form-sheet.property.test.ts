// The forms and the sheet can never disagree: for any form state, the line the form would add is
// written with buildFormSheet and read back with parseSheet — the same engine /sheet/ and the server use.
// A state the form allows reads back as exactly its numbers, mode, draw types, amounts, dates and cost; a
// state it disallows produces no line at all, and a line the engine refuses gets no total (so BET stays off).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildFormSheet, expandNumber, parseSheet, SLOTS } from '../../../src/core/engine/index.ts';
import { REGULAR_DRAW_TYPES, HOURLY_DRAW_TYPES } from '../../../src/core/domain/operators.ts';
import { formEntry } from '../../../src/ui/components/bet-form/form-entry.ts';
import {
  addEnabled,
  betEnabled,
  cleanNumber,
  DIGITS,
  drawTypeEnabled,
  modeEnabled,
  NUMBER_TYPES,
  type FormMode,
  type NumberType,
} from '../../../src/ui/components/bet-form/form-rules.ts';
import { createFormState } from '../../../src/ui/components/bet-form/form-state.ts';

/** Wednesday 2026-11-18 10:00 GMT+8: every operator draws that evening. */
const NOW = Date.UTC(2026, 10, 18, 2, 0);
const DATES = ['2026-11-18', '2026-11-19', '2026-11-21'];

const amountText = fc.oneof(
  fc.constant(''),
  fc
    .integer({ min: 0, max: 99_998 })
    .map((tenths) => (tenths % 10 === 0 ? String(tenths / 10) : (tenths / 10).toFixed(1))),
  fc.string({ maxLength: 4 }),
);

const digit = fc.constantFrom('0', '1', '2', '3', '4', '5', '6', '7', '8', '9');
/** Mostly a number of the type's length (digits, sometimes an R), sometimes anything. */
const typeAndDigits = fc.constantFrom<NumberType>(...NUMBER_TYPES).chain((type) =>
  fc.record({
    type: fc.constant(type),
    digits: fc.oneof(
      {
        weight: 4,
        arbitrary: fc
          .array(fc.oneof({ weight: 9, arbitrary: digit }, { weight: 1, arbitrary: fc.constant('R') }), {
            minLength: DIGITS[type],
            maxLength: DIGITS[type],
          })
          .map((chars) => chars.join('')),
      },
      { weight: 1, arbitrary: fc.string({ unit: fc.oneof(digit, fc.constant('R')), maxLength: 7 }) },
    ),
  }),
);

const formState = (variant: 'regular' | 'hourly') =>
  fc.record({
    typeAndDigits,
    mode: fc.constantFrom<FormMode>('S', 'B', 'I', 'R', 'ROLL'),
    drawTypes: fc.subarray([...(variant === 'hourly' ? HOURLY_DRAW_TYPES : REGULAR_DRAW_TYPES)]),
    dates: variant === 'hourly' ? fc.subarray(DATES, { maxLength: 1 }) : fc.subarray(DATES),
    amounts: fc.array(amountText, { minLength: 7, maxLength: 7 }),
  });

describe.each(['regular', 'hourly'] as const)('a %s form line read back by the engine', (variant) => {
  it('is exactly what the form shows when the form allows it, and nothing when it does not', () => {
    let accepted = 0;
    fc.assert(
      fc.property(formState(variant), ({ typeAndDigits: { type, digits }, ...rest }) => {
        // What the form's own controls make of the taps: a mode it does not enable stays S, and the number
        // field keeps what cleanNumber keeps (R only in ROLL mode).
        const mode = modeEnabled(rest.mode, type, '') ? rest.mode : 'S';
        const number = cleanNumber(digits, type, mode);
        const raw = { ...rest, mode: modeEnabled(mode, type, number) ? mode : 'S', type, digits: number };
        const state = createFormState({ ...raw, number: raw.digits, lines: [] });
        const entry = formEntry(state);
        const allowed = addEnabled({ ...raw, number: raw.digits, lineCount: 0 });
        // None it disallows gets through: no entry, so nothing to add, preview or send.
        if (!allowed) {
          expect(entry).toBeNull();
          return;
        }
        expect(entry).not.toBeNull();
        if (entry === null) return;
        const sheet = buildFormSheet({ variant, dates: raw.dates, lines: [entry] });
        const result = parseSheet(sheet.text, { variant, now: NOW, currency: 'MYR' });
        const offered = raw.drawTypes.every((drawType) => drawTypeEnabled(drawType, raw.dates, raw.type, {}));
        const modeOk = modeEnabled(raw.mode, raw.type, raw.digits);
        if (!result.ok) {
          // Refused by the engine: no total, so the list would not be checked and BET stays off.
          expect(result.totalCents).toBe(0);
          expect(
            betEnabled({ lineCount: 1, number: '', busy: false, online: true, checked: result.ok, player: 'p' }),
          ).toBe(false);
          return;
        }
        // Accepted: the form only offers what the engine accepts...
        expect(offered || raw.drawTypes.some((drawType) => drawTypeEnabled(drawType, raw.dates, raw.type, {}))).toBe(
          true,
        );
        expect(modeOk || raw.mode === 'S').toBe(true);
        accepted += 1;
        // ...and the sheet reads back as exactly the form's line.
        const [line] = result.lines;
        expect(result.lines).toHaveLength(1);
        expect(line?.number).toBe(entry.number);
        expect(line?.mode).toBe(entry.mode);
        expect([...(line?.drawTypes ?? [])].sort()).toEqual([...entry.drawTypes].sort());
        expect(line?.amountsCents).toEqual(entry.amountsCents);
        expect(result.dates).toEqual([...raw.dates].sort());
        expect(line?.combinations).toBe(expandNumber(entry.number, entry.mode).length);
        expect(result.totalCents).toBe(line?.costCents);
        expect(entry.number.length).toBe(DIGITS[raw.type]);
        expect(entry.amountsCents).toHaveLength(SLOTS.length);
      }),
      { numRuns: 400 },
    );
    // The generator reaches accepted lines often enough for the read-back checks to mean something.
    expect(accepted).toBeGreaterThan(10);
  });
});

// A line's note names only the draw types that draw on one of the sheet's dates. The real engine
// reads a '#18' sheet (M and L); on a Tuesday only Lucky draws.
import { describe, expect, it } from 'vitest';
import { parseSheet, type SheetContext } from '../../../src/core/engine/index.ts';
import { buildNotes } from '../../../src/ui/routes/sheet/row-model.ts';

/** Tuesday 2026-11-24 10:00 GMT+8: no Magnum draw that day, Lucky every day. */
const TUE_10AM = Date.UTC(2026, 10, 24, 2, 0);
const context: SheetContext = { variant: 'regular', now: TUE_10AM, currency: 'MYR' };

describe('line notes on a day without a Magnum draw', () => {
  it('a #18 sheet on Tuesday names L only, on the draw-type line and the number line', () => {
    const text = 'D\n#18\n4321#1';
    const notes = buildNotes(text, parseSheet(text, context));
    expect(notes[1]?.drawTypes).toEqual(['L']);
    expect(notes[2]?.bet).toMatchObject({ drawTypes: ['L'], dateCount: 1 });
  });

  it('over Tuesday and Wednesday both draw types stay: M draws on the Wednesday', () => {
    const text = 'D2\n#18\n4321#1';
    const notes = buildNotes(text, parseSheet(text, context));
    expect(notes[2]?.bet).toMatchObject({ drawTypes: ['M', 'L'], dateCount: 2 });
  });
});

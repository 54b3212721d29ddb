// GMT+8 display of instants, whatever the zone of the machine running it. The fixed offset is checked
// against the real zone (date-fns-tz over the ICU time-zone database) as an oracle.
import fc from 'fast-check';
import { formatInTimeZone } from 'date-fns-tz';
import { describe, expect, it } from 'vitest';
import { FixedOffsetGmt8Format } from '../../../src/adapters/clock/gmt8-format.ts';

const format = new FixedOffsetGmt8Format();

describe('FixedOffsetGmt8Format', () => {
  it('shows an epoch instant in GMT+8', () => {
    const instant = Date.UTC(2026, 10, 18, 2, 5, 9); // 10:05:09 GMT+8
    expect(format.dateTime(instant)).toBe('2026-11-18 10:05:09');
    expect(format.date(instant)).toBe('2026-11-18');
    expect(format.time(instant)).toBe('10:05:09');
  });

  it("rolls the day at 16:00 UTC (midnight GMT+8), and reads the server's ISO texts", () => {
    expect(format.dateTime('2026-11-18T15:59:59.000Z')).toBe('2026-11-18 23:59:59');
    expect(format.dateTime('2026-11-18T16:00:00Z')).toBe('2026-11-19 00:00:00');
    expect(format.date('2026-12-31T16:30:00.000Z')).toBe('2027-01-01');
  });

  it('an instant that is not one formats as empty rather than throwing into a screen', () => {
    expect(format.dateTime('not a date')).toBe('');
    expect(format.date(Number.NaN)).toBe('');
    expect(format.time('')).toBe('');
  });

  it('property: agrees with the Asia/Kuala_Lumpur zone for any instant from 1983 to 2100', () => {
    const from = Date.UTC(1983, 0, 1);
    const to = Date.UTC(2100, 0, 1);
    fc.assert(
      fc.property(fc.integer({ min: from, max: to }), (instant) => {
        expect(format.dateTime(instant)).toBe(formatInTimeZone(instant, 'Asia/Kuala_Lumpur', 'yyyy-MM-dd HH:mm:ss'));
      }),
      { numRuns: 500 },
    );
  });
});

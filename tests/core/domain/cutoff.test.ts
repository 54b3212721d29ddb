// The cut-off countdown's rules against a fake clock: the next close from the server's calendar, the
// 19:00–19:30 pause, an operator with no draw ahead, and GMT+8 whatever the device zone.
import { describe, expect, it } from 'vitest';
import { cutoffOf, timeLeft } from '../../../src/core/domain/cutoff.ts';

const gmt8 = (date: string, time: string) => Date.parse(`${date}T${time}:00+08:00`);
const CALENDAR = [
  { date: '2026-11-18', drawTypes: ['M', 'P', 'T', 'L3', 'L', 'A3', 'A', 'N3', 'N'] },
  { date: '2026-11-19', drawTypes: ['L3', 'L', 'A3', 'A', 'N3', 'N'] },
  { date: '2026-11-21', drawTypes: ['M', 'P', 'T', 'L3', 'L'] },
];

describe('cutoffOf', () => {
  it("is the next close of the operator's draws: 19:00 for the evening draws, 15:30 for the 3 pm ones", () => {
    expect(cutoffOf('M', gmt8('2026-11-18', '16:46'), CALENDAR)).toEqual({
      kind: 'open',
      drawType: 'M',
      closesAt: gmt8('2026-11-18', '19:00'),
    });
    expect(cutoffOf('L', gmt8('2026-11-18', '10:00'), CALENDAR)).toEqual({
      kind: 'open',
      drawType: 'L3',
      closesAt: gmt8('2026-11-18', '15:30'),
    });
    expect(cutoffOf('L', gmt8('2026-11-18', '15:30'), CALENDAR)).toMatchObject({
      drawType: 'L',
      closesAt: gmt8('2026-11-18', '19:00'),
    });
  });

  it("is closed from 19:00 to 19:30 and resumes at 19:30; then the next day's draw", () => {
    expect(cutoffOf('M', gmt8('2026-11-18', '19:00'), CALENDAR)).toEqual({
      kind: 'closed',
      resumesAt: gmt8('2026-11-18', '19:30'),
    });
    expect(cutoffOf('M', gmt8('2026-11-18', '19:30'), CALENDAR)).toEqual({
      kind: 'open',
      drawType: 'M',
      closesAt: gmt8('2026-11-21', '19:00'),
    });
    expect(cutoffOf('L', gmt8('2026-11-18', '19:30'), CALENDAR)).toMatchObject({
      drawType: 'L3',
      closesAt: gmt8('2026-11-19', '15:30'),
    });
  });

  it('has nothing when the calendar holds no draw of the operator ahead', () => {
    expect(cutoffOf('S', gmt8('2026-11-18', '10:00'), CALENDAR)).toEqual({ kind: 'none' });
    expect(cutoffOf('M', gmt8('2026-11-21', '19:40'), CALENDAR)).toEqual({ kind: 'none' });
  });

  it('counts hours and minutes left, rounding up to the minute', () => {
    expect(timeLeft(gmt8('2026-11-18', '19:00'), gmt8('2026-11-18', '16:46'))).toEqual({ hours: 2, minutes: 14 });
    expect(timeLeft(gmt8('2026-11-18', '19:00'), gmt8('2026-11-18', '18:59') + 30_000)).toEqual({
      hours: 0,
      minutes: 1,
    });
    expect(timeLeft(0, 1)).toEqual({ hours: 0, minutes: 0 });
  });
});

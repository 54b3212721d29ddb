// The polling schedule against a fake clock: the 15:00, 18:30, 19:00 and 22:00 switches, a
// hidden page, a draw that finishes, and the 5 s tick of startResultPolling.
import { describe, expect, it } from 'vitest';
import {
  RESULT_POLL_MS,
  awaitsResult,
  defaultDrawTime,
  displayedState,
  drawTypeAt,
  isDrawDue,
  shouldPoll,
  type ShownDraw,
} from '../../../src/core/domain/result-schedule.ts';
import { startResultPolling } from '../../../src/core/use-cases/result-polling.ts';
import { ManualScheduler } from '../use-cases/fakes.ts';

/** An instant on a GMT+8 date at HH:MM GMT+8. Wed 2026-11-18 draws everything; Tue the 17th daily ones only. */
const gmt8 = (date: string, time: string) => Date.parse(`${date}T${time}:00+08:00`);
const WED = '2026-11-18';
const TUE = '2026-11-17';
const latest = (
  drawType: string,
  shown: string | null = '2026-11-17',
  state: ShownDraw['state'] = 'final',
): ShownDraw => ({ drawType, asked: null, shown, state });

describe('the switch times', () => {
  it.each([
    // 15:00 opens the 3 pm draws, 18:30 closes them.
    ['L3', '14:59', false],
    ['L3', '15:00', true],
    ['N3', '18:29', true],
    ['A3', '18:30', false],
    // 18:30 opens the 19:00 draws (N and the weekly operators), 22:00 closes every evening window.
    ['N', '18:29', false],
    ['N', '18:30', true],
    ['M', '18:30', true],
    ['T', '21:59', true],
    ['M', '22:00', false],
    // 19:00 opens L and A (19:30).
    ['L', '18:59', false],
    ['L', '19:00', true],
    ['A', '21:59', true],
    ['A', '22:00', false],
  ])('%s at %s on a Wednesday: due %s', (drawType, time, due) => {
    expect(isDrawDue(drawType, gmt8(WED, time))).toBe(due);
  });

  it('a weekly operator is not due on a day it does not draw, unless the calendar lists the date', () => {
    expect(isDrawDue('M', gmt8(TUE, '19:10'))).toBe(false);
    expect(isDrawDue('M', gmt8(TUE, '19:10'), { specialDates: [TUE] })).toBe(true);
    expect(isDrawDue('L', gmt8(TUE, '19:10'))).toBe(true);
  });

  it('reads GMT+8 from the instant, whatever the device zone: 19:10 GMT+8 is 11:10 UTC', () => {
    expect(isDrawDue('M', Date.UTC(2026, 10, 18, 11, 10))).toBe(true);
  });

  it('the time picker shows the 3 pm draw from 15:00 to 18:30, the evening one otherwise', () => {
    expect(defaultDrawTime(gmt8(WED, '14:59'))).toBe('evening');
    expect(defaultDrawTime(gmt8(WED, '15:00'))).toBe('afternoon');
    expect(defaultDrawTime(gmt8(WED, '18:29'))).toBe('afternoon');
    expect(defaultDrawTime(gmt8(WED, '18:30'))).toBe('evening');
    expect([drawTypeAt('L', 'afternoon'), drawTypeAt('N', 'evening'), drawTypeAt('M', 'afternoon')]).toEqual([
      'L3',
      'N',
      'M',
    ]);
  });
});

describe('shouldPoll', () => {
  it("polls while a due draw shows an older result, and stops once today's is final", () => {
    const now = gmt8(WED, '19:40');
    expect(shouldPoll(now, false, [latest('M', '2026-11-15')])).toBe(true);
    expect(shouldPoll(now, false, [latest('M', WED, 'live')])).toBe(true);
    expect(shouldPoll(now, false, [latest('M', WED, 'final')])).toBe(false);
  });

  it('does not poll while the page is hidden', () => {
    expect(shouldPoll(gmt8(WED, '19:40'), true, [latest('M', '2026-11-15')])).toBe(false);
  });

  it('does not poll outside the windows, nor for a date other than today', () => {
    expect(shouldPoll(gmt8(WED, '10:00'), false, [latest('M', '2026-11-15')])).toBe(false);
    expect(shouldPoll(gmt8(WED, '22:00'), false, [latest('L', TUE)])).toBe(false);
    const past: ShownDraw = { drawType: 'L', asked: TUE, shown: TUE, state: 'final' };
    expect(awaitsResult(past, gmt8(WED, '19:40'))).toBe(false);
    const todayAsked: ShownDraw = { drawType: 'L', asked: WED, shown: WED, state: 'waiting' };
    expect(awaitsResult(todayAsked, gmt8(WED, '19:40'))).toBe(true);
  });

  it('shows waiting for a due draw whose result is an older one', () => {
    expect(displayedState(latest('M', '2026-11-15'), gmt8(WED, '19:40'))).toBe('waiting');
    expect(displayedState(latest('M', '2026-11-15'), gmt8(WED, '10:00'))).toBe('final');
    expect(displayedState(latest('M', WED, 'live'), gmt8(WED, '19:40'))).toBe('live');
  });
});

describe('startResultPolling', () => {
  it('ticks every 5 s and refreshes only while a draw awaits, the page is visible, and until it finishes', () => {
    const scheduler = new ManualScheduler();
    let now = gmt8(WED, '18:00');
    let hidden = false;
    let shown: ShownDraw[] = [latest('M', '2026-11-15')];
    let refreshes = 0;
    const stop = startResultPolling(
      { clock: { now: () => now }, scheduler },
      {
        isHidden: () => hidden,
        shown: () => shown,
        refresh: () => {
          refreshes += 1;
        },
      },
    );
    expect([...scheduler.tasks.values()].map((task) => task.ms)).toEqual([RESULT_POLL_MS]);
    expect(RESULT_POLL_MS).toBe(5000);

    scheduler.tick(); // 18:00: M not due yet
    expect(refreshes).toBe(0);
    now = gmt8(WED, '18:30');
    scheduler.tick();
    expect(refreshes).toBe(1);
    hidden = true;
    scheduler.tick();
    expect(refreshes).toBe(1);
    hidden = false;
    shown = [latest('M', WED, 'live')];
    scheduler.tick();
    expect(refreshes).toBe(2);
    shown = [latest('M', WED, 'final')]; // the draw finished
    scheduler.tick();
    expect(refreshes).toBe(2);
    stop();
    expect(scheduler.tasks.size).toBe(0);
  });
});

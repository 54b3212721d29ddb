// The results page's pure parts: tabs and their URLs, ?color, the pickers, the number looked for, the
// 5D/6D lower tiers, the video allow-list, the draw calendar of the login data.
import { describe, expect, it } from 'vitest';
import {
  drawDatesOf,
  embeddableVideo,
  fiveDLowerTiers,
  highlightColour,
  pickedDate,
  pickedTime,
  searchDigits,
  showsNumber,
  sixDLowerTiers,
  TAB_LETTERS,
  tabOfParam,
  tabPath,
  timeParam,
} from '../../../src/ui/routes/results/results-model.ts';
import { calendarOf } from '../../../src/ui/routes/results/draw-calendar.ts';

const WED_NOON = Date.parse('2026-11-18T12:00:00+08:00');

describe('tabs', () => {
  it('are all, then M P T S B K W L A N, each its own URL', () => {
    expect(TAB_LETTERS).toEqual(['M', 'P', 'T', 'S', 'B', 'K', 'W', 'L', 'A', 'N']);
    expect(tabOfParam(undefined)).toBe('all');
    expect(tabOfParam('tab_L')).toBe('L');
    expect(tabPath('L')).toBe('/results/tab_L/');
    expect(tabPath('all')).toBe('/results/');
    for (const bad of ['tab_X', 'tab_l', 'tab_L3', 'L', '']) expect(tabOfParam(bad), bad).toBeNull();
  });
});

describe('?color', () => {
  it('takes exactly 6 hex digits, with or without #; anything else is ignored', () => {
    expect(highlightColour('FF8800')).toBe('#ff8800');
    expect(highlightColour('#0a0b0c')).toBe('#0a0b0c');
    for (const bad of [null, 'red', 'fff', '12345g', '1234567', 'ff0000;x:y', ''])
      expect(highlightColour(bad), String(bad)).toBeNull();
  });
});

describe('pickers', () => {
  it("lists an operator's draw dates, newest first: weekly ones on Wed/Sat/Sun and special dates, daily ones every day", () => {
    const magnum = drawDatesOf('M', WED_NOON);
    expect(magnum.slice(0, 4)).toEqual(['2026-11-18', '2026-11-15', '2026-11-14', '2026-11-11']);
    expect(drawDatesOf('M', WED_NOON, { specialDates: ['2026-11-17'] }).slice(0, 2)).toEqual([
      '2026-11-18',
      '2026-11-17',
    ]);
    expect(drawDatesOf('L', WED_NOON).slice(0, 3)).toEqual(['2026-11-18', '2026-11-17', '2026-11-16']);
    expect(drawDatesOf('L', WED_NOON)).toHaveLength(60);
  });

  it('reads the date and time of the URL, refusing what is not one', () => {
    expect(pickedDate('2026-11-16')).toBe('2026-11-16');
    expect([pickedDate('2026-02-30'), pickedDate('x'), pickedDate(null)]).toEqual([null, null, null]);
    expect([pickedTime('3pm'), pickedTime('7pm'), pickedTime('noon')]).toEqual(['afternoon', 'evening', null]);
    expect([timeParam('afternoon'), timeParam('evening')]).toEqual(['3pm', '7pm']);
  });
});

describe('the number looked for', () => {
  it('is 3 to 6 digits and marks every prize that contains it', () => {
    expect(searchDigits('12')).toBeNull();
    expect(searchDigits('1 2 3')).toBe('123');
    expect(searchDigits('1234567')).toBeNull();
    expect(showsNumber('4123', '123')).toBe(true);
    expect(showsNumber('1234', '1234')).toBe(true);
    expect(showsNumber('----', '123')).toBe(false);
    expect(showsNumber('5678', '1234')).toBe(false);
  });
});

describe('the 5D and 6D lower tiers', () => {
  it("are the 1st prize's last (5D) or first and last (6D) digits; dashes before the draw", () => {
    expect(fiveDLowerTiers('12345')).toEqual(['2345', '345', '45']);
    expect(sixDLowerTiers('123456')).toEqual([
      ['12345', '23456'],
      ['1234', '3456'],
      ['123', '456'],
      ['12', '56'],
    ]);
    expect(fiveDLowerTiers('----')).toEqual(['----', '---', '--']);
    expect(sixDLowerTiers('----')[0]).toEqual(['-----', '-----']);
  });
});

describe('the draw video', () => {
  it('embeds YouTube links through the privacy-enhanced host only', () => {
    expect(embeddableVideo('https://www.youtube.com/watch?v=abcDEF12345')).toBe(
      'https://www.youtube-nocookie.com/embed/abcDEF12345',
    );
    expect(embeddableVideo('https://youtu.be/abcDEF12345')).toBe('https://www.youtube-nocookie.com/embed/abcDEF12345');
    expect(embeddableVideo('https://www.youtube.com/live/abcDEF12345')).toBe(
      'https://www.youtube-nocookie.com/embed/abcDEF12345',
    );
    for (const bad of [
      '',
      undefined,
      'http://www.youtube.com/watch?v=abcDEF12345',
      'https://evil.example/embed/abcDEF12345',
      'javascript:alert(1)',
      'https://www.youtube.com/watch?v=<script>',
      'not a url',
    ])
      expect(embeddableVideo(bad), String(bad)).toBeNull();
  });
});

describe('calendarOf', () => {
  it("takes the weekly operators' special dates from the login data's calendar", () => {
    const loginData = {
      drawCalendar: [
        { date: '2026-11-17', drawTypes: ['M', 'P', 'L3', 'L'] }, // a special Tuesday
        { date: '2026-11-18', drawTypes: ['M', 'P', 'T', 'L'] }, // a usual Wednesday
        { date: '2026-11-19', drawTypes: ['L3', 'L'] },
      ],
    };
    expect(calendarOf(loginData)).toEqual({ specialDates: ['2026-11-17'] });
    expect(calendarOf(null)).toEqual({ specialDates: [] });
  });
});

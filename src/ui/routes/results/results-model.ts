// What the results page shows, as pure functions (unit-tested in tests/ui/results/): the tabs and their
// URLs, the ?color highlight, the operators' colours, the draw dates of a tab's picker, the number a user
// looks for, the 5D/6D lower tiers, and the video links it may embed.
import type { DrawCalendar } from '../../../core/domain/calendar.ts';
import { dateToDayNumber, dayNumberToDate, gmt8Date, hasDraw } from '../../../core/domain/calendar.ts';
import { OPERATORS } from '../../../core/domain/operators.ts';
import { isDash } from '../../../core/domain/result-state.ts';
import type { DrawTime } from '../../../core/domain/result-schedule.ts';
import type { ResultListItem } from '../../../../contract/results.ts';

/** The tabs after "all", in the specification's order M P T S B K W L A N. */
export const TAB_LETTERS: readonly string[] = OPERATORS.map((operator) => operator.letter);

/** The operators with a 3 pm and an evening draw: their tab has a time picker. */
export const TIMED_LETTERS: ReadonlySet<string> = new Set(['L', 'A', 'N']);

/** '/results/' → 'all'; '/results/tab_L/' → 'L'; anything else → null (not a tab). */
export function tabOfParam(param: string | undefined): string | null {
  if (param === undefined) return 'all';
  const match = /^tab_([A-Z])$/.exec(param);
  return match !== null && TAB_LETTERS.includes(match[1] as string) ? (match[1] as string) : null;
}

export function tabPath(tab: string): string {
  return tab === 'all' ? '/results/' : `/results/tab_${tab}/`;
}

/** ?color=RRGGBB (6 hex digits, with or without '#') → '#rrggbb'; anything else is ignored (null). */
export function highlightColour(value: string | null): string | null {
  if (value === null) return null;
  const digits = value.replace(/^#/, '');
  return /^[0-9a-fA-F]{6}$/.test(digits) ? `#${digits.toLowerCase()}` : null;
}

/** How far back the date picker goes. */
export const PICKER_DAYS = 60;

/** The operator's draw dates from today back PICKER_DAYS days, newest first (GMT+8 days). */
export function drawDatesOf(letter: string, now: number, calendar: DrawCalendar = {}): string[] {
  const today = dateToDayNumber(gmt8Date(now));
  const dates: string[] = [];
  for (let back = 0; back < PICKER_DAYS; back += 1) {
    const date = dayNumberToDate(today - back);
    if (hasDraw(letter, date, calendar)) dates.push(date);
  }
  return dates;
}

/** The query of a tab's picked date and time: 'YYYY-MM-DD', and '3pm' / '7pm' for L, A, N. */
export function pickedDate(value: string | null): string | null {
  return value !== null && !Number.isNaN(dateToDayNumber(value)) ? value : null;
}

export function pickedTime(value: string | null): DrawTime | null {
  if (value === '3pm') return 'afternoon';
  if (value === '7pm') return 'evening';
  return null;
}

export const timeParam = (time: DrawTime): string => (time === 'afternoon' ? '3pm' : '7pm');

/** The digits a user looks for: 3 to 6 of them, else nothing is highlighted. */
export function searchDigits(typed: string): string | null {
  const digits = typed.replace(/\D/g, '');
  return digits.length >= 3 && digits.length <= 6 ? digits : null;
}

/** A prize shows the number looked for when it contains it (a 3-digit bet wins on the last 3 digits). */
export function showsNumber(prize: string, digits: string | null): boolean {
  return digits !== null && !isDash(prize) && prize.includes(digits);
}

/** Toto's 5D: the 4th–6th tiers are the 1st's last 4, 3, 2 digits (docs/product.md D7). */
export function fiveDLowerTiers(first: string): string[] {
  return isDash(first) ? ['----', '---', '--'] : [first.slice(-4), first.slice(-3), first.slice(-2)];
}

/** 6D: the 2nd–5th tiers are the 1st's first or last 5, 4, 3, 2 digits. */
export function sixDLowerTiers(first: string): [string, string][] {
  return [5, 4, 3, 2].map((length) =>
    isDash(first) ? ['-'.repeat(length), '-'.repeat(length)] : [first.slice(0, length), first.slice(-length)],
  );
}

/** Only these hosts may be embedded (the CSP's frame-src names them and nothing else). */
export const VIDEO_HOST = 'https://www.youtube-nocookie.com';

/**
 * A result's videoUrl as an embed address on the allow-listed host, or null. YouTube links of any usual
 * form become the privacy-enhanced embed; anything else (another host, http, a script URL) is refused.
 */
export function embeddableVideo(videoUrl: string | undefined): string | null {
  if (videoUrl === undefined || videoUrl === '') return null;
  let url: URL;
  try {
    url = new URL(videoUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  const id =
    url.hostname === 'youtu.be'
      ? url.pathname.slice(1)
      : ['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com'].includes(url.hostname)
        ? (/^\/(?:embed|live)\/([\w-]+)$/.exec(url.pathname)?.[1] ??
          (url.pathname === '/watch' ? url.searchParams.get('v') : null))
        : null;
  return id !== null && /^[\w-]{6,20}$/.test(id) ? `${VIDEO_HOST}/embed/${id}` : null;
}

/** Every prize a result card shows, in card order (the 5D and 6D lower tiers as the card derives them). */
export function prizesOf(item: Pick<ResultListItem, 'm4' | 'm5' | 'm6'>): string[] {
  const { m4, m5, m6 } = item;
  const out: (string | undefined)[] = [m4.prize1, m4.prize2, m4.prize3];
  for (let index = 1; index <= 13; index++) out.push(m4[`prizeStarter${index}`]);
  for (let index = 1; index <= 10; index++) out.push(m4[`prizeConsolation${index}`]);
  if (m5 !== undefined) out.push(m5.prize1, m5.prize2, m5.prize3, ...fiveDLowerTiers(m5.prize1));
  if (m6 !== undefined) out.push(m6.prize1, ...sixDLowerTiers(m6.prize1).flat());
  return out.filter((prize): prize is string => typeof prize === 'string');
}

/** How many prizes on the page show the number looked for (the "Find a number" line), or null when none is typed. */
export function hitCount(
  results: readonly Pick<ResultListItem, 'm4' | 'm5' | 'm6'>[] | null,
  digits: string | null,
): number | null {
  if (digits === null) return null;
  return (results ?? []).reduce(
    (sum, item) => sum + prizesOf(item).filter((prize) => showsNumber(prize, digits)).length,
    0,
  );
}

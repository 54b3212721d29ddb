// Gmt8Format by plain arithmetic: GMT+8 is a fixed offset (no daylight saving in Malaysia, Singapore or
// China, none since 1982), so shifting the instant by 8 hours and reading it as UTC is exact, and needs no
// time-zone database. Not date-fns-tz: its formatInTimeZone is 8.4 KB gzip, and with it /login/ measured
// 159.4 KB of its 160 KB JS budget (docs/client/adapters.md).
import { injectable } from 'inversify';
import { GMT8_OFFSET_MS } from '../../core/domain/calendar.ts';
import type { Gmt8Format, Instant } from '../../core/ports/gmt8-format.ts';

const two = (value: number): string => String(value).padStart(2, '0');

/** The GMT+8 wall-clock fields of an instant, or null when it is not a valid instant. */
function wallClock(instant: Instant): Date | null {
  const time = new Date(instant).getTime();
  return Number.isNaN(time) ? null : new Date(time + GMT8_OFFSET_MS);
}

export function gmt8Date(instant: Instant): string {
  const wall = wallClock(instant);
  if (wall === null) return '';
  return `${String(wall.getUTCFullYear()).padStart(4, '0')}-${two(wall.getUTCMonth() + 1)}-${two(wall.getUTCDate())}`;
}

export function gmt8Time(instant: Instant): string {
  const wall = wallClock(instant);
  if (wall === null) return '';
  return `${two(wall.getUTCHours())}:${two(wall.getUTCMinutes())}:${two(wall.getUTCSeconds())}`;
}

@injectable()
export class FixedOffsetGmt8Format implements Gmt8Format {
  date(instant: Instant): string {
    return gmt8Date(instant);
  }

  time(instant: Instant): string {
    return gmt8Time(instant);
  }

  dateTime(instant: Instant): string {
    const date = gmt8Date(instant);
    return date === '' ? '' : `${date} ${gmt8Time(instant)}`;
  }
}

// Gmt8Format by plain arithmetic: GMT+8 is a fixed offset (no daylight saving in Malaysia, Singapore or
// China, none since 1982), so shifting the instant by 8 hours and reading it as UTC is exact, and needs no
// time-zone database. Not date-fns-tz: its formatInTimeZone is 8.4 KB gzip, and with it /login/ measured
// 159.4 KB of its 160 KB JS budget (docs/client/adapters.md).
// The arithmetic itself is the core's (src/core/domain/calendar.ts), the same the draw calendar and the
// server use; this adapter only reads the instant (a number or the server's ISO text) and gives '' for one
// that is not an instant.
import { injectable } from 'inversify';
import { gmt8Date as dateOfInstant, gmt8Time as timeOfInstant } from '../../core/domain/calendar.ts';
import type { Gmt8Format, Instant } from '../../core/ports/gmt8-format.ts';

/** Epoch milliseconds of an instant, or null when it is not a valid instant. */
function epochMs(instant: Instant): number | null {
  const time = new Date(instant).getTime();
  return Number.isNaN(time) ? null : time;
}

export function gmt8Date(instant: Instant): string {
  const time = epochMs(instant);
  return time === null ? '' : dateOfInstant(time);
}

export function gmt8Time(instant: Instant): string {
  const time = epochMs(instant);
  return time === null ? '' : timeOfInstant(time);
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

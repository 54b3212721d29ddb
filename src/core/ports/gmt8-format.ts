// GMT+8 display of instants (receipt times, "as of" stamps): the service's days and cut-offs are GMT+8
// (docs/product.md S9), so the times it shows are too, whatever the device's zone. A port because the core
// never formats text for display and the UI may not import adapters. Draw dates ('YYYY-MM-DD', already
// GMT+8 days) need no zone: src/ui/format/draw-date.ts formats those.

/** Epoch milliseconds, or an ISO 8601 text as the server sends (`placedAt`). */
export type Instant = number | string;

export interface Gmt8Format {
  /** 'YYYY-MM-DD' in GMT+8; '' for an instant that is not one. */
  date(instant: Instant): string;
  /** 'HH:mm:ss' in GMT+8 (24 h); '' for an instant that is not one. */
  time(instant: Instant): string;
  /** 'YYYY-MM-DD HH:mm:ss' in GMT+8; '' for an instant that is not one. */
  dateTime(instant: Instant): string;
}

export const Gmt8Format = Symbol.for('Gmt8Format');

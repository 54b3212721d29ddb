// The names the wire enumerates, which the core's rules use as they are: the draw types and the maintenance
// reasons. They live here, at the bottom, so contract/ depends on nothing of the house (the request schemas
// list them as enums) and the core reads them from here (operators.ts, maintenance.ts) — the one place
// outside types where the core reads contract/, and a file that itself imports nothing.

/** Every draw type a sheet can name, in display order: the evening draw after its 3 pm twin. */
export const DRAW_TYPE_ORDER: readonly string[] = Object.freeze([
  'M',
  'P',
  'T',
  'S',
  'B',
  'K',
  'W',
  'L3',
  'L',
  'A3',
  'A',
  'N3',
  'N',
]);

/** The codes of the maintenance switch's message, which the app translates (V110's first param). */
export const MAINTENANCE_REASONS = ['scheduled', 'upgrade', 'urgent'] as const;

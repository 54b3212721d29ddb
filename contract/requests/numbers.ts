// Requests of the public number reads (docs/numbers.md). The answers are contract/numbers.ts.
import Type, { type Static } from 'typebox';
import { DRAW_TYPE_ORDER } from '../vocabulary.ts';
import { StringEnum } from './schema.ts';

/**
 * GET /Numbers/Lookup: a 3- to 6-digit number; permutations '1' adds every ordering of its digits; cursor
 * (an answer's nextCursor: the last draw of the page before, `date~drawType`) asks for the next page.
 */
export const NumberLookupQuery = Type.Object({
  number: Type.String({ pattern: '^[0-9]{3,6}$' }),
  permutations: Type.Optional(StringEnum(['0', '1'])),
  cursor: Type.Optional(Type.String({ pattern: `^[0-9]{4}-[0-9]{2}-[0-9]{2}~(${DRAW_TYPE_ORDER.join('|')})$` })),
});
export type NumberLookupQuery = Static<typeof NumberLookupQuery>;

/** GET /Numbers/HotCold: one draw type over the last 30, 90 or 365 days. */
export const HotColdQuery = Type.Object({
  drawType: StringEnum(DRAW_TYPE_ORDER),
  days: StringEnum(['30', '90', '365']),
});
export type HotColdQuery = Static<typeof HotColdQuery>;

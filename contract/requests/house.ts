// Requests of the house screens' own calls (docs/house.md): the preview of a draw before its result is
// published, and a site's link lists. Unknown fields are refused: an operator's typo must not pass.
import Type, { type Static } from 'typebox';
import { DRAW_TYPE_ORDER } from '../vocabulary.ts';
import { DATE_PATTERN, StringEnum } from './schema.ts';

/** GET /admin/results/preview: one draw. */
export const ResultPreviewQuery = Type.Object(
  { drawType: StringEnum(DRAW_TYPE_ORDER), drawDate: Type.String({ pattern: DATE_PATTERN }) },
  { additionalProperties: false },
);
export type ResultPreviewQuery = Static<typeof ResultPreviewQuery>;

/** A link: a short name without control characters and an http(s) address (no javascript: or data:). */
const LINK = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 40, pattern: '^[^\\u0000-\\u001f\\u007f]+$' }),
    url: Type.String({ maxLength: 500, pattern: '^https?://[^\\s\\u0000-\\u001f\\u007f]+$' }),
  },
  { additionalProperties: false },
);

/** POST /admin/links: both lists, each replaced as a whole (what the operator sends is what shows). */
export const SiteLinksBody = Type.Object(
  { member: Type.Array(LINK, { maxItems: 20 }), welfare: Type.Array(LINK, { maxItems: 20 }) },
  { additionalProperties: false },
);
export type SiteLinksBody = Static<typeof SiteLinksBody>;

// Requests of the public result and jackpot reads (docs/api/reads.md) and of the operators' publish call
// (POST /admin/results). The answers are contract/results.ts.
import Type, { type Static } from 'typebox';
import { DRAW_TYPE_ORDER } from '../vocabulary.ts';
import { DATE_PATTERN, StringEnum } from './schema.ts';

const DATE = Type.String({ pattern: DATE_PATTERN });
/** The L/A and jackpot hosts take a date or a date-time (the L and A tabs have a time picker); an empty
 * value (`?date=`, as the spec writes the jackpot call) means today. */
const DATE_TIME = Type.String({ pattern: '^(\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2})?)?)?$' });

/** POST /Result/GetResults: every draw type's result on one date. */
export const ResultsQuery = Type.Object({ DrawDate: DATE });
export type ResultsQuery = Static<typeof ResultsQuery>;

/** GET /Result/GetLatestResult: one draw type (the 13, or the other names of the evening draws L7, A7, N7);
 * without DrawDate, its latest result. */
export const LatestResultQuery = Type.Object({
  DrawTypeCode: StringEnum([...DRAW_TYPE_ORDER, 'L7', 'A7', 'N7']),
  DrawDate: Type.Optional(DATE),
});
export type LatestResultQuery = Static<typeof LatestResultQuery>;

/** GET /DrawResultL/GetDrawResult and GET /Jackpot/GetJackpot. */
export const DateTimeQuery = Type.Object({ date: Type.Optional(DATE_TIME) });
export type DateTimeQuery = Static<typeof DateTimeQuery>;

const PRIZE = Type.String({ maxLength: 8 });
const PRIZES = Type.Array(PRIZE, { maxItems: 20 });

/** POST /admin/results: a draw's result, published or corrected; the numbers' rules are settlement's. */
export const PublishResultBody = Type.Object({
  drawType: StringEnum(DRAW_TYPE_ORDER),
  drawDate: DATE,
  fourD: Type.Optional(
    Type.Object({ first: PRIZE, second: PRIZE, third: PRIZE, starters: PRIZES, consolations: PRIZES }),
  ),
  fiveD: Type.Optional(Type.Object({ first: PRIZE, second: PRIZE, third: PRIZE })),
  sixD: Type.Optional(Type.Object({ first: PRIZE })),
});
export type PublishResultBody = Static<typeof PublishResultBody>;

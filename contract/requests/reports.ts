// Requests of the reports (docs/api/reports-draw.md, docs/api/reports-ledger.md). The answers are
// contract/reports-draw.ts and contract/reports-ledger.ts.
import Type, { type Static } from 'typebox';
import { DRAW_TYPE_ORDER } from '../vocabulary.ts';
import { DATE_OR_EMPTY_PATTERN, Nullable, StringEnum } from './schema.ts';

/** A date, or empty for the call's default; real calendar dates are checked where they are read (V103). */
const DATE = Type.String({ pattern: DATE_OR_EMPTY_PATTERN });
/** A site currency code, 'ALL' in any case, or empty (every currency). */
const CURRENCY = Type.String({ pattern: '^([A-Za-z]{3})?$' });
/** A login name as sent, empty for "everyone in reach"; its format and reach are access.ts's (E103). */
const USER_NAME = Type.String({ maxLength: 40, pattern: '^[^\\u0000-\\u001f\\u007f]*$' });
/** The number as typed: 3 to 6 digits, surrounding blanks ignored, empty for every number. */
const TICKET_NUMBER = Type.String({ maxLength: 20, pattern: '^\\s*(\\d{3,6})?\\s*$' });

/** GetStrike and GetResultText: the draw date (default: the newest with a published result). */
export const DrawDateQuery = Type.Object({ DrawDate: Type.Optional(DATE) });
export type DrawDateQuery = Static<typeof DrawDateQuery>;

const SEARCH_FIELDS = {
  DrawTicketDate: Type.Optional(DATE),
  UserId: Type.Optional(USER_NAME),
  TicketNumber: Type.Optional(TICKET_NUMBER),
};

/** GetDrawTicketUser, form-encoded as the spec sends it (JSON is read the same way; no body at all too). */
export const TicketSearchBody = Nullable(Type.Object(SEARCH_FIELDS));
export type TicketSearchBody = Static<typeof TicketSearchBody>;

/** GetDrawTicketUserDetail: the search, and the operator by its company name. */
export const TicketDetailBody = Nullable(
  Type.Object({ ...SEARCH_FIELDS, CompanyName: Type.Optional(Type.String({ maxLength: 40 })) }),
);
export type TicketDetailBody = Static<typeof TicketDetailBody>;

/** GetMobileWinLossDetail. */
export const WinLossQuery = Type.Object({
  Currency: Type.Optional(CURRENCY),
  DateFrom: Type.Optional(DATE),
  DateTill: Type.Optional(DATE),
});
export type WinLossQuery = Static<typeof WinLossQuery>;

/** GetMobileBetStatistic. */
export const BetStatisticQuery = Type.Object({
  UserId: Type.Optional(Type.String({ maxLength: 40 })),
  DrawDate: Type.Optional(DATE),
  Currency: Type.Optional(CURRENCY),
});
export type BetStatisticQuery = Static<typeof BetStatisticQuery>;

/** GetNumberExposure (agents and the company; server/routes/exposure-routes.ts): one draw type on a date
 * (empty: today GMT+8). */
export const NumberExposureBody = Type.Object({
  DrawDate: Type.Optional(DATE),
  DrawType: StringEnum(DRAW_TYPE_ORDER),
});
export type NumberExposureBody = Static<typeof NumberExposureBody>;

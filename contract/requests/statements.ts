// Requests of the weekly statement and "who bought a number" (docs/api/statements.md). Answers:
// contract/statements.ts.
import Type, { type Static } from 'typebox';
import { DATE_OR_EMPTY_PATTERN } from './schema.ts';

/** A login name as sent, empty for the caller; its reach is access.ts's (E103). */
const USER_NAME = Type.String({ maxLength: 40, pattern: '^[^\\u0000-\\u001f\\u007f]*$' });
/** Any draw date of the week, empty for this week (GMT+8). */
const WEEK = Type.String({ pattern: DATE_OR_EMPTY_PATTERN });

/** GetWeeklyStatement: whose statement (default the caller) and which week. */
export const WeeklyStatementQuery = Type.Object({
  UserId: Type.Optional(USER_NAME),
  Week: Type.Optional(WEEK),
});
export type WeeklyStatementQuery = Static<typeof WeeklyStatementQuery>;

/** MarkStatementPaid: the caller's direct downline, the week and the currency whose outstanding is paid. */
export const MarkStatementPaidBody = Type.Object({
  UserId: Type.String({ minLength: 1, maxLength: 40, pattern: '^[^\\u0000-\\u001f\\u007f]*$' }),
  Week: WEEK,
  Currency: Type.String({ pattern: '^[A-Za-z]{3}$' }),
});
export type MarkStatementPaidBody = Static<typeof MarkStatementPaidBody>;

/** GetWhoBought: a number of 3 to 6 digits, and whether its permutations count too. */
export const WhoBoughtBody = Type.Object({
  Number: Type.String({ maxLength: 20, pattern: '^\\s*\\d{3,6}\\s*$' }),
  Permutations: Type.Optional(Type.Boolean()),
});
export type WhoBoughtBody = Static<typeof WhoBoughtBody>;

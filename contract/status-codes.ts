// The error catalogue (docs/product.md S8): every code an answer's `status` may carry, as one list, so the
// envelope's status is a typed union rather than any string. The client shows each through its i18n key
// `status-{code}` (every language has all of them, checked by tests/contract/status-codes.test.ts); the
// server's English texts are server/http/messages.ts. Imports nothing.

export const STATUS_CODES = [
  'S100', 'S101', 'S102', 'S103', 'S104', 'S105', 'S106', 'S107', 'S108',
  'M100',
  'F100', 'F101', 'F102', 'F103', 'F104', 'F105',
  'V100', 'V101', 'V102', 'V103', 'V104', 'V105', 'V110',
  'E100', 'E101', 'E102', 'E103', 'E104', 'E105', 'E106', 'E107', 'E108', 'E109', 'E110', 'E111', 'E112', 'E113',
  'E114', 'E115', 'E116', 'E117', 'E118', 'E119', 'E120', 'E121', 'E122', 'E123', 'E124', 'E125', 'E126', 'E127',
  'E128', 'E129', 'E130', 'E131', 'E132', 'E133', 'E134', 'E135', 'E136', 'E137', 'E138', 'E139', 'E140', 'E141',
  'E142', 'E143', 'E144', 'E145', 'E146', 'E147', 'E148', 'E149', 'E150', 'E151', 'E152', 'E153', 'E154', 'E155', 'E200',
  'E201', 'E202', 'E300', 'E301', 'E302', 'E303', 'E304', 'E305',
] as const;

/** S1xx success, M message, F failure, V validation and system, E refusal. */
export type StatusCode = (typeof STATUS_CODES)[number];

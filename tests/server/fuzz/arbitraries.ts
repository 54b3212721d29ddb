// fast-check generators of hostile requests: any route (and some that do not exist), any method, any or
// no credentials, bodies that are almost right (the route's field names with wrong values), plainly wrong
// (arbitrary JSON, broken JSON, forms, huge strings) and BetStrings that look like sheets but are not.
// Every field of every request schema also gets the values a database or a number parser chokes on:
// NUL characters, lone surrogates, non-finite numbers (1e309 in JSON, "Infinity" in a query or a form)
// and over-long texts.
import fc from 'fast-check';
import type { Route } from './routes.ts';
import { SCHEMA_FIELDS } from './schema-fields.ts';

/** A number JSON.stringify cannot write: the body is written with this mark, then the mark replaced. */
export interface RawNumber {
  rawNumber: '1e309' | '-1e309' | '1e-400' | '123456789012345678901234567890';
}
export const RAW_NUMBER_MARK = 'raw:';

/** Values that break what reads them: NUL, lone surrogates, non-finite numbers, texts far over any limit. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc
    .tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }))
    .map(([before, after]) => `${before}\u0000${after}`),
  fc.constantFrom('\u0000', 'a\u0000b', '88\u000088', '\uD800', 'a\uDC00b', '\uDBFF\uDBFF', 'x\uD83D', '\uDE00'),
  fc.constantFrom(
    'Infinity',
    '-Infinity',
    'NaN',
    '1e309',
    '-1e309',
    '1e-400',
    '9'.repeat(400),
    '0x10',
    '1_000',
    ' 1 ',
    '+1',
    '-0',
  ),
  fc.integer({ min: 257, max: 70_000 }).map((length) => 'x'.repeat(length)),
);
const rawNumber: fc.Arbitrary<RawNumber> = fc
  .constantFrom('1e309', '-1e309', '1e-400', '123456789012345678901234567890')
  .map((value) => ({ rawNumber: value }));
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileText },
  { weight: 1, arbitrary: rawNumber },
  { weight: 1, arbitrary: fc.array(hostileText, { minLength: 1, maxLength: 3 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.oneof(fc.constantFrom(...SCHEMA_FIELDS), hostileText), hostileText, { maxKeys: 2 }),
  },
);

/** Field names the routes read (bodies and query strings), so generated objects hit real validation paths. */
export const FIELD_NAMES = [
  ...new Set([
    ...SCHEMA_FIELDS,
    'AuthToken',
    'BetMethodIsMultiply',
    'BetNo',
    'BetString',
    'Captcha',
    'CaptchaKey',
    'ClientRef',
    'CompanyName',
    'Currency',
    'DrawDate',
    'DrawTypeCode',
    'FormatBox',
    'GUID',
    'Guid',
    'ID',
    'LoginId',
    'Method',
    'NeedOutputRef',
    'Page',
    'Pin',
    'Platform',
    'SelectedFormatBetSequence',
    'SelectedFormatDrawType',
    'Type',
    'UserId',
    'client_id',
    'drawDate',
    'drawType',
    'first',
    'second',
    'third',
    'starters',
    'consolations',
    'fourD',
    'fiveD',
    'sixD',
    'grant_type',
    'items',
    'opensAt',
    'password',
    'pin',
    'suspended',
    'userId',
    'username',
    'OldPassword',
    'NewPassword',
    'ConfirmPassword',
    'Username',
    'CreditLimit',
    'Status',
    'Role',
    'Commission',
    'PT',
    'Name',
    'Phone',
    'Language',
    'From',
    'To',
    'Date',
    'PageSize',
    'active',
    'reason',
    'endsAt',
    'minAppVersion',
    'blockedRanges',
    'version',
    '__proto__',
    'constructor',
    'prototype',
  ]),
];

/** Lines shaped like a sheet's: draw dates, draw-type lines, number#amount lines, boxes, ranges, rubbish. */
export const betStringArbitrary = (): fc.Arbitrary<string> => {
  const digits = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 0, maxLength: 8 });
  const amount = fc.oneof(
    fc.constantFrom('1', '0.1', '0', '-1', '1e9', '99999999999', '0.001', 'NaN', ''),
    fc.double().map(String),
  );
  const line = fc.oneof(
    fc.constantFrom(
      'D',
      'D1',
      'D2',
      'D7',
      'DA',
      '#',
      '#1',
      '#12',
      '#1234567',
      '#MPTSBKWH',
      '**',
      'R',
      'i',
      'ibox',
      'box',
    ),
    fc.tuple(digits, amount).map(([number, stake]) => `${number}#${stake}`),
    fc.tuple(digits, amount, amount).map(([number, big, small]) => `${number}#${big}#${small}`),
    fc
      .tuple(fc.constantFrom('*', 'R', '**', '+', '-'), digits, amount)
      .map(([mark, number, stake]) => `${mark}${number}#${stake}`),
    fc.tuple(digits, digits).map(([from, to]) => `${from}-${to}#1`),
    fc.string({ maxLength: 20 }),
  );
  return fc
    .tuple(fc.array(line, { maxLength: 12 }), fc.constantFrom('\n', '\n', '\n', '\r\n', '\r', ' ', ''))
    .map(([lines, separator]) => lines.join(separator));
};

const dateLike = fc.oneof(
  fc.constantFrom(
    '2026-11-18',
    '2026-11-21',
    '2026-02-30',
    '2026-13-45',
    '0000-00-00',
    '9999-12-31',
    '2026-11-18T19:00',
    '',
  ),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
);
const guidLike = fc.oneof(
  fc.uuid().map(String),
  fc.constantFrom('00000000-0000-0000-0000-000000000000', `${'a'.repeat(36)}`),
);

/** A value for a field: the shapes the server meets from a confused or hostile client. */
export const valueArbitrary: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 2, arbitrary: betStringArbitrary() },
  { weight: 1, arbitrary: dateLike },
  { weight: 1, arbitrary: guidLike },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '8888',
      '7777',
      'member1',
      'agent1',
      'admin',
      'starhq',
      'MYR',
      'T',
      'F',
      'M',
      'Demo2026',
      'password',
    ),
  },
  { weight: 1, arbitrary: fc.array(fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), guidLike), { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 3, arbitrary: hostileValue },
);

/** A long value now and then (bodies near and over the 256 KB limit), cheap to make: one unit repeated. */
const longValue = fc
  .tuple(fc.string({ minLength: 1, maxLength: 3 }), fc.integer({ min: 3_000, max: 40_000 }))
  .map(([unit, times]) => unit.repeat(times));

const fieldObject = fc.dictionary(
  fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 12 })),
  fc.oneof({ weight: 60, arbitrary: valueArbitrary }, { weight: 1, arbitrary: longValue }),
  { maxKeys: 6 },
);

export type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string; text: string }
  | { kind: 'form'; fields: Record<string, string> };

export const bodyArbitrary: fc.Arbitrary<Body> = fc.oneof(
  { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
  { weight: 5, arbitrary: fieldObject.map((value) => ({ kind: 'json' as const, value })) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => ({ kind: 'json' as const, value })) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom(
          'application/json',
          'application/x-www-form-urlencoded',
          'text/plain',
          'multipart/form-data',
          'application/xml',
          '',
          'application/json; charset=latin1',
        ),
        fc.oneof(
          fc.string({ maxLength: 200 }),
          fc.constantFrom('{', '{"a":', '[]', 'null', '""', '{"__proto__":{"x":1}}', '%%%'),
        ),
      )
      .map(([contentType, text]) => ({ kind: 'raw' as const, contentType, text })),
  },
  {
    weight: 1,
    arbitrary: fc
      .dictionary(
        fc.constantFrom(...FIELD_NAMES),
        fc.oneof({ weight: 3, arbitrary: fc.string({ maxLength: 30 }) }, { weight: 1, arbitrary: hostileText }),
        { maxKeys: 6 },
      )
      .map((fields) => ({ kind: 'form' as const, fields })),
  },
  // One schema field, one hostile value, the rest of the body plausible: the value reaches that field's check.
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.constantFrom(...SCHEMA_FIELDS),
        hostileValue,
        fc.dictionary(fc.constantFrom(...FIELD_NAMES), valueArbitrary, { maxKeys: 4 }),
        fc.boolean(),
      )
      .map(([field, value, rest, asForm]) =>
        asForm && typeof value === 'string'
          ? {
              kind: 'form' as const,
              fields: {
                ...Object.fromEntries(
                  Object.entries(rest).map(([key, item]) => [
                    key,
                    typeof item === 'string' ? item : (JSON.stringify(item) ?? ''),
                  ]),
                ),
                [field]: value,
              },
            }
          : { kind: 'json' as const, value: { ...rest, [field]: value } },
      ),
  },
);

export interface FuzzRequest {
  method: string;
  url: string;
  /** Which token to send: an index into the test's tokens, 'garbage', or none. */
  auth: number | 'garbage' | 'none';
  headers: Record<string, string>;
  body: Body;
}

/**
 * `shaped`: bodies that pass one of the request schemas but for one hostile field (schema-values.ts),
 * sent as JSON and as query strings, so hostile values reach past validation.
 */
export function requestArbitrary(
  routes: readonly Route[],
  tokenCount: number,
  shaped?: fc.Arbitrary<Record<string, unknown>>,
): fc.Arbitrary<FuzzRequest> {
  const path = fc.oneof(
    { weight: 12, arbitrary: fc.constantFrom(...routes).map((route) => route.path) },
    { weight: 1, arbitrary: fc.webPath().map((path) => `/${path.replace(/^\/+/, '')}`) },
  );
  // encodeURIComponent throws on a lone surrogate: those go into a path as its UTF-8 replacement bytes would.
  const pathValue = fc.oneof(
    fc.constantFrom('8888', '7777', '0000', '88%0088', '%00', '%ED%A0%80'),
    fc.string({ maxLength: 12 }).map(encodeURIComponent),
  );
  const query = fc.dictionary(
    fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 8 })),
    fc.oneof(
      fc.string({ maxLength: 40 }),
      guidLike,
      dateLike,
      fc.constantFrom('T', 'F', '1', '-1', '8888'),
      hostileText,
    ),
    { maxKeys: 4 },
  );
  const method = fc.oneof(
    { weight: 10, arbitrary: fc.constant('') },
    { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD') },
  );
  const auth = fc.oneof(
    { weight: 6, arbitrary: fc.nat({ max: tokenCount - 1 }) },
    { weight: 1, arbitrary: fc.constant('garbage' as const) },
    { weight: 1, arbitrary: fc.constant('none' as const) },
  );
  const headers = fc.dictionary(
    fc.constantFrom(
      'accept',
      'accept-language',
      'x-forwarded-for',
      'origin',
      'referer',
      'user-agent',
      'x-requested-with',
      'if-none-match',
      'range',
      'cookie',
    ),
    fc.string({ maxLength: 60 }).map((value) => value.replace(/[^\x20-\x7e]/g, '')),
    { maxKeys: 3 },
  );
  const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
  const shapedQuery = shaped
    ? shaped.map((value) => Object.fromEntries(Object.entries(value).map(([key, item]) => [key, asText(item)])))
    : query;
  const body: fc.Arbitrary<Body> = shaped
    ? fc.oneof(
        { weight: 3, arbitrary: bodyArbitrary },
        { weight: 1, arbitrary: shaped.map((value) => ({ kind: 'json' as const, value })) },
      )
    : bodyArbitrary;
  return fc
    .record({
      path,
      pathValue,
      query: fc.oneof({ weight: 4, arbitrary: query }, { weight: 1, arbitrary: shapedQuery }),
      method,
      auth,
      headers,
      body,
    })
    .map(({ path: template, pathValue: value, query: search, method: chosen, auth: who, headers: extra, body }) => {
      const route = routes.find((candidate) => candidate.path === template);
      const params = new URLSearchParams(search as Record<string, string>).toString();
      return {
        method: chosen || route?.method || 'POST',
        url: `${template.replace(/:[A-Za-z]+/g, value)}${params ? `?${params}` : ''}`,
        auth: who,
        headers: extra,
        body,
      };
    });
}

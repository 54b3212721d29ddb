// fast-check generators of hostile requests: any route (and some that do not exist), any method, any or
// no credentials, bodies that are almost right (the route's field names with wrong values), plainly wrong
// (arbitrary JSON, broken JSON, forms, huge strings) and BetStrings that look like sheets but are not.
import fc from 'fast-check';
import type { Route } from './routes.ts';

/** Field names the routes read (bodies and query strings), so generated objects hit real validation paths. */
export const FIELD_NAMES = [
  'AuthToken', 'BetMethodIsMultiply', 'BetNo', 'BetString', 'Captcha', 'CaptchaKey', 'ClientRef', 'CompanyName', 'Currency',
  'DrawDate', 'DrawTypeCode', 'FormatBox', 'GUID', 'Guid', 'ID', 'LoginId', 'Method', 'NeedOutputRef', 'Page', 'Pin',
  'Platform', 'SelectedFormatBetSequence', 'SelectedFormatDrawType', 'Type', 'UserId', 'client_id', 'drawDate', 'drawType',
  'first', 'second', 'third', 'starters', 'consolations', 'fourD', 'fiveD', 'sixD', 'grant_type', 'items', 'opensAt',
  'password', 'pin', 'suspended', 'userId', 'username', 'OldPassword', 'NewPassword', 'ConfirmPassword', 'Username',
  'CreditLimit', 'Status', 'Role', 'Commission', 'PT', 'Name', 'Phone', 'Language', 'From', 'To', 'Date', 'PageSize',
  'active', 'reason', 'endsAt', 'minAppVersion', 'blockedRanges', 'version',
  '__proto__', 'constructor', 'prototype',
] as const;

/** Lines shaped like a sheet's: draw dates, draw-type lines, number#amount lines, boxes, ranges, rubbish. */
export const betStringArbitrary = (): fc.Arbitrary<string> => {
  const digits = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 0, maxLength: 8 });
  const amount = fc.oneof(fc.constantFrom('1', '0.1', '0', '-1', '1e9', '99999999999', '0.001', 'NaN', ''), fc.double().map(String));
  const line = fc.oneof(
    fc.constantFrom('D', 'D1', 'D2', 'D7', 'DA', '#', '#1', '#12', '#1234567', '#MPTSBKWH', '**', 'R', 'i', 'ibox', 'box'),
    fc.tuple(digits, amount).map(([number, stake]) => `${number}#${stake}`),
    fc.tuple(digits, amount, amount).map(([number, big, small]) => `${number}#${big}#${small}`),
    fc.tuple(fc.constantFrom('*', 'R', '**', '+', '-'), digits, amount).map(([mark, number, stake]) => `${mark}${number}#${stake}`),
    fc.tuple(digits, digits).map(([from, to]) => `${from}-${to}#1`),
    fc.string({ maxLength: 20 }),
  );
  return fc.tuple(fc.array(line, { maxLength: 12 }), fc.constantFrom('\n', '\n', '\n', '\r\n', '\r', ' ', '')).map(([lines, separator]) => lines.join(separator));
};

const dateLike = fc.oneof(
  fc.constantFrom('2026-11-18', '2026-11-21', '2026-02-30', '2026-13-45', '0000-00-00', '9999-12-31', '2026-11-18T19:00', ''),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
);
const guidLike = fc.oneof(fc.uuid().map(String), fc.constantFrom('00000000-0000-0000-0000-000000000000', `${'a'.repeat(36)}`));

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
  { weight: 1, arbitrary: fc.constantFrom('8888', '7777', 'member1', 'agent1', 'admin', 'starhq', 'MYR', 'T', 'F', 'M', 'Demo2026', 'password') },
  { weight: 1, arbitrary: fc.array(fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), guidLike), { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

/** A long value now and then (bodies near and over the 256 KB limit), cheap to make: one unit repeated. */
const longValue = fc.tuple(fc.string({ minLength: 1, maxLength: 3 }), fc.integer({ min: 3_000, max: 40_000 })).map(([unit, times]) => unit.repeat(times));

const fieldObject = fc.dictionary(fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 12 })), fc.oneof({ weight: 60, arbitrary: valueArbitrary }, { weight: 1, arbitrary: longValue }), { maxKeys: 6 });

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
      .tuple(fc.constantFrom('application/json', 'application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data', 'application/xml', '', 'application/json; charset=latin1'), fc.oneof(fc.string({ maxLength: 200 }), fc.constantFrom('{', '{"a":', '[]', 'null', '""', '{"__proto__":{"x":1}}', '%%%')))
      .map(([contentType, text]) => ({ kind: 'raw' as const, contentType, text })),
  },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 30 }), { maxKeys: 6 }).map((fields) => ({ kind: 'form' as const, fields })) },
);

export interface FuzzRequest {
  method: string;
  url: string;
  /** Which token to send: an index into the test's tokens, 'garbage', or none. */
  auth: number | 'garbage' | 'none';
  headers: Record<string, string>;
  body: Body;
}

export function requestArbitrary(routes: readonly Route[], tokenCount: number): fc.Arbitrary<FuzzRequest> {
  const path = fc.oneof(
    { weight: 12, arbitrary: fc.constantFrom(...routes).map((route) => route.path) },
    { weight: 1, arbitrary: fc.webPath().map((path) => `/${path.replace(/^\/+/, '')}`) },
  );
  const pathValue = fc.oneof(fc.constantFrom('8888', '7777', '0000'), fc.string({ maxLength: 12 }).map(encodeURIComponent));
  const query = fc.dictionary(fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 8 })), fc.oneof(fc.string({ maxLength: 40 }), guidLike, dateLike, fc.constantFrom('T', 'F', '1', '-1', '8888')), { maxKeys: 4 });
  const method = fc.oneof({ weight: 10, arbitrary: fc.constant('') }, { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD') });
  const auth = fc.oneof(
    { weight: 6, arbitrary: fc.nat({ max: tokenCount - 1 }) },
    { weight: 1, arbitrary: fc.constant('garbage' as const) },
    { weight: 1, arbitrary: fc.constant('none' as const) },
  );
  const headers = fc.dictionary(
    fc.constantFrom('accept', 'accept-language', 'x-forwarded-for', 'origin', 'referer', 'user-agent', 'x-requested-with', 'if-none-match', 'range', 'cookie'),
    fc.string({ maxLength: 60 }).map((value) => value.replace(/[^\x20-\x7e]/g, '')),
    { maxKeys: 3 },
  );
  return fc.record({ path, pathValue, query, method, auth, headers, body: bodyArbitrary }).map(({ path: template, pathValue: value, query: search, method: chosen, auth: who, headers: extra, body }) => {
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

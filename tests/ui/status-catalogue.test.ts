// The error catalogue of the specification (docs/product.md S8) as messages: every code has a `status-{code}` text, and a
// code's {{placeholders}} are exactly the parameters the server sends with it — a placeholder on a code
// that can arrive bare would show the player a hole ("minimum ."), a missing one would lose the number.
// tests/ui/locales.test.ts already holds every other language to en's keys and placeholders.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/ui/i18n/i18n.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const locales = `${root}src/ui/i18n/locales/`;

const range = (letter: string, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => `${letter}${from + index}`);

/** docs/product.md S8, in its order: S100–S108, F100–F105, V100–V105, V110, E100–E154 (with E124-2 and
 *  E129-2), E200–E202, E300–E305, M100. */
const CATALOGUE = [
  ...range('S', 100, 108),
  ...range('F', 100, 105),
  ...range('V', 100, 105),
  'V110',
  ...range('E', 100, 154).flatMap((code) => (code === 'E124' || code === 'E129' ? [code, `${code}-2`] : [code])),
  ...range('E', 200, 202),
  ...range('E', 300, 305),
  'M100',
];

/**
 * Codes whose message takes one parameter, {{0}}, because the server (server/services, docs/api) or the
 * engine always sends it: the minutes of a lock (E106), the minimum (E124-2, E127), the game, package or
 * figure an account change ran into (E119, E135–E138, E141, E144, E146, E149–E154), the sold-out number
 * (E145), the player cap (E300), the field (V103, V104), the date (V105), the phone (M100).
 * Every other code has no placeholder: E124, E117, E121 and E128 in particular also arrive without their
 * parameter (the engine's bare E124 on a step or maximum fault; E117 on a bet), so their text stands alone.
 */
const WITH_PARAM = new Set([
  'E106',
  'E119',
  'E124-2',
  'E127',
  'E135',
  'E136',
  'E137',
  'E138',
  'E141',
  'E144',
  'E145',
  'E146',
  'E149',
  'E150',
  'E151',
  'E152',
  'E153',
  'E154',
  'E300',
  'V103',
  'V104',
  'V105',
  'M100',
]);

type Messages = Record<string, string>;
const load = (language: string): Messages =>
  JSON.parse(readFileSync(`${locales}${language}/translation.json`, 'utf8')) as Messages;
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

/** i18next as the app sets it up, with params passed the way src/ui/i18n/error-message.ts passes them. */
async function translatorFor(language: string) {
  const instance = i18next.createInstance();
  await instance.init({
    resources: { [language]: { translation: load(language) } },
    lng: language,
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  // Keys here come from the code list, not literals, so the app's typed-key overloads do not apply.
  const translate = instance.t.bind(instance) as unknown as (key: string, options: object) => string;
  return (key: string, params: readonly (string | number)[] = []) => translate(key, { 0: params[0], 1: params[1] });
}

/** Every status code the server source names (ApiError('E123'…), status: 'E123'). */
function serverCodes(): string[] {
  const files = readdirSync(`${root}server`, { recursive: true, encoding: 'utf8' }).filter((name) =>
    name.endsWith('.ts'),
  );
  const codes = new Set<string>();
  for (const file of files) {
    const text = readFileSync(`${root}server/${file}`, 'utf8');
    for (const match of text.matchAll(/(?:ApiError\(|status: )'([SFVEM]\d{3}(?:-2)?)'/g)) codes.add(match[1] as string);
  }
  return [...codes].sort();
}

describe('the status catalogue', () => {
  it('lists the 89 codes of the specification once each', () => {
    expect(CATALOGUE).toHaveLength(89);
    expect(new Set(CATALOGUE).size).toBe(CATALOGUE.length);
    expect(CATALOGUE).toContain('E124-2');
    expect(CATALOGUE).toContain('E129-2');
  });

  it('has an en message for every code', () => {
    const en = load('en');
    expect(CATALOGUE.filter((code) => !en[`status-${code}`]?.trim())).toEqual([]);
  });

  it('has a message for every code the server sends', () => {
    const en = load('en');
    const codes = serverCodes();
    expect(codes).toContain('E145'); // the scan itself works
    expect(codes.filter((code) => !(`status-${code}` in en))).toEqual([]);
  });

  it.each(LANGUAGES)('%s: a code has {{0}} exactly when it is sent with a parameter', (language) => {
    const messages = load(language);
    const wrong = CATALOGUE.filter((code) => {
      const expected = WITH_PARAM.has(code) ? ['0'] : [];
      return placeholders(messages[`status-${code}`] ?? '').join() !== expected.join();
    });
    expect(wrong).toEqual([]);
  });

  it.each(LANGUAGES)('%s: renders every code, with its parameter filled in and no raw braces', async (language) => {
    const t = await translatorFor(language);
    for (const code of CATALOGUE) {
      const text = WITH_PARAM.has(code) ? t(`status-${code}`, ['7391']) : t(`status-${code}`);
      expect(text, code).not.toMatch(/\{\{|\}\}|^status-/);
      if (WITH_PARAM.has(code)) expect(text, code).toContain('7391');
    }
  });

  it('says what the server means (spot checks in en)', async () => {
    const t = await translatorFor('en');
    expect(t('status-E106', [15])).toBe(
      'Too many failed sign-in attempts: sign-in is locked for 15 minutes. Please wait and try again.',
    );
    expect(t('status-E145', ['1234'])).toBe('Number 1234 is sold out.');
    expect(t('status-E124-2', ['1.00'])).toBe('The minimum bet is 1.00.');
    expect(t('status-E127', ['0.10'])).toBe('The minimum iBOX bet is 0.10.');
    expect(t('status-V104', ['Phone'])).toBe('Phone is required.');
    // The engine's bare E124 (a step or maximum fault) reads whole, with no empty minimum.
    expect(t('status-E124')).toBe('Invalid bet amount.');
    expect(t('status-E129-2')).toBe('Betting is closed.');
    expect(t('status-E129')).toContain('7:30 PM (GMT+8)');
  });

  it.each(LANGUAGES)('%s: has the client’s own fallback messages', (language) => {
    const messages = load(language);
    for (const key of ['copy-not-available', 'share-not-available', 'error-unknown', 'status-E101']) {
      expect(messages[key]?.trim(), key).toBeTruthy();
    }
    if (language === 'en') {
      expect(messages['copy-not-available']).toBe('Copy not available');
      expect(messages['share-not-available']).toBe('Share not available');
    }
  });
});

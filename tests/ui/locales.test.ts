// Every language has exactly en's keys, no empty message, and the same {{placeholders}} as en, so a
// missing translation fails here instead of showing a raw key (or a lost amount) to a player.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/ui/i18n/i18n.ts';
import { NAMESPACES } from '../../src/ui/i18n/namespaces.ts';

const folder = fileURLToPath(new URL('../../src/ui/i18n/locales/', import.meta.url));

/** Every namespace of a language as one flat map of 'namespace:key' → message. */
function load(language: string): Record<string, string> {
  return Object.assign(
    {},
    ...NAMESPACES.map((namespace) => {
      const messages = flatten(JSON.parse(readFileSync(`${folder}${language}/${namespace}.json`, 'utf8')));
      return Object.fromEntries(
        Object.entries(messages)
          .filter(([key]) => key !== '')
          .map(([key, text]) => [`${namespace}:${key}`, text]),
      );
    }),
  );
}

/** Nested namespaces become dotted keys, so the test keeps working if the files grow sections. */
function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value !== 'object' || value === null) return { [prefix]: String(value) };
  return Object.entries(value).reduce<Record<string, string>>(
    (all, [key, inner]) => ({ ...all, ...flatten(inner, prefix === '' ? key : `${prefix}.${key}`) }),
    {},
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const en = load('en');

// The engine's error codes (`src/core/engine/README.md`) and the selector's E140: each must have a message.
const ENGINE_CODES = [
  'bet-nodate',
  'bet-only3date',
  'bet-only1date',
  'bet1-nodrawtype',
  'bet-blockedmarker',
  'bet1-nobet',
  'bet1-toomanybet',
  'bet1-toomanyr',
  'bet2-minbet',
  'status-E121',
  'status-E122',
  'status-E123',
  'status-E124',
  'status-E126',
  'status-E127',
  'status-E130',
  'status-E140',
  'status-E143',
];

describe('locales', () => {
  it('has a locale folder for exactly the supported languages, each with exactly the namespaces', () => {
    expect(
      readdirSync(folder)
        .filter((name) => !name.includes('.'))
        .sort(),
    ).toEqual([...LANGUAGES].sort());
    for (const language of LANGUAGES) {
      const files = readdirSync(`${folder}${language}`).map((name) => name.replace(/\.json$/, ''));
      expect(files.sort(), language).toEqual([...NAMESPACES].sort());
    }
  });

  it('has an en message for every engine error code', () => {
    expect(ENGINE_CODES.filter((code) => !(`translation:${code}` in en))).toEqual([]);
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))('%s has exactly the keys of en', (language) => {
    const keys = Object.keys(load(language));
    expect(
      Object.keys(en).filter((key) => !keys.includes(key)),
      'missing',
    ).toEqual([]);
    expect(
      keys.filter((key) => !(key in en)),
      'extra',
    ).toEqual([]);
  });

  it.each(LANGUAGES)('%s has no empty message and the placeholders of en', (language) => {
    const messages = load(language);
    expect(
      Object.keys(messages).filter((key) => messages[key]?.trim() === ''),
      'empty',
    ).toEqual([]);
    const wrong = Object.keys(en).filter(
      (key) => key in messages && placeholders(messages[key] ?? '').join() !== placeholders(en[key] ?? '').join(),
    );
    expect(wrong, 'placeholders differ').toEqual([]);
  });
});

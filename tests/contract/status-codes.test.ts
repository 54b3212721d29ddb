// The catalogue's one list (contract/status-codes.ts) is the codes the client can show: every language
// has a text for each, and there is no text for a code the list lacks. A code added on one side only fails.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STATUS_CODES } from '../../contract/status-codes.ts';
import { messageOf } from '../../server/http/messages.ts';

const LOCALES = join(import.meta.dirname, '../../src/ui/i18n/locales');

function statusKeysOf(language: string): string[] {
  const keys = new Set<string>();
  for (const file of readdirSync(join(LOCALES, language)).filter((name) => name.endsWith('.json'))) {
    const text = readFileSync(join(LOCALES, language, file), 'utf8');
    for (const match of text.matchAll(/"status-([A-Z]\d{3})"\s*:/g)) keys.add(match[1] as string);
  }
  return [...keys].sort();
}

describe('the status codes', () => {
  it('are each named once', () => {
    expect(new Set(STATUS_CODES).size).toBe(STATUS_CODES.length);
  });

  it.each(['en', 'zh', 'id', 'ms', 'th', 'vi'])(
    'have a text each in %s, and that language has no other status text',
    (language) => {
      expect(statusKeysOf(language)).toEqual([...STATUS_CODES].sort());
    },
  );

  it('have an English server message for the refusals the server answers with', () => {
    for (const code of ['E101', 'E102', 'E103', 'E111', 'E117', 'V103', 'V110'] as const)
      expect(messageOf(code)).not.toBe(code);
  });
});

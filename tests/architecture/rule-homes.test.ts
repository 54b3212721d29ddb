// One home for every rule the database and the TypeScript share: the credit formula
// (credit_available), the lock keys (draw_lock_key, number_cap_lock_key) and the meaning of "open ticket"
// (ticket_is_open) live in server/store/functions/*.sql, and the code calls them. This test fails when a
// copy appears in the TypeScript (a lock key hashed by hand, a ledger summed for credit), and when a
// function file is not installed on start. tests/server/bets/running-balance.test.ts checks the figures.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FUNCTION_FILES } from '../../server/store/functions/index.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const functionsDir = join(root, 'server/store/functions');

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

// Migrations keep what they once created (they are never edited); the functions folder is the home.
const code = sourcesUnder(join(root, 'server'))
  .filter((path) => !path.includes('/store/migrations/') && !path.startsWith(functionsDir))
  .map((path) => ({ path: relative(root, path), text: readFileSync(path, 'utf8') }));

/**
 * Copies allowed for a measured reason, each held to its SQL home by a test that fails when they disagree:
 * the exposure query's open-ticket anti-joins (the function is not inlined; open-ticket-agreement.test.ts).
 */
const ALLOWED_COPIES: Record<string, string> = {
  'server/services/reports/number-exposure.ts': '"open ticket"',
};

const COPIES: [rule: string, pattern: RegExp][] = [
  ['a lock key hashed outside draw_lock_key / number_cap_lock_key', /hashtext\s*\(/i],
  [
    'the ledger summed for credit outside credit_available / user_balances',
    /sum\s*\(\s*(l\.|ledger_entries\.)?amount_cents\s*\)/i,
  ],
  ["the credit formula spelled out (limit less the downlines' limits)", /credit_limit_cents\s*\)?\s*-\s*coalesce/i],
  [
    '"open ticket" spelled out (no win and no void) outside ticket_is_open',
    /not exists\s*\(select 1 from ticket_wins/i,
  ],
];

describe('one home for every rule', () => {
  it.each(COPIES)('no server TypeScript holds %s', (_rule, pattern) => {
    const copies = code.filter((file) => pattern.test(file.text)).map((file) => file.path);
    expect(copies.filter((path) => !_rule.includes(ALLOWED_COPIES[path] ?? '\u0000'))).toEqual([]);
  });

  it('every function file is installed on start, and only those', () => {
    const files = readdirSync(functionsDir)
      .filter((name) => name.endsWith('.sql'))
      .map((name) => name.replace(/\.sql$/, ''));
    expect([...FUNCTION_FILES].sort()).toEqual(files.sort());
  });

  it('the shared rules are each defined once, in their own file', () => {
    for (const name of ['credit_available', 'draw_lock_key', 'number_cap_lock_key', 'ticket_is_open']) {
      const definitions = FUNCTION_FILES.filter((file) =>
        readFileSync(join(functionsDir, `${file}.sql`), 'utf8').includes(`function ${name}(`),
      );
      expect(definitions).toEqual([name]);
    }
  });
});

// The code and its documents stand on their own: no comment or page cites a ticket number of a tracker a
// reader of the repository does not have ("issue 12"), or a section mark of a document outside it ("§4").
// Sections of the product are named by docs/product.md's own marks (S4 for the specification's states,
// D7 for the decisions on settlement). Applied migrations are left as they were applied: their checksums
// (migrations-forward-only.test.ts) forbid any edit, comments included.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const FOLDERS = ['src', 'server', 'contract', 'tests', 'e2e', 'bench', 'scripts', 'docs'];
const TOP_FILES = [
  'README.md',
  'ARCHITECTURE.md',
  'vite.config.ts',
  'eslint.config.js',
  '.dependency-cruiser.cjs',
  '.ci/run',
];
const TEXT = /\.(ts|tsx|js|cjs|mjs|sql|md|css|html|json)$/;
const FROZEN = join('server', 'store', 'migrations');
const THIS_FILE = relative(root, fileURLToPath(import.meta.url));

/** A citation a reader cannot follow: an issue number, or a section sign followed by a number. */
export const OUTSIDE_CITATION = /\bissues? #?\d+|§\s?\d/i;

function textFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || path === FROZEN ? [] : textFiles(path);
    return TEXT.test(entry.name) ? [path] : [];
  });
}

describe('self-contained text', () => {
  it('recognises a citation of a tracker or an outside section, and leaves the house marks alone', () => {
    expect(OUTSIDE_CITATION.test('// no task over 50 ms (issue 15)')).toBe(true);
    expect(OUTSIDE_CITATION.test('// the list clears (§4 "Bet mode")')).toBe(true);
    expect(OUTSIDE_CITATION.test('// the list clears (docs/product.md S4 "Bet mode")')).toBe(false);
    expect(OUTSIDE_CITATION.test('// an issue the player meets twice')).toBe(false);
  });

  it('no file of the repository cites an issue number or an outside section', () => {
    const files = [...FOLDERS.flatMap(textFiles), ...TOP_FILES].filter((file) => file !== THIS_FILE);
    const found = files.flatMap((file) =>
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          OUTSIDE_CITATION.test(line) ? [`${file}:${index + 1}: ${line.trim().slice(0, 120)}`] : [],
        ),
    );
    expect(found).toEqual([]);
  });
});

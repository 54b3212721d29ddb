// No raw text in JSX (actualbudget's habit): every word a user reads goes through i18next, so a
// screen cannot ship half-translated. Reads every .tsx file of src/ with the TypeScript compiler and fails
// on JSX text containing a letter, and on string literals in the attributes people read (alt, title,
// aria-label, placeholder). Symbols such as '×', '·' or digits are not words and are allowed, and so are
// codes that read the same in every language: currency codes (MYR), keypad letters (D, R), 'A+' / 'A−'.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const READ_ATTRIBUTES = new Set(['alt', 'title', 'aria-label', 'placeholder', 'aria-description']);
const LETTER = /\p{L}/u;
const CODE = /^[A-Z]{1,3}[+−]?$/;
const isWords = (text: string) => LETTER.test(text) && !CODE.test(text.trim());

function tsxFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return tsxFiles(path);
    return entry.name.endsWith('.tsx') ? [path] : [];
  });
}

/** Raw words in one file's JSX, as 'file:line text'. */
export function rawTextIn(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const where = (node: ts.Node) =>
    `${relative(root, fileName)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node) && isWords(node.text)) found.push(`${where(node)} ${node.text.trim()}`);
    if (
      ts.isJsxAttribute(node) &&
      node.initializer !== undefined &&
      ts.isStringLiteral(node.initializer) &&
      READ_ATTRIBUTES.has(node.name.getText()) &&
      isWords(node.initializer.text)
    ) {
      found.push(`${where(node)} ${node.name.getText()}="${node.initializer.text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('no raw text in JSX', () => {
  it('finds raw words when there are some (the check itself works)', () => {
    const sample = 'export const A = () => <p title="Hello">Hi there {x} · 2 <b>{t("k")}</b> MYR</p>;';
    expect(rawTextIn(join(root, 'sample.tsx'), sample)).toEqual([
      'sample.tsx:1 title="Hello"',
      'sample.tsx:1 Hi there',
    ]);
  });

  it('src/ has none', () => {
    const files = tsxFiles(join(root, 'src'));
    expect(files.length).toBeGreaterThan(10);
    expect(files.flatMap((file) => rawTextIn(file, readFileSync(file, 'utf8')))).toEqual([]);
  });
});

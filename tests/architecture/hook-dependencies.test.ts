// Effects say what they depend on: no comment in src/ turns off react-hooks/exhaustive-deps. Server state is
// read through TanStack Query (src/ui/query/), and an effect that must read a value without re-running on it
// reads it through useEffectEvent; a suppression would hide the next stale closure.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const SUPPRESSION = /eslint-disable(?:-next-line|-line)?\b[^\n]*react-hooks\/exhaustive-deps/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The lines of a source that turn the rule off, as 'line text'. */
export function suppressionsIn(source: string): string[] {
  return source.split('\n').flatMap((text, index) => (SUPPRESSION.test(text) ? [`${index + 1} ${text.trim()}`] : []));
}

describe('hook dependencies', () => {
  it('finds a suppression of the rule, on its own line or at the end of one', () => {
    expect(suppressionsIn('a();\n  // eslint-disable-next-line react-hooks/exhaustive-deps\n}, [key]);')).toEqual([
      '2 // eslint-disable-next-line react-hooks/exhaustive-deps',
    ]);
    expect(suppressionsIn('}, [key]); // eslint-disable-line react-hooks/exhaustive-deps')).toHaveLength(1);
    expect(suppressionsIn('// eslint-disable-next-line @typescript-eslint/no-explicit-any')).toEqual([]);
  });

  it('src/ turns react-hooks/exhaustive-deps off nowhere', () => {
    const found = sourceFiles(join(root, 'src')).flatMap((path) =>
      suppressionsIn(readFileSync(path, 'utf8')).map((line) => `${relative(root, path)}:${line}`),
    );
    expect(found).toEqual([]);
  });
});

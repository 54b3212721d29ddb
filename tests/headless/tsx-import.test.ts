// The engine must work headless: a plain Node script run with tsx, with no DOM, no worker and no Vite.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const script = `
import { parseSheet, expandNumber } from './src/core/engine/index.ts';
const result = parseSheet('D\\n#8\\n*1234#1', { variant: 'regular', now: Date.UTC(2026, 10, 18, 2), currency: 'MYR' });
console.log(JSON.stringify({ ok: result.ok, total: result.totalCents, box: expandNumber('1234', 'B').length,
  dom: typeof document, worker: typeof Worker }));
`;

describe('the engine headless', () => {
  it('imports and runs from a plain tsx script in Node', () => {
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(JSON.parse(out.trim())).toEqual({ ok: true, total: 2400, box: 24, dom: 'undefined', worker: 'undefined' });
  });
});

// The engine pool parses a large sheet on a worker thread with the same engine module: the result is the
// one the server's thread gets, for a good sheet and a faulty one alike; small sheets stay on the thread.
import { readdirSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { describe, expect, it } from 'vitest';
import { SHEET_THREAD_NICE } from '../../../server/engine-pool/sheet-thread-priority.ts';
import { isLargeSheet, LARGE_SHEET_LINES, parseSheetOffLoop } from '../../../server/engine-pool/sheet-pool.ts';
import { parseSheet, type SheetContext } from '../../../src/core/engine/index.ts';

// Wednesday 2026-11-18 10:00 GMT+8.
const context: SheetContext = {
  variant: 'regular',
  now: Date.UTC(2026, 10, 18, 2, 0),
  currency: 'MYR',
  allowedDrawTypes: ['M', 'L'],
};
const lines = (count: number, line: (index: number) => string) =>
  `D\n#18\n${Array.from({ length: count }, (_, index) => line(index)).join('\n')}`;

describe('engine pool', () => {
  it('tells a large sheet by its lines', () => {
    expect(isLargeSheet(lines(LARGE_SHEET_LINES - 2, () => '1234#1'))).toBe(false);
    expect(isLargeSheet(lines(LARGE_SHEET_LINES - 1, () => '1234#1'))).toBe(true);
  });

  it.each([
    ['10,000 tickets', lines(50, (index) => `${String(index).padStart(2, '0')}RR#1`)],
    ['a faulty line', lines(20, (index) => (index === 7 ? '12345#1' : `*${String(1000 + index)}#1`))],
    ['51 number lines', lines(51, () => '1234#1')],
  ])('parses a large sheet with %s exactly as the thread does', async (_, text) => {
    expect(isLargeSheet(text)).toBe(true);
    expect(await parseSheetOffLoop(text, context)).toEqual(parseSheet(text, context));
  });

  it.runIf(process.platform === 'linux')("lowers its threads' CPU priority and never the server's thread", async () => {
    await parseSheetOffLoop(
      lines(20, () => '1234#1'),
      context,
    );
    // /proc/self/task/<tid>/stat: the nice value is the 19th field, the 17th after the name in brackets.
    const niceOf = (tid: string) =>
      Number(readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]?.split(' ')[16]);
    const nices = readdirSync('/proc/self/task').map(niceOf);
    expect(nices).toContain(SHEET_THREAD_NICE);
    expect(getPriority()).toBe(0);
    expect(niceOf(String(process.pid))).toBe(0);
  });
});

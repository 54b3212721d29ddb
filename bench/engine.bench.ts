/**
 * `npm run bench`: median times of the engine's hot paths (the budget: under 1 ms each on 2 cores; a 50-line
 * sheet parsed and expanded to its tickets, as the server does for each bet: at most 0.2 ms).
 * A benchmark, not a test: it prints figures and never fails a build.
 */
import { Bench } from 'tinybench';
import {
  expandNumber,
  parseSheet,
  selectorPattern,
  sheetTickets,
  type SheetContext,
} from '../src/core/engine/index.ts';

// A fixed instant (Wednesday 2026-11-18 10:00 GMT+8) keeps runs comparable.
const context: SheetContext = { variant: 'regular', now: Date.UTC(2026, 10, 18, 2, 0), currency: 'MYR' };

// 50 number lines, each boxed, iBOXed, rolled or reversed, on M and L over 2 dates (3 draws).
const shapes = ['*1234#1#1', '12RR#1#1', '5678*#2#1', '**1357#5', '1R3R#0.5', '*2468#1#2#1'];
const sheet = ['D2', '#18', ...Array.from({ length: 50 }, (_, i) => shapes[i % shapes.length])].join('\n');

const selector = selectorPattern(['0123456789', '0123456789', '0123456789', '5']);
if (!selector.ok) throw new Error('the benchmark selector must be valid');

const check = parseSheet(sheet, context);
if (!check.ok || check.lines.length !== 50)
  throw new Error(`benchmark sheet must parse: ${JSON.stringify(check.errors)}`);
if (expandNumber(selector.pattern, 'S').length !== 1000) throw new Error('selector must expand to 1000');

const bench = new Bench({ time: 2000, warmup: true });
bench
  .add('parseSheet: 50 lines, every line boxed/rolled/reversed', () => {
    parseSheet(sheet, context);
  })
  .add("parseSheet + sheetTickets: the same 50 lines expanded to their tickets (the server's bet path)", () => {
    const parsed = parseSheet(sheet, context);
    sheetTickets(parsed, context.drawCalendar);
  })
  .add('expandNumber: selector of 1000 combinations', () => {
    expandNumber(selector.pattern, 'S');
  });
await bench.run();

for (const task of bench.tasks) {
  const latency = task.result && 'latency' in task.result ? task.result.latency : undefined;
  if (!latency) throw new Error(`${task.name}: no result`);
  const median = latency.p50 ?? Number.NaN;
  console.log(
    `${task.name}\n  median ${(median * 1000).toFixed(1)} µs  p99 ${((latency.p99 ?? 0) * 1000).toFixed(1)} µs  samples ${latency.samplesCount}  ${median < 1 ? 'under 1 ms' : 'OVER 1 ms'}`,
  );
}

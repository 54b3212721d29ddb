/**
 * `npm run bench`: median times of the engine's hot paths (the budget: under 1 ms each on 2 cores; a 50-line
 * sheet parsed and expanded to its tickets, as the server does for each bet: at most 0.2 ms).
 * Beside them, the server's own work for the largest bet allowed (10,000 tickets), which has no budget.
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
import { betReceiptOf } from '../server/services/bets/receipt.ts';
import { wholePart } from '../server/services/bets/bet-parts.ts';
import { ticketsOf } from '../server/services/bets/tickets.ts';
import { intArrayText, textArrayText } from '../server/store/array-text.ts';

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

// The largest bet allowed (50 lines each rolled twice on M and L: 10,000 tickets), as the server handles it
// on its one thread once the pool has parsed it: its tickets, its part and receipt, and the nine ticket
// columns sent to place_bets (server/services/bets/write-bets.ts). Every other request waits meanwhile.
const largest = ['D', '#18', ...Array.from({ length: 50 }, (_, i) => `${String(i * 2).padStart(2, '0')}RR#1`)].join(
  '\n',
);
const largestSheet = parseSheet(largest, context);
if (!largestSheet.ok || largestSheet.ticketCount !== 10_000)
  throw new Error('the largest sheet must make 10,000 tickets');
const rate = { currency: 'MYR', rateMicros: 1_000_000, base: 'MYR', baseRateMicros: 1_000_000 };
const receiptHeader = { betNumber: 1, placedAt: context.now, player: 'bench', currency: 'MYR', rate };
function serverWorkOfLargestBet(): number {
  if (!largestSheet.ok) return 0;
  const part = wholePart(largestSheet, ticketsOf(largestSheet, context), largest);
  const receipt = betReceiptOf(receiptHeader, part);
  const rows = part.tickets;
  const columns = [
    intArrayText(rows, () => 1),
    intArrayText(rows, (row) => row.line),
    textArrayText(rows, (row) => row.draw_type),
    textArrayText(rows, (row) => row.draw_date),
    textArrayText(rows, (row) => row.number),
    textArrayText(rows, (row) => row.mode),
    intArrayText(rows, (row) => row.split),
    textArrayText(rows, (row) => row.amounts_json),
    intArrayText(rows, (row) => row.stake_cents),
  ];
  return JSON.stringify(receipt).length + columns.reduce((sum, column) => sum + column.length, 0);
}

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
  })
  .add("the largest bet (10,000 tickets) on the server's thread: tickets, part, receipt, place_bets' columns", () => {
    serverWorkOfLargestBet();
  });
await bench.run();

/** The engine's paths are held to 1 ms; the largest bet's server work has no budget, only its figure. */
const verdict = (name: string, median: number) =>
  name.startsWith('the largest bet') ? 'every other request waits this long' : median < 1 ? 'under 1 ms' : 'OVER 1 ms';

for (const task of bench.tasks) {
  const latency = task.result && 'latency' in task.result ? task.result.latency : undefined;
  if (!latency) throw new Error(`${task.name}: no result`);
  const median = latency.p50 ?? Number.NaN;
  console.log(
    `${task.name}\n  median ${(median * 1000).toFixed(1)} µs  p99 ${((latency.p99 ?? 0) * 1000).toFixed(1)} µs  samples ${latency.samplesCount}  ${verdict(task.name, median)}`,
  );
}

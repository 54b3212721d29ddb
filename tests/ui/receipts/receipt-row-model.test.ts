// What a receipts-list row and the receipt view say of a bet: its state, draws, first numbers, line wins.
import { describe, expect, it } from 'vitest';
import type { ReceiptData } from '../../../contract/receipts.ts';
import { cents } from '../../../src/core/domain/money.ts';
import type { ReceiptItem } from '../../../src/core/ports/receipt-service.ts';
import { lineWinsOf, rowDrawsOf, rowNumbersOf, rowStateOf } from '../../../src/ui/routes/receipts/receipt-row-model.ts';

const data = (numbers: string[]): ReceiptData => ({
  betNumber: 7,
  placedAt: '2026-11-18T02:00:00.000Z',
  player: 'member1',
  currency: 'MYR',
  dates: [
    { date: '2026-11-18', drawTypes: ['M', 'P', 'T'] },
    { date: '2026-11-21', drawTypes: ['M'] },
  ],
  lines: numbers.map((number, index) => ({
    line: index + 3,
    number,
    mode: 'S',
    drawTypes: ['M'],
    amounts: [{ slot: 'B', amount: 1 }],
    cost: 1,
    tickets: 1,
  })),
  total: numbers.length,
  tickets: numbers.length,
});

describe('rowStateOf', () => {
  it('void wins over any outcome; no outcome (an older server) is open', () => {
    expect(
      rowStateOf({ status: 'void', outcome: { state: 'won', winCents: cents(500), settled: true, lineWins: [] } }),
    ).toEqual({ kind: 'void' });
    expect(rowStateOf({ status: 'accepted' })).toEqual({ kind: 'open' });
  });

  it('open, lost, and won with the amount from the port in cents and whether more draws are to come', () => {
    expect(
      rowStateOf({ status: 'accepted', outcome: { state: 'open', winCents: cents(0), settled: false, lineWins: [] } }),
    ).toEqual({ kind: 'open' });
    expect(
      rowStateOf({ status: 'accepted', outcome: { state: 'lost', winCents: cents(0), settled: true, lineWins: [] } }),
    ).toEqual({ kind: 'lost' });
    expect(
      rowStateOf({
        status: 'accepted',
        outcome: { state: 'won', winCents: cents(250010), settled: false, lineWins: [] },
      }),
    ).toEqual({ kind: 'won', cents: 250010, settled: false });
  });
});

describe('rowDrawsOf and rowNumbersOf', () => {
  it('lists each draw date with its operators', () => {
    expect(rowDrawsOf({ receipt: data(['1234']) })).toEqual([
      { date: '2026-11-18', drawTypes: 'M P T' },
      { date: '2026-11-21', drawTypes: 'M' },
    ]);
    expect(rowDrawsOf({})).toEqual([]);
  });

  it('shows the first distinct numbers and counts the rest', () => {
    expect(rowNumbersOf({ receipt: data(['1234', '1234', '5678', '12R4', '9999', '0001']) })).toEqual({
      shown: ['1234', '5678', '12R4', '9999'],
      more: 1,
    });
    expect(rowNumbersOf({ receipt: data(['1234']) }, 3)).toEqual({ shown: ['1234'], more: 0 });
    expect(rowNumbersOf({} as Pick<ReceiptItem, 'receipt'>)).toEqual({ shown: [], more: 0 });
  });
});

describe('lineWinsOf', () => {
  it('maps each winning sheet line to its cents', () => {
    expect([
      ...lineWinsOf({
        outcome: {
          state: 'won',
          winCents: cents(3550),
          settled: true,
          lineWins: [
            { line: 3, winCents: cents(2500) },
            { line: 5, winCents: cents(1050) },
          ],
        },
      }),
    ]).toEqual([
      [3, 2500],
      [5, 1050],
    ]);
    expect(lineWinsOf({}).size).toBe(0);
  });
});

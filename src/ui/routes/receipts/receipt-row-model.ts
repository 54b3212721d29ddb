// What a receipts-list row says of its bet, as pure functions (tests/ui/receipts/receipt-row-model.test.ts):
// its state (open, won with the amount, lost, void), the draw dates with their operators, and the first
// numbers. Bets placed before the receipt data existed have no dates or numbers to show (their text is
// in the view).
import type { ReceiptItem } from '../../../core/ports/receipt-service.ts';

export type RowState =
  | { kind: 'void' }
  | { kind: 'open' }
  | { kind: 'lost' }
  /** `settled` false: more draws are still to come, so the amount may grow. */
  | { kind: 'won'; cents: number; settled: boolean };

export function rowStateOf(item: Pick<ReceiptItem, 'status' | 'outcome'>): RowState {
  if (item.status === 'void') return { kind: 'void' };
  const outcome = item.outcome;
  if (outcome === undefined || outcome.state === 'open') return { kind: 'open' };
  if (outcome.state === 'lost') return { kind: 'lost' };
  return { kind: 'won', cents: outcome.winCents, settled: outcome.settled };
}

/** Each draw date with its operators' letters, in the receipt's order. */
export function rowDrawsOf(item: Pick<ReceiptItem, 'receipt'>): { date: string; drawTypes: string }[] {
  return (item.receipt?.dates ?? []).map((entry) => ({ date: entry.date, drawTypes: entry.drawTypes.join(' ') }));
}

/** The first `max` distinct numbers in line order, and how many more there are. */
export function rowNumbersOf(item: Pick<ReceiptItem, 'receipt'>, max = 4): { shown: string[]; more: number } {
  const numbers = [...new Set((item.receipt?.lines ?? []).map((line) => line.number))];
  return { shown: numbers.slice(0, max), more: Math.max(0, numbers.length - max) };
}

/** Cents each sheet line won (the view's per-line wins), by the line's sheet line number. */
export function lineWinsOf(item: Pick<ReceiptItem, 'outcome'>): Map<number, number> {
  return new Map((item.outcome?.lineWins ?? []).map((entry) => [entry.line, entry.winCents]));
}

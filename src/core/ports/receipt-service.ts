// Reading receipts (docs/product.md D9: Report/GetReceipts): the list by search type and page, and one receipt by
// its GUID (the receipt view's URL). Reads only: voiding goes through the use-cases. The bet's total and
// wins are whole cents (the HTTP adapter converts the wire's units); the receipt body (`receipt`) is the
// wire's, rendered as the text it was placed with.
import type { ReceiptItem as WireReceipt, ReceiptListType } from '../../../contract/receipts.ts';
import type { Cents } from '../domain/money.ts';

/** How a bet stands against the published results; `winCents` so far (more may come until `settled`). */
export interface ReceiptOutcome {
  state: 'open' | 'won' | 'lost';
  winCents: Cents;
  settled: boolean;
  /** The sheet lines that won, with what each won; in line order. */
  lineWins: readonly { readonly line: number; readonly winCents: Cents }[];
}

export type ReceiptItem = Omit<WireReceipt, 'total' | 'outcome'> & {
  totalCents: Cents;
  /** Absent on a void bet. */
  outcome?: ReceiptOutcome;
};

export interface ReceiptPage {
  items: ReceiptItem[];
  /** Receipts matching the query, over all pages. */
  total: number;
  pages: number;
  page: number;
}

export interface ReceiptQuery {
  type: Exclude<ReceiptListType, 'guid'>;
  /** From 1. */
  page: number;
  /** Digits, for type 'betno'. */
  betNo?: string;
}

export interface ReceiptService {
  /** Throws ServiceError (E120 for a bet number the caller cannot see). */
  list(query: ReceiptQuery): Promise<ReceiptPage>;
  /** The receipt a GUID names, or null when there is none the caller may see (E120). */
  byGuid(guid: string): Promise<ReceiptItem | null>;
}

export const ReceiptService = Symbol.for('ReceiptService');

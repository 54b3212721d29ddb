// Reading receipts (docs/product.md D9: Report/GetReceipts): the list by search type and page, and one receipt by
// its GUID (the receipt view's URL). Reads only: voiding goes through the use-cases.
import type { ReceiptItem, ReceiptListType, ReceiptPage } from '../../../contract/receipts.ts';

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

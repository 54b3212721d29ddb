// The receipts list (Report/GetReceipts; docs/product.md S2 "Receipts list", docs/product.md D9). Money in units.
// Imports nothing: shared by the server and the client.

export type ReceiptListType = 'all' | 'void' | 'last' | 'betno';

export interface ReceiptItem {
  betNumber: number;
  GUID: string;
  /** The player's login name. */
  player: string;
  /** Who placed it: the player, or an agent above it. */
  placedBy: string;
  /** ISO 8601 (UTC). */
  placedAt: string;
  currency: string;
  /** Units, 2 decimals. */
  total: number;
  tickets: number;
  status: 'accepted' | 'void';
  /** Whether the caller may void it now (VoidBet would answer S105). */
  voidable: boolean;
  /** The bet string as placed: the app rebets with it. */
  rebetString: string;
  /** The receipt text given when it was placed. */
  output: string;
}

export interface ReceiptPage {
  items: ReceiptItem[];
  /** Receipts matching the query, over all pages. */
  total: number;
  /** Page count at PAGE_SIZE a page (0 when there are none). */
  pages: number;
  page: number;
}

export const RECEIPT_PAGE_SIZE = 20;

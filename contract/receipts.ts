// The receipts list (Report/GetReceipts; docs/product.md S2 "Receipts list", docs/product.md D9). Money in units.
// Imports nothing: shared by the server and the client.

/** 'guid': the one receipt a GUID names (the receipt view's URL). */
export type ReceiptListType = 'all' | 'void' | 'last' | 'betno' | 'guid';

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
  /** The call that placed it ('PostBet', 'PostBet3', 'PostBetEkor', 'PostBetEkor3'): which screen a rebet opens. */
  endpoint: string;
  /** The screen it was entered on, which a rebet opens (from the call, and PostBet's Origin: form 2 or the sheet). */
  screen: BetScreen;
  /** The receipt text given when it was placed. */
  output: string;
  /** The receipt as data; absent for bets placed before it was recorded (show `output`). */
  receipt?: ReceiptData;
  /** When and by whom it was voided. */
  voided?: ReceiptVoid;
  /** How it stands against the published results; absent on a void bet. */
  outcome?: ReceiptOutcome;
}

/**
 * A bet against the results (the live version of each draw's result): `open` while nothing has won and a
 * draw is still to come, `won` once any ticket has won (`winTotal` so far; `settled` says whether every
 * draw is in), `lost` when every draw is in and nothing won.
 */
export interface ReceiptOutcome {
  state: 'open' | 'won' | 'lost';
  /** Units, 2 decimals. */
  winTotal: number;
  settled: boolean;
  /** The sheet lines that won, with what each won (units); in line order. */
  lineWins: readonly { readonly line: number; readonly win: number }[];
}

export type BetScreen = 'sheet' | 'bet1' | 'bet2' | 'bet3';

export interface ReceiptPage {
  items: ReceiptItem[];
  /** Receipts matching the query, over all pages. */
  total: number;
  /** Page count at PAGE_SIZE a page (0 when there are none). */
  pages: number;
  page: number;
}

export const RECEIPT_PAGE_SIZE = 20;

/**
 * The receipt as data: what the app renders in the user's language, for the dialog, the list,
 * Copy and Share. Bets placed before it existed have none: their `output` text is shown instead.
 * Money in units, 2 decimals, as elsewhere in the API.
 */
export interface ReceiptData {
  betNumber: number;
  /** ISO 8601 (UTC); shown in GMT+8. */
  placedAt: string;
  player: string;
  currency: string;
  /** Per draw date, the draw types that really got tickets on it (operator order). */
  dates: readonly ReceiptDate[];
  lines: readonly ReceiptLine[];
  total: number;
  tickets: number;
  /**
   * The rate it was taken at when its currency is not the site's base currency: `units` of `currency` and
   * `baseUnits` of `base` are each worth 1 SGD (decimal text, '30' and '4'). Its total in base currency is
   * what it took from the credit. Absent for a bet in the base currency and for bets placed before rates.
   */
  rate?: ReceiptRate;
}

export interface ReceiptRate {
  units: string;
  base: string;
  baseUnits: string;
  /** The total in base currency, units with 2 decimals. */
  baseTotal: number;
}

export interface ReceiptDate {
  date: string;
  drawTypes: readonly string[];
}

export interface ReceiptLine {
  /** The sheet line it came from (1-based). */
  line: number;
  number: string;
  /** S straight, B BOX, I iBOX, R reverse. */
  mode: 'S' | 'B' | 'I' | 'R';
  /** The draw types this line has tickets on, on any of the dates (operator order). */
  drawTypes: readonly string[];
  /** The non-zero amounts by slot ('B', 'S', 'SA' …), units. */
  amounts: readonly { readonly slot: string; readonly amount: number }[];
  /** What the line costs over all its tickets; the lines add up to `total`. */
  cost: number;
  tickets: number;
}

/** A void receipt's details (ReceiptItem.voided). */
export interface ReceiptVoid {
  /** ISO 8601 (UTC). */
  at: string;
  by: string;
}

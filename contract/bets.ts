// Bets (docs/api/bets.md): what the app sends and what it gets back. Imports only types of the contract.
import type { ReceiptData } from './receipts.ts';
import type { PostBetBody } from './requests/bets.ts';

/** A bet as the app sends it: PostBet's body (requests/bets.ts) without Origin, which only the forms add. */
export type BetRequest = Omit<PostBetBody, 'Origin'>;

export interface SheetErrorItem {
  line: number;
  code: string;
  params?: readonly (string | number)[];
}

export interface BetAccepted {
  status: 'S100';
  message: string;
  GUID: string;
  /** The receipt text. */
  Output: string;
  data: { betNumber: number; total: number; tickets: number; dates: readonly string[]; drawTypes: readonly string[] };
  /** The receipt as data, rendered by the app in the user's language (absent in answers stored before it). */
  Receipt?: ReceiptData;
}

export interface BetRefused {
  status: string;
  message: string;
  params?: readonly (string | number)[];
  /** The engine's errors, one or more per faulty line. */
  errors?: SheetErrorItem[];
  /** E133: the GUID of the bet already placed with this ClientRef. */
  GUID?: string;
  /** 409: the first request with this ClientRef is still being placed. */
  running?: boolean;
}

export type BetAnswer = BetAccepted | BetRefused;
/** PostBet3 and the guided screens: one item per draw type, each accepted (its own bet, GUID and receipt) or refused with its own status; a sheet refused whole is one item. */
export type BetItems = (BetAnswer & { DrawType?: string })[];

export interface VoidItem {
  GUID: string;
  status: string;
  message: string;
  /** The void's receipt in English (logs, scripts); the app writes it from Refund in the user's language. */
  Output?: string;
  /** With Output: what this void gave back, in units (0 when the bet was already void). */
  Refund?: number;
}

// What the bet services decide, in the domain's terms: a bet accepted (its number, GUID and the facts its
// receipt shows) or refused (a status and its params), part by part for the per-draw-type calls. The edge
// renders it (http/bet-answers.ts: the envelope, its message, the wire's field names), the same way every
// time: what is stored for an exactly-once replay is the outcome itself (bets.outcome, request_outcome;
// stored-answer.ts), so a replay renders the same bytes the first answer had.
//
// The stored form is this JSON as it is: cents and epoch milliseconds, no wire names, nothing undefined
// that a rendering would tell apart from absent. A change of these types must still read the outcomes
// stored before it.
import type { StatusCode } from '../../../contract/envelope.ts';
import type { BetRate } from '../../../src/core/domain/exchange.ts';
import type { Mode, SheetError } from '../../../src/core/engine/index.ts';

export interface Refusal {
  status: StatusCode;
  params?: readonly (string | number)[];
}

/** A receipt line as the sheet (or one draw type's share of it) prices it. */
export interface ReceiptLineFacts {
  line: number;
  number: string;
  mode: Mode;
  drawTypes: readonly string[];
  /** One entry per slot, in SLOTS order. */
  amountsCents: readonly number[];
  costCents: number;
}

/** What the bet's tickets really are: a draw type named on the sheet may have no draw on a date. */
export interface WrittenTickets {
  /** Per draw date of the sheet, the draw types with a ticket on it (operator order); dates with none left out. */
  dates: readonly { date: string; drawTypes: readonly string[] }[];
  /** Per sheet line with a ticket: its draw types (operator order), the stakes and the count of its tickets. */
  lines: readonly { line: number; drawTypes: readonly string[]; costCents: number; tickets: number }[];
  totalCents: number;
  tickets: number;
}

/** An accepted bet's receipt: its text and its data are rendered from these facts. */
export interface BetReceipt {
  betNumber: number;
  /** Epoch milliseconds. */
  placedAt: number;
  player: string;
  currency: string;
  /** The rates it was taken at: a bet not in the base currency shows them and its total in base currency. */
  rate: BetRate;
  /** The draw types of the bet in the order the sheet names them. */
  drawTypes: readonly string[];
  /** The sheet's (or its share's) draw dates, lines, total and ticket count. */
  dates: readonly string[];
  lines: readonly ReceiptLineFacts[];
  totalCents: number;
  ticketCount: number;
  written: WrittenTickets;
}

export interface AcceptedBet {
  guid: string;
  receipt: BetReceipt;
}

/** What became of one part of a request: a bet, or a refusal. A per-draw-type call's part names its draw type. */
export interface PartOutcome {
  drawType?: string;
  bet?: AcceptedBet;
  refusal?: Refusal;
}

/** A request judged part by part: one part for PostBet and PostBetEkor, one per draw type for the per-draw-type calls. */
export interface RequestOutcome {
  /** The per-draw-type calls (PostBet3, PostBetEkor3) answer one item per part, each naming its draw type. */
  perDrawType: boolean;
  parts: readonly PartOutcome[];
}

/** What a bet call answers, as the services decide it. */
export type BetAnswer =
  /** Judged now, or replayed from the outcome stored with the bets. */
  | { kind: 'judged'; outcome: RequestOutcome }
  /** Refused whole before any part was judged: a sheet with errors, with the engine's errors. */
  | { kind: 'refused'; refusal: Refusal; errors?: readonly SheetError[] }
  /** The ClientRef was placed with another body: E133 and the GUID of the bet holding it. */
  | { kind: 'taken'; guid: string }
  /** The first request with this ClientRef is still being placed (the edge sends 409). */
  | { kind: 'running' }
  /** No bet was placed with this ClientRef (the lookup's E120). */
  | { kind: 'none' }
  /** A bet stored before outcomes were: its answer's text as first sent, replayed byte for byte. */
  | { kind: 'stored-text'; text: string };

// Answers of the draw reports (docs/api/reports-draw.md): GetStrike, GetPayout, GetResultText,
// GetDrawTicketUser and GetDrawTicketUserDetail. Money here is INTEGER CENTS (fields named …Cents, and the
// spec-named BetAmount), not the units of the other calls. Imports only other contract types.
import type { JackpotItem, DrawTables } from './results.ts';

// ---- GetStrike ----

/** A slot the ticket's line staked (the 9 slots B S SA A C SB SC SD SE; only those above zero). */
export interface StrikeSlot {
  slot: string;
  /** The line's amount in that slot (for iBOX the whole line amount, before the split). */
  amountCents: number;
}

/** A prize the ticket's number hit under the live result: the slot and the package rate it paid. */
export interface StrikeHit {
  slot: string;
  /** The package field that paid, e.g. Prize2_Big, Prize1_4A, Prize4_5D. */
  prize: string;
}

/** One winning ticket. */
export interface StrikeRow {
  betNumber: number;
  /** The player's login name. */
  player: string;
  currency: string;
  drawType: string;
  drawDate: string;
  number: string;
  /** S straight, B BOX, I iBOX, R reverse. */
  mode: string;
  slots: StrikeSlot[];
  hits: StrikeHit[];
  /** What this ticket staked (an iBOX ticket holds its share of the line's amount). */
  stakeCents: number;
  /** What this ticket won under the draw's live (latest) result version. */
  winCents: number;
}

/** The rows of one currency added up: tickets = rows, stake and win to the cent. */
export interface StrikeTotal {
  currency: string;
  tickets: number;
  stakeCents: number;
  winCents: number;
}

export interface StrikeReport {
  drawDate: string;
  rows: StrikeRow[];
  /** One per currency present in rows, by currency code. */
  totals: StrikeTotal[];
}

// ---- GetPayout ----

/** The payout tiers of the specification (docs/product.md S3 "Payout tiers"). */
export type PayoutTier = '1st' | '2nd' | '3rd' | '4th' | '5th' | '6th' | 'special' | 'consolation';

/**
 * A 4D table row: cents won per 1 unit staked, null where the column does not pay on that tier.
 * Columns: BIG, SMALL, SA-B-C-D-E (one 4ABCDE rate: SA on the 1st, SB the 2nd, SC the 3rd, SD a special,
 * SE a consolation), 3A (1st only), 3C (1st to 3rd).
 */
export interface Payout4DRow {
  tier: PayoutTier;
  bigCents: number | null;
  smallCents: number | null;
  saToSeCents: number | null;
  threeACents: number | null;
  threeCCents: number | null;
}

/** A 5D or 6D table row: cents won per 1 unit staked on the B slot. */
export interface PayoutGameRow {
  tier: PayoutTier;
  prizeCents: number | null;
}

/** One table and what it covers: packages of equal rates share one table. */
export interface PayoutTable<Row> {
  /** The package kinds (3D4D, 3D4DL …) whose rates these are. */
  kinds: string[];
  /** Operator letters those kinds price, in operator order. */
  operators: string[];
  rows: Row[];
}

export interface PayoutReport {
  fourD: PayoutTable<Payout4DRow>[];
  /** The special-rate table (SPR and the other region codes the site offers); null without one. */
  special: { currencies: string[]; rows: Payout4DRow[] } | null;
  fiveD: PayoutTable<PayoutGameRow>[];
  sixD: PayoutTable<PayoutGameRow>[];
  /** The L and A jackpot banners of today (GMT+8); amounts in units, as GetJackpot. */
  jackpots: JackpotItem[];
}

// ---- GetResultText ----

/** One draw of the date; every prize is the dash placeholder when it has no result yet. */
export interface ResultTextDraw extends DrawTables {
  drawType: string;
  /** The operator's name (Magnum, Toto …). */
  operator: string;
  /** 'HH:MM' GMT+8. */
  drawTime: string;
  published: boolean;
}

export interface ResultTextData {
  drawDate: string;
  draws: ResultTextDraw[];
}

/** GetResultText answers the plain text in `message` and the same results structured in `data`. */
export interface ResultTextAnswer {
  status: string;
  message: string;
  data: ResultTextData;
}

// ---- GetDrawTicketUser / GetDrawTicketUserDetail (docs/product.md S3) ----

/** Ticket summary row: one per (player, operator, currency). */
export interface TicketSummaryRow {
  /** The operator's name. */
  CompanyName: string;
  DrawTicketDate: string;
  /** The player's login name. */
  UserId: string;
  /** Σ of the tickets' stakes, in CENTS. */
  BetAmount: number;
  TicketCount: number;
  /** An addition: the bets' currency, so amounts of different currencies are never added together. */
  Currency: string;
}

/** Ticket detail row: one per ticket. DrawType, BetAmount (cents) and Currency are additions. */
export interface TicketDetailRow {
  CompanyName: string;
  DrawTicketDate: string;
  UserId: string;
  TicketNumber: string;
  DrawType: string;
  BetAmount: number;
  Currency: string;
}

/** The answer of both calls: total = the number of rows. */
export interface TicketListAnswer<Row> {
  status: string;
  message: string;
  total: number;
  data: Row[];
}

// Public result and jackpot answers (docs/product.md S3 "Draw result", "Jackpot"; S7 the result-host calls).
// Prize numbers are strings (leading zeros matter); an unpublished prize is the dash placeholder '----'.
// Imports nothing: shared by the server and the client.

/** A 4D table: 1st–3rd, 13 starters (prizeStarter1–13), 10 consolations (prizeConsolation1–10). */
export interface M4Block {
  prize1: string;
  prize2: string;
  prize3: string;
  [starterOrConsolation: `prizeStarter${number}` | `prizeConsolation${number}`]: string;
}

/** Toto's 5D table: 1st–3rd (the 4th–6th tiers are the 1st's last 4, 3, 2 digits). */
export interface M5Block {
  prize1: string;
  prize2: string;
  prize3: string;
}

/** A 6D table: the one 6-digit number (the lower tiers are its first/last digits). */
export interface M6Block {
  prize1: string;
}

/** One draw's tables. m5/m6 only for operators that offer 5D/6D (T: both; L, A: 6D). */
export interface DrawTables {
  m4: M4Block;
  m5?: M5Block;
  m6?: M6Block;
}

/** An item of GetLatestResults / GetResults. drawDate is null when the draw type has no result yet. */
export interface ResultListItem extends DrawTables {
  drawType: string;
  drawDate: string | null;
  /** Whether a result is published (false: every prize is '----'). */
  published: boolean;
}

/** GetLatestResult: one draw. */
export interface SingleResult extends DrawTables {
  drawType: string;
  drawDate: string | null;
  published: boolean;
}

/** The L/A result interface (DrawResultL/GetDrawResult): letters for starters and consolations. */
export interface LaDrawResult {
  drawTypeCode: string;
  drawDate: string;
  /** 'HH:MM' GMT+8 (15:30 for L3/A3, 19:30 for L/A). */
  drawTime: string;
  prize1: string;
  prize2: string;
  prize3: string;
  /** prizeA–prizeM = starters 1–13, prizeN–prizeW = consolations 1–10. */
  [letterPrize: `prize${string}`]: string;
  prize6D: string;
  prize6D_2A: string;
  prize6D_2B: string;
  prize6D_3A: string;
  prize6D_3B: string;
  prize6D_4A: string;
  prize6D_4B: string;
  prize6D_5A: string;
  prize6D_5B: string;
  videoUrl: string;
}

/** GetDrawResult answers its own shape (no envelope message needed by the client, but it is there). */
export interface LaDrawResultAnswer {
  status: string;
  message: string;
  data: LaDrawResult[];
}

/** GetJackpot: one per L and A. Demo data: derived, not read from an operator. */
export interface JackpotItem {
  drawType: 'L' | 'A';
  drawDate: string;
  jackpotAmount: number;
  currency: 'MYR';
}

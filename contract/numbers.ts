// Public number answers (docs/numbers.md): a number's history of hits, and one draw type's hot and cold
// numbers. Numbers are strings (leading zeros matter). Imports nothing: shared by the server and the client.

/** The prize ranks, as the lookup names them ('special' is the starter prize). */
export type NumberRank = '1st' | '2nd' | '3rd' | 'special' | 'consolation' | '4th' | '5th' | '6th';

/** One prize the number (or, with permutations, one ordering of its digits) hit. */
export interface NumberHitItem {
  drawType: string;
  drawDate: string;
  game: '3D' | '4D' | '5D' | '6D';
  rank: NumberRank;
  /** The digits that matched (a 3D hit: the prize's last three; a 5D/6D tier: part of the 1st). */
  digits: string;
  /** The whole prize number drawn. */
  prize: string;
}

/** GET /Numbers/Lookup. */
export interface NumberLookupAnswer {
  number: string;
  permutations: boolean;
  /** How many orderings were looked up (1 without permutations). */
  orderings: number;
  /** One page of the hits, newest first (whole draws, about 200 hits); 5D/6D: one hit per draw, its best tier. */
  hits: NumberHitItem[];
  /** All the hits, on every page. */
  total: number;
  /** Pass as `cursor` for the page after this one; null on the last page. */
  nextCursor: string | null;
  /** Hits per rank (of all the pages), every rank present. */
  counts: Record<NumberRank, number>;
  /** The newest hit's date, and the whole days from it to today (GMT+8); null without hits. */
  lastDrawn: string | null;
  daysSince: number | null;
}

/** GET /Numbers/HotCold: one draw type's 4D numbers over the last `days` days (today included, GMT+8). */
export interface HotColdAnswer {
  drawType: string;
  days: number;
  from: string;
  to: string;
  /** How many draws had a result in the period. */
  draws: number;
  hot: { number: string; count: number }[];
  cold: { number: string; count: number; lastDrawn: string | null }[];
  /** digits[position][digit]: how often the digit stood at that position (positions 0–3, left to right). */
  digits: number[][];
}

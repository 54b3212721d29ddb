// The number lookup's table (migration 0101): every prize number of each draw's latest result version.
import type { LookupGame } from '../../src/core/domain/drawn-numbers.ts';
import type { PrizeRank } from '../../src/core/domain/prize-ranks.ts';

export interface DrawnNumbersTable {
  result_id: number;
  draw_type: string;
  draw_date: string;
  game: LookupGame;
  rank: PrizeRank;
  /** The digits a looked-up number is compared with (3D: a top prize's last three; 5D/6D tiers: a part of the 1st). */
  digits: string;
  /** The whole prize number, as the result shows it. */
  prize: string;
  /** `${game}${side}:${digits}`, side '' (whole), '<' (leading digits) or '>' (trailing digits). */
  key: string;
  /** The key with its digits sorted: what every ordering of a number shares. */
  sorted_key: string;
}

export interface NumbersDatabase {
  drawn_numbers: DrawnNumbersTable;
}

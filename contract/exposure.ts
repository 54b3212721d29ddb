// The answer of GetNumberExposure (docs/api/exposure.md): how much of one draw each number carries in the
// caller's subtree, and what the caller keeps of it. Money in units (2 decimals), rates in percent.
// Shared by the server and the client's HTTP adapter. Imports nothing.

/** Staked per slot (only the slots with a stake): on a 3-digit number A and C are 3A and 3C; on 5D/6D, B. */
export type ExposureSlots = Partial<Record<'B' | 'S' | 'SA' | 'SB' | 'SC' | 'SD' | 'SE' | 'A' | 'C', number>>;

/** A prize rank a number can hit: the 4D/3D tiers, and the 4th–6th of 5D/6D. */
export type ExposureRank = '1st' | '2nd' | '3rd' | 'special' | 'consolation' | '4th' | '5th' | '6th';

export interface ExposureRow {
  Number: string;
  Currency: string;
  /** Open tickets on the number in this currency. */
  Tickets: number;
  /** Everything staked on the number in the subtree, every slot (an iBOX ticket counts its share). */
  Stake: number;
  Slots: ExposureSlots;
  /** Big and Small staked on the number in the subtree (an iBOX ticket counts its share). */
  Big: number;
  Small: number;
  /** The caller's own share of Big and Small after position taking and max fight. */
  OwnBig: number;
  OwnSmall: number;
  /** What the caller was offered of the stake: its PT share plus what its downlines passed up, before its own cap. */
  Offered: number;
  /** What the caller keeps of the stake on the number (every slot), after max fight. */
  Kept: number;
  /** What it passes up to its upline for being over its max fight (0 when not over). */
  PassedUp: number;
  /** The most the caller loses on the number, over every prize rank it can hit: its share of the prizes less `Kept`. */
  WorstCase: number;
  /** The rank of that worst case. */
  WorstRank: ExposureRank | null;
  /** What the caller was offered of the number, every currency at its bet's rate in the site's base currency, is above its max fight. */
  OverMaxFight: boolean;
}

export interface NumberExposure {
  DrawDate: string;
  DrawType: string;
  /** The currency max fight is counted in (the site's default). */
  BaseCurrency: string;
  /** The caller's max fight (units of the base currency per number) and position taking (percent). */
  MaxFight: number;
  PositionTaking: number;
  /** Worst case first, then by number and currency. */
  Rows: ExposureRow[];
}

// The answer of GetNumberExposure (docs/api/exposure.md): how much of one draw each number carries in the
// caller's subtree, and what the caller keeps of it. Money in units (2 decimals), rates in percent.
// Shared by the server and the client's HTTP adapter. Imports nothing.

export interface ExposureRow {
  Number: string;
  Currency: string;
  /** Open tickets on the number in this currency. */
  Tickets: number;
  /** Big and Small staked on the number in the subtree (an iBOX ticket counts its share). */
  Big: number;
  Small: number;
  /** The caller's own share of Big and Small after position taking. */
  OwnBig: number;
  OwnSmall: number;
  /** What the caller loses if the number comes first: its share of the 1st prize on Big and Small, less its share of those stakes. */
  WorstCase: number;
  /** What the caller was offered of the number (its PT share of every slot's stake, plus what its downlines passed up) is above its max fight. */
  OverMaxFight: boolean;
  /** What the caller keeps of the stake on the number (every slot), after max fight. */
  Kept?: number;
  /** What it passes up to its upline for being over its max fight (0 when not over). */
  PassedUp?: number;
}

export interface NumberExposure {
  DrawDate: string;
  DrawType: string;
  /** The caller's max fight (units per number) and position taking (percent). */
  MaxFight: number;
  PositionTaking: number;
  /** Most staked first (Big + Small), then by number. */
  Rows: ExposureRow[];
}

// Exposure by number (docs/api/exposure.md): one draw's stakes per number in the caller's subtree. Money in
// whole cents (the HTTP adapter converts the wire's units), the position taking in basis points.
import type { ExposureRank } from '../../../contract/exposure.ts';
import type { Cents } from '../domain/money.ts';

export type { ExposureRank };

/** The sheet's slots a number can carry a stake on. */
export type ExposureSlot = 'B' | 'S' | 'SA' | 'SB' | 'SC' | 'SD' | 'SE' | 'A' | 'C';

/** One number in one currency. */
export interface NumberExposureLine {
  number: string;
  currency: string;
  /** Open tickets on the number in this currency. */
  tickets: number;
  /** Everything staked on the number in the subtree, every slot (an iBOX ticket counts its share). */
  stakeCents: Cents;
  /** Staked per slot, only the slots with a stake. */
  slotCents: Partial<Record<ExposureSlot, Cents>>;
  /** What the caller was offered of the stake (its PT share plus what was passed up), before its own cap. */
  offeredCents: Cents;
  /** What the caller keeps of the stake, after max fight. */
  keptCents: Cents;
  /** What it passes up for being over its max fight. */
  passedUpCents: Cents;
  /** The most the caller loses on the number, over every prize rank it can hit. */
  worstCaseCents: Cents;
  worstRank: ExposureRank | null;
  overMaxFight: boolean;
}

export interface DrawExposure {
  drawDate: string;
  drawType: string;
  /** The currency max fight is counted in (the site's default). */
  baseCurrency: string;
  /** The caller's max fight per number, in cents of the base currency. */
  maxFightCents: Cents;
  positionTakingBp: number;
  /** Worst case first, then by number and currency. */
  lines: NumberExposureLine[];
}

export interface ExposureService {
  /** `drawDate` 'YYYY-MM-DD'; the server's today (GMT+8) when absent. */
  numberExposure(drawType: string, drawDate?: string): Promise<DrawExposure>;
}

export const ExposureService = Symbol.for('ExposureService');

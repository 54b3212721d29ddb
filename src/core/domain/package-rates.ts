// A user's packages as the package-info screen shows them (docs/product.md S2 "Package info"): per package kind
// held, its games, each with the commission rate in basis points and its prizes in cents won per 1 unit
// staked. The seven kinds are those packageKindOf names; a 4D kind prices five games, 5D6D the 5D and the 6D
// game, 5D6DL and 5D6DA the 6D game only.
import type { Cents } from './money.ts';

export const PACKAGE_KINDS = ['3D4D', '5D6D', '3D4DL', '5D6DL', '3D4DA', '5D6DA', '3D4DN'] as const;
export type PackageKind = (typeof PACKAGE_KINDS)[number];

/** 4D Big, 4D Small, 4ABCDE, 3D ABC, 3D A, 5D, 6D. */
export type PackageGame = '4d-big' | '4d-small' | '4abcde' | '3d-abc' | '3d-a' | '5d' | '6d';

export interface GameRates {
  game: PackageGame;
  commissionBp: number;
  /** The numbered prizes in order: 1st, 2nd, 3rd … (as many as the game pays). */
  prizeCents: Cents[];
  /** 4D Big only: its special (starter) and consolation prizes. */
  starterCents?: Cents;
  consolationCents?: Cents;
}

/** The games of each kind the user holds, in display order; a kind not held is absent. */
export type PackageRates = Partial<Record<PackageKind, GameRates[]>>;

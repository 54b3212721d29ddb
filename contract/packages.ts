// GetLoginPlayerSummaryInfo: the user's seven packages. Commissions are fractions (0.1 = 10 %, the client
// shows them ×100); prizes are units won per 1 unit staked, up to 2 decimals. Imports nothing.

export interface Package4D {
  PackageId: number;
  Commission_Big: number;
  Commission_Small: number;
  Commission_4A: number;
  Commission_A: number;
  Commission_ABC: number;
  Prize1_Big: number;
  Prize2_Big: number;
  Prize3_Big: number;
  PrizeStarter_Big: number;
  PrizeConsolation_Big: number;
  Prize1_Small: number;
  Prize2_Small: number;
  Prize3_Small: number;
  Prize1_4A: number;
  Prize1_A: number;
  Prize1_ABC: number;
  Prize2_ABC: number;
  Prize3_ABC: number;
}

export interface Package6D {
  PackageId: number;
  Commission_6D: number;
  Prize1_6D: number;
  Prize2_6D: number;
  Prize3_6D: number;
  Prize4_6D: number;
  Prize5_6D: number;
}

export interface Package5D6D extends Package6D {
  Commission_5D: number;
  Prize1_5D: number;
  Prize2_5D: number;
  Prize3_5D: number;
  Prize4_5D: number;
  Prize5_5D: number;
  Prize6_5D: number;
}

/** A kind the user has no package of is null. */
export interface PlayerPackages {
  UserPackage3D4D: Package4D | null;
  UserPackage5D6D: Package5D6D | null;
  UserPackage3D4DL: Package4D | null;
  UserPackage5D6DL: Package6D | null;
  UserPackage3D4DA: Package4D | null;
  UserPackage5D6DA: Package6D | null;
  UserPackage3D4DN: Package4D | null;
}

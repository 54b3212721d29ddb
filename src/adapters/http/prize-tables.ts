// The wire's packages (GetLoginPlayerSummaryInfo: one `UserPackage{kind}` key per kind, prizes in units per
// 1 unit staked) as the domain's prize tables (src/core/domain/top-payout.ts: by kind, cents per unit).
import type { PlayerPackages } from '../../../contract/packages.ts';
import { unitsToCents } from '../../core/domain/money.ts';
import type { PrizeTables } from '../../core/domain/top-payout.ts';

/** Each wire key with the package kind it carries. */
const KIND_OF: Readonly<Record<keyof PlayerPackages, string>> = {
  UserPackage3D4D: '3D4D',
  UserPackage5D6D: '5D6D',
  UserPackage3D4DL: '3D4DL',
  UserPackage5D6DL: '5D6DL',
  UserPackage3D4DA: '3D4DA',
  UserPackage5D6DA: '5D6DA',
  UserPackage3D4DN: '3D4DN',
};

/** Units (2 decimals) → whole cents by the shared exact rounding; anything else (negative, unsafe) is no rate. */
function centsOf(units: unknown): number | undefined {
  if (typeof units !== 'number' || !Number.isFinite(units) || units < 0) return undefined;
  try {
    return unitsToCents(units);
  } catch {
    return undefined;
  }
}

export function prizeTablesOf(packages: PlayerPackages): PrizeTables {
  const tables: Record<string, Record<string, number>> = {};
  for (const key of Object.keys(KIND_OF) as (keyof PlayerPackages)[]) {
    const wire = packages[key];
    if (wire === null || wire === undefined) continue;
    const rates: Record<string, number> = {};
    for (const [field, value] of Object.entries(wire)) {
      const cents = field.startsWith('Prize') ? centsOf(value) : undefined;
      if (cents !== undefined) rates[field] = cents;
    }
    tables[KIND_OF[key]] = rates;
  }
  return tables;
}

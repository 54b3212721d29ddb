// The user's packages. The store keeps commissions in basis points and prizes in cents per unit staked
// (rates_json, spec field names); the wire gets fractions and units. Which fields a kind carries follows
// the package-info tabs of the specification: 4D kinds the 4D/3D block, 5D6D both 5D and 6D, 5D6DL and
// 5D6DA only 6D.
import type { PackageSummary } from '../../contract/login-data.ts';
import type { PlayerPackages } from '../../contract/packages.ts';
import { isSpecialRate, regularCurrencyOf } from '../../src/core/domain/currencies.ts';
import { currencyCodesOf } from './site-info.ts';
import type { UserRow } from './access.ts';
import { tableChooser } from './results/payout-table-reader.ts';
import type { ServiceContext } from './context.ts';
import { fractionOfBp, unitsOf } from './wire.ts';

const FIELDS_4D = [
  'Commission_Big',
  'Commission_Small',
  'Commission_4A',
  'Commission_A',
  'Commission_ABC',
  'Prize1_Big',
  'Prize2_Big',
  'Prize3_Big',
  'PrizeStarter_Big',
  'PrizeConsolation_Big',
  'Prize1_Small',
  'Prize2_Small',
  'Prize3_Small',
  'Prize1_4A',
  'Prize1_A',
  'Prize1_ABC',
  'Prize2_ABC',
  'Prize3_ABC',
] as const;
const FIELDS_6D = ['Commission_6D', 'Prize1_6D', 'Prize2_6D', 'Prize3_6D', 'Prize4_6D', 'Prize5_6D'] as const;
const FIELDS_5D = [
  'Commission_5D',
  'Prize1_5D',
  'Prize2_5D',
  'Prize3_5D',
  'Prize4_5D',
  'Prize5_5D',
  'Prize6_5D',
] as const;

/** The seven kinds in tab order, with the wire key and the fields each carries. */
const KINDS = [
  ['3D4D', 'UserPackage3D4D', FIELDS_4D],
  ['5D6D', 'UserPackage5D6D', [...FIELDS_5D, ...FIELDS_6D]],
  ['3D4DL', 'UserPackage3D4DL', FIELDS_4D],
  ['5D6DL', 'UserPackage5D6DL', FIELDS_6D],
  ['3D4DA', 'UserPackage3D4DA', FIELDS_4D],
  ['5D6DA', 'UserPackage5D6DA', FIELDS_6D],
  ['3D4DN', 'UserPackage3D4DN', FIELDS_4D],
] as const satisfies readonly (readonly [string, keyof PlayerPackages, readonly string[]])[];

export const PACKAGE_KINDS: readonly string[] = KINDS.map(([kind]) => kind);

async function assignedPackages(ctx: ServiceContext, userId: number) {
  return ctx.db
    .selectFrom('user_packages')
    .innerJoin('packages', 'packages.id', 'user_packages.package_id')
    .select(['user_packages.kind', 'packages.id', 'packages.name', 'packages.rates_json', 'packages.special'])
    .where('user_packages.user_id', '=', userId)
    .execute();
}

/** One package on the wire: commissions as fractions, prizes as units; a field the store lacks is 0. */
function wirePackage(
  id: number,
  rates: Readonly<Record<string, unknown>>,
  fields: readonly string[],
): Record<string, number> {
  const out: Record<string, number> = { PackageId: id };
  for (const field of fields) {
    const value = typeof rates[field] === 'number' ? rates[field] : 0;
    out[field] = field.startsWith('Commission_') ? fractionOfBp(value) : unitsOf(value);
  }
  return out;
}

/**
 * GetLoginPlayerSummaryInfo: all seven keys, null where the user has no package of that kind. The prizes
 * are those a bet in `asked` is paid (payoutTableOf, as settlement); without it, or when the site does not
 * offer it, a regular currency's: a special package held on a kind does not pay its special prizes on MYR,
 * so the screen does not show them either.
 */
export async function playerPackages(ctx: ServiceContext, user: UserRow, asked?: string): Promise<PlayerPackages> {
  const byKind = new Map((await assignedPackages(ctx, user.id)).map((row) => [row.kind, row]));
  const codes = await currencyCodesOf(ctx, user.site_id);
  const currency = asked !== undefined && codes.includes(asked) ? asked : regularCurrencyOf(codes);
  const choose = tableChooser(ctx.db);
  const out: Record<string, Record<string, number> | null> = {};
  for (const [kind, key, fields] of KINDS) {
    const row = byKind.get(kind);
    const table = row ? await choose({ playerId: user.id, siteId: user.site_id, currency }, kind) : undefined;
    out[key] = row && table ? wirePackage(row.id, table.rates, fields) : null;
  }
  // The field lists above are exactly the contract's; the cast only bridges the loop's generic record.
  return out as unknown as PlayerPackages;
}

/** The login data's package part: which package of each kind the user has, and the special-currency marker. */
export function packageSummaryOf(rows: readonly AssignedPackage[], currencyCodes: readonly string[]): PackageSummary {
  const order = (kind: string) => PACKAGE_KINDS.indexOf(kind);
  return {
    specialCurrency: currencyCodes.some(isSpecialRate),
    packages: [...rows]
      .sort((a, b) => order(a.kind) - order(b.kind))
      .map((row) => ({ kind: row.kind, packageId: row.id, name: row.name, special: row.special })),
  };
}

/** A package assigned to a user, as the login data's summary names it. */
export interface AssignedPackage {
  kind: string;
  id: number;
  name: string;
  special: boolean;
}

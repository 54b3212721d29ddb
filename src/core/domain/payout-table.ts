// Which prize table pays a bet: the one rule settlement (server/services/results/settle-draw.ts), the payout
// screen and the package-info screen (server/services/reports/payout-tables.ts, server/services/packages.ts)
// all apply, so what a player is shown is what it is paid (docs/settlement.md, "Which table pays").
//
// The bet's currency decides the table, never the package alone: a special-rate code (SPR over MYR, TSR over
// THB, ISR over IDR, VSR over VND, USR over USD) pays the special table on 3D and 4D, every other currency
// the regular one. The player's own package of the kind is used when it is of the wanted sort; otherwise
// the site's first package of that kind and sort (lowest id); for the special table without one, the fixed
// table of the specification. Commissions always stay the player's own package's: they are its agent's
// deal with it, the special table is a table of prizes. 5D and 6D have no special table.
import { isSpecialRate } from './currencies.ts';

export type Rates = Readonly<Record<string, number>>;

/** A package as the rule sees it (packages row: kind, special flag, rates in cents per unit and basis points). */
export interface RatedPackage {
  id: number;
  kind: string;
  special: boolean;
  rates: Rates;
}

const units = (amount: number): number => amount * 100;

/**
 * The specification's fixed special-rate table, in cents per 1 unit staked: 1st 3000/4000/7000/750/250
 * (Big, Small, 4ABCDE, 3A, 3C), 2nd 1000/2000/250, 3rd 500/1000/250 (Big, Small, 3C), special 200,
 * consolation 60 (Big).
 */
export const FIXED_SPECIAL_PRIZES: Rates = Object.freeze({
  Prize1_Big: units(3000),
  Prize1_Small: units(4000),
  Prize1_4A: units(7000),
  Prize1_A: units(750),
  Prize1_ABC: units(250),
  Prize2_Big: units(1000),
  Prize2_Small: units(2000),
  Prize2_ABC: units(250),
  Prize3_Big: units(500),
  Prize3_Small: units(1000),
  Prize3_ABC: units(250),
  PrizeStarter_Big: units(200),
  PrizeConsolation_Big: units(60),
});

/** The package kinds a special table exists for: the 3D/4D ones (3D4D, 3D4DL, 3D4DA, 3D4DN). */
export function hasSpecialTable(kind: string): boolean {
  return kind.startsWith('3D4D');
}

/** Whether a bet in this currency on a number priced by this kind is paid the special table. */
export function paysSpecialTable(currency: string, kind: string): boolean {
  return isSpecialRate(currency) && hasSpecialTable(kind);
}

/** Where the prizes of a table came from. */
export type TableSource = 'own' | 'site' | 'fixed';

export interface PayoutTableChoice {
  /** The player's commissions with the prizes of the chosen table: what settlement reads. */
  rates: Rates;
  special: boolean;
  source: TableSource;
  /** The package whose prizes these are (null for the fixed table). */
  packageId: number | null;
}

const isPrize = (key: string): boolean => key.startsWith('Prize');

/** `rates`' commissions (every non-prize key) with `prizes`' prize keys. */
function withPrizesOf(rates: Rates, prizes: Rates): Rates {
  const out: Record<string, number> = {};
  for (const [key, value] of Object.entries(rates)) if (!isPrize(key)) out[key] = value;
  for (const [key, value] of Object.entries(prizes)) if (isPrize(key)) out[key] = value;
  return out;
}

/**
 * The table a bet in `currency` on a number priced by package kind `kind` pays, for a player holding
 * `own` of that kind (undefined: none, so nothing is paid), on a site with packages `site`.
 */
export function payoutTableOf(
  currency: string,
  kind: string,
  own: RatedPackage | undefined,
  site: readonly RatedPackage[],
): PayoutTableChoice {
  const special = paysSpecialTable(currency, kind);
  if (own === undefined) return { rates: {}, special, source: 'own', packageId: null };
  if (own.special === special) return { rates: own.rates, special, source: 'own', packageId: own.id };
  const sameSort = site.filter((pkg) => pkg.kind === kind && pkg.special === special).sort((a, b) => a.id - b.id)[0];
  if (sameSort)
    return { rates: withPrizesOf(own.rates, sameSort.rates), special, source: 'site', packageId: sameSort.id };
  if (special)
    return { rates: withPrizesOf(own.rates, FIXED_SPECIAL_PRIZES), special, source: 'fixed', packageId: null };
  // A site with no regular package of the kind: the player's own (special) package is the only table there is.
  return { rates: own.rates, special: own.special, source: 'own', packageId: own.id };
}

// GetPayout (docs/product.md D9; docs/product.md S2 "Payout page"): the caller's own prize rates as tables, straight from
// its packages (user_packages → packages.rates_json: cents per 1 unit staked, server/store/demo-packages.ts),
// chosen and laid out by the settlement rules of docs/settlement.md (payoutTableOf: the table a bet in a
// regular currency is paid). Packages of equal rates share one table, which names the kinds and operators
// it covers. Plus the special-rate table when the site offers a special-rate currency, and the L and A jackpots.
import type {
  Payout4DRow,
  PayoutGameRow,
  PayoutReport,
  PayoutTable,
  PayoutTier,
} from '../../../contract/reports-draw.ts';
import { gmt8Date } from '../../../src/core/domain/calendar.ts';
import { isSpecialRate, regularCurrencyOf } from '../../../src/core/domain/currencies.ts';
import { currencyCodesOf } from '../site-info.ts';
import { FIXED_SPECIAL_PRIZES } from '../../../src/core/domain/payout-table.ts';
import type { UserRow } from '../access.ts';
import type { ServiceContext } from '../context.ts';
import { jackpotsOn } from '../results/jackpot.ts';
import { tableChooser } from '../results/payout-table-reader.ts';

type Rates = Readonly<Record<string, unknown>>;

/** Package kinds in tab order with the operators they price (src/core/domain/package-kind.ts). */
const KINDS_4D = [
  ['3D4D', ['M', 'P', 'T', 'S', 'B', 'K', 'W']],
  ['3D4DL', ['L']],
  ['3D4DA', ['A']],
  ['3D4DN', ['N']],
] as const;
const KINDS_6D = [
  ['5D6D', ['T']],
  ['5D6DL', ['L']],
  ['5D6DA', ['A']],
] as const;

const rate = (rates: Rates, key: string): number | null =>
  typeof rates[key] === 'number' && Number.isSafeInteger(rates[key]) ? (rates[key] as number) : null;

/**
 * The 4D table: which package field each column pays on each tier. SA-B-C-D-E is one rate (Prize1_4A)
 * that each single-prize slot earns on its own tier (SA the 1st, SB the 2nd, SC the 3rd, SD a special,
 * SE a consolation); 3A pays the 1st only, 3C the 1st to 3rd, SMALL the 1st to 3rd.
 */
export function fourDRows(rates: Rates): Payout4DRow[] {
  const row = (
    tier: PayoutTier,
    big: string,
    small: string | null,
    threeA: string | null,
    threeC: string | null,
  ): Payout4DRow => ({
    tier,
    bigCents: rate(rates, big),
    smallCents: small === null ? null : rate(rates, small),
    saToSeCents: rate(rates, 'Prize1_4A'),
    threeACents: threeA === null ? null : rate(rates, threeA),
    threeCCents: threeC === null ? null : rate(rates, threeC),
  });
  return [
    row('1st', 'Prize1_Big', 'Prize1_Small', 'Prize1_A', 'Prize1_ABC'),
    row('2nd', 'Prize2_Big', 'Prize2_Small', null, 'Prize2_ABC'),
    row('3rd', 'Prize3_Big', 'Prize3_Small', null, 'Prize3_ABC'),
    row('special', 'PrizeStarter_Big', null, null, null),
    row('consolation', 'PrizeConsolation_Big', null, null, null),
  ];
}

const TIERS: readonly PayoutTier[] = ['1st', '2nd', '3rd', '4th', '5th', '6th'];

/** 5D: Prize1_5D … Prize6_5D; 6D: Prize1_6D … Prize5_6D (tiers 1st to 6th / 5th). */
export function gameRows(rates: Rates, game: '5D' | '6D'): PayoutGameRow[] {
  return TIERS.slice(0, game === '5D' ? 6 : 5).map((tier, index) => ({
    tier,
    prizeCents: rate(rates, `Prize${index + 1}_${game}`),
  }));
}

/** Kinds whose tables come out equal share one table (the demo's four 4D packages are one table). */
function merged<Row>(
  kinds: readonly (readonly [string, readonly string[]])[],
  rowsOf: (kind: string) => Row[] | undefined,
): PayoutTable<Row>[] {
  const tables: PayoutTable<Row>[] = [];
  for (const [kind, operators] of kinds) {
    const rows = rowsOf(kind);
    if (!rows) continue;
    const same = tables.find((table) => JSON.stringify(table.rows) === JSON.stringify(rows));
    if (same) {
      same.kinds.push(kind);
      same.operators.push(...operators);
    } else {
      tables.push({ kinds: [kind], operators: [...operators], rows });
    }
  }
  return tables;
}

export async function payoutReport(ctx: ServiceContext, user: UserRow): Promise<PayoutReport> {
  const codes = await currencyCodesOf(ctx, user.site_id);
  const choose = tableChooser(ctx.db);
  // The regular tables are what a bet in a regular currency is paid; a player holding a special package
  // of a kind still sees (and is paid) the regular table on those (src/core/domain/payout-table.ts).
  const regular = regularCurrencyOf(codes);
  const side = { playerId: user.id, siteId: user.site_id };
  const ratesOf = new Map<string, Rates>();
  for (const [kind] of [...KINDS_4D, ...KINDS_6D]) {
    const rates = (await choose({ ...side, currency: regular }, kind)).rates;
    if (Object.keys(rates).length > 0) ratesOf.set(kind, rates);
  }
  const has = (kind: string, field: string) => rate(ratesOf.get(kind) ?? {}, field) !== null;

  const fourD = merged(KINDS_4D, (kind) => (ratesOf.has(kind) ? fourDRows(ratesOf.get(kind) as Rates) : undefined));
  const fiveD = merged([['5D6D', ['T']]], (kind) =>
    has(kind, 'Prize1_5D') ? gameRows(ratesOf.get(kind) as Rates, '5D') : undefined,
  );
  const sixD = merged(KINDS_6D, (kind) =>
    has(kind, 'Prize1_6D') ? gameRows(ratesOf.get(kind) as Rates, '6D') : undefined,
  );
  const special = codes.filter(isSpecialRate);
  const specialRates =
    special.length === 0 ? null : (await choose({ ...side, currency: special[0] as string }, '3D4D')).rates;
  return {
    fourD,
    // The table a bet in the site's special-rate currency is paid, by the same rule as settlement.
    special:
      specialRates === null
        ? null
        : {
            currencies: special,
            rows: fourDRows(Object.keys(specialRates).length > 0 ? specialRates : FIXED_SPECIAL_PRIZES),
          },
    fiveD,
    sixD,
    jackpots: jackpotsOn(gmt8Date(ctx.clock.now())),
  };
}

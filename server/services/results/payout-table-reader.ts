// The rates that price a bet, read from the store and chosen by the core's one rule (payoutTableOf,
// src/core/domain/payout-table.ts): the player's own package of the kind and its site's packages. Cached for
// one settlement (or one screen), since a draw's tickets share a few players, sites and kinds.
import type { Kysely, Transaction } from 'kysely';
import { payoutTableOf, type PayoutTableChoice, type RatedPackage } from '../../../src/core/domain/payout-table.ts';
import type { Database } from '../../store/schema.ts';

export interface BetSide {
  playerId: number;
  siteId: number;
  currency: string;
}

const parsed = (json: string): Record<string, number> => {
  const value: unknown = JSON.parse(json);
  return value !== null && typeof value === 'object' ? (value as Record<string, number>) : {};
};

/** A reader of the table each (player, currency, kind) is paid by. */
export function tableChooser(
  db: Kysely<Database> | Transaction<Database>,
): (bet: BetSide, kind: string) => Promise<PayoutTableChoice> {
  const own = new Map<string, Promise<RatedPackage | undefined>>();
  const sites = new Map<number, Promise<RatedPackage[]>>();
  const ownOf = (playerId: number, kind: string) => {
    const key = `${playerId}|${kind}`;
    let found = own.get(key);
    if (found === undefined) {
      found = db
        .selectFrom('user_packages')
        .innerJoin('packages', 'packages.id', 'user_packages.package_id')
        .select(['packages.id', 'packages.kind', 'packages.special', 'packages.rates_json'])
        .where('user_packages.user_id', '=', playerId)
        .where('user_packages.kind', '=', kind)
        .executeTakeFirst()
        .then((row) =>
          row ? { id: row.id, kind: row.kind, special: row.special, rates: parsed(row.rates_json) } : undefined,
        );
      own.set(key, found);
    }
    return found;
  };
  const siteOf = (siteId: number) => {
    let found = sites.get(siteId);
    if (found === undefined) {
      found = db
        .selectFrom('packages')
        .select(['id', 'kind', 'special', 'rates_json'])
        .where('site_id', '=', siteId)
        .orderBy('id')
        .execute()
        .then((rows) =>
          rows.map((row) => ({ id: row.id, kind: row.kind, special: row.special, rates: parsed(row.rates_json) })),
        );
      sites.set(siteId, found);
    }
    return found;
  };
  return async (bet, kind) =>
    payoutTableOf(bet.currency, kind, await ownOf(bet.playerId, kind), await siteOf(bet.siteId));
}

/** Only the rates (what settlement reads): a player without a package of the kind gets none, so no win and no commission. */
export function tableReader(
  db: Kysely<Database> | Transaction<Database>,
): (bet: BetSide, kind: string) => Promise<Readonly<Record<string, number>>> {
  const choose = tableChooser(db);
  return async (bet, kind) => (await choose(bet, kind)).rates;
}

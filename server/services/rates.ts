// The site's rate table (docs/currencies-and-limits.md): each currency's units per 1 SGD, which bets in a
// currency other than the site's base are converted at (src/core/domain/exchange.ts). Only the site's
// company account reads and changes it (E103 otherwise). Every change is audited in site_rate_changes in
// the same transaction; bets placed before keep the rates recorded on them.
import type { RateChange, SiteRates } from '../../contract/rates.ts';
import { DEFAULT_RATES, RATE_CODES, rateFromText, rateOf, rateText } from '../../src/core/domain/exchange.ts';
import { ApiError } from './api-error.ts';
import type { Actor } from './access.ts';
import type { ServiceContext } from './context.ts';

const CHANGES_SHOWN = 50;

export async function readSiteRates(ctx: ServiceContext, actor: Actor): Promise<SiteRates> {
  if (actor.user.role !== 'company') throw new ApiError('E103');
  const siteId = actor.user.site_id;
  const [site, rows, changes] = await Promise.all([
    ctx.db.selectFrom('sites').select('default_currency').where('id', '=', siteId).executeTakeFirstOrThrow(),
    ctx.db.selectFrom('site_rates').select(['code', 'rate_micros']).where('site_id', '=', siteId).execute(),
    ctx.db
      .selectFrom('site_rate_changes as c')
      .innerJoin('users as u', 'u.id', 'c.changed_by')
      .select(['c.code', 'c.previous_micros', 'c.rate_micros', 'u.username', 'c.changed_at'])
      .where('c.site_id', '=', siteId)
      .orderBy('c.id', 'desc')
      .limit(CHANGES_SHOWN)
      .execute(),
  ]);
  const table = Object.fromEntries(rows.map((row) => [row.code, Number(row.rate_micros)]));
  return {
    base: site.default_currency,
    rates: RATE_CODES.map((code) => ({
      code,
      rate: rateText(rateOf(table, code)),
      isDefault: table[code] === undefined,
    })),
    changes: changes.map((row): RateChange => ({
      code: row.code,
      previous: rateText(Number(row.previous_micros)),
      rate: rateText(Number(row.rate_micros)),
      changedBy: row.username,
      changedAt: new Date(row.changed_at).toISOString(),
    })),
  };
}

export async function setSiteRate(ctx: ServiceContext, actor: Actor, code: string, rate: string): Promise<SiteRates> {
  if (actor.user.role !== 'company') throw new ApiError('E103');
  if (!RATE_CODES.includes(code)) throw new ApiError('V103', ['code'], 'code');
  const micros = rateFromText(rate);
  if (micros === null) throw new ApiError('V101', ['rate'], 'rate');
  const siteId = actor.user.site_id;
  const now = new Date(ctx.clock.now());
  await ctx.db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('site_rates')
      .select('rate_micros')
      .where('site_id', '=', siteId)
      .where('code', '=', code)
      .forUpdate()
      .executeTakeFirst();
    const previous = current ? Number(current.rate_micros) : (DEFAULT_RATES[code] as number);
    await trx
      .insertInto('site_rates')
      .values({ site_id: siteId, code, rate_micros: micros, updated_by: actor.user.id, updated_at: now })
      .onConflict((conflict) =>
        conflict
          .columns(['site_id', 'code'])
          .doUpdateSet({ rate_micros: micros, updated_by: actor.user.id, updated_at: now }),
      )
      .execute();
    await trx
      .insertInto('site_rate_changes')
      .values({
        site_id: siteId,
        code,
        previous_micros: previous,
        rate_micros: micros,
        changed_by: actor.user.id,
        changed_at: now,
      })
      .execute();
  });
  return readSiteRates(ctx, actor);
}

// Who sees which house screen (docs/house.md). The same rules the calls themselves apply: the house's
// results and maintenance switch are a house operator's (results-ownership); a site's sign-in settings,
// rates and links are its company account's. The screens ask this once to show only what the caller may
// run; every call still checks on its own.
import type { HouseAccess } from '../../../contract/house.ts';
import type { Actor } from '../access.ts';
import type { ServiceContext } from '../context.ts';

export async function houseAccessOf(ctx: ServiceContext, actor: Actor): Promise<HouseAccess> {
  const site = await ctx.db
    .selectFrom('sites')
    .select('pin')
    .where('id', '=', actor.user.site_id)
    .executeTakeFirstOrThrow();
  return { house: actor.user.house_operator, site: actor.user.role === 'company', pin: site.pin };
}

// A site's link lists (docs/house.md): the member area's links and the draw-ticket (welfare) links that
// GetLoginData, GetMemberUrls and DrawTicketExternalLink hand out. The site's company account reads and
// replaces them (E103 for anyone else); each list is replaced as a whole, in one transaction, in the order
// sent, which is the order the member area shows.
import type { SiteLinks } from '../../../contract/house.ts';
import type { SiteLinksBody } from '../../../contract/requests/house.ts';
import { ApiError } from '../api-error.ts';
import type { Actor } from '../access.ts';
import type { ServiceContext } from '../context.ts';

export async function siteLinks(ctx: ServiceContext, actor: Actor): Promise<SiteLinks> {
  if (actor.user.role !== 'company') throw new ApiError('E103');
  const rows = await ctx.db
    .selectFrom('member_urls')
    .select(['name', 'url', 'list'])
    .where('site_id', '=', actor.user.site_id)
    .orderBy('id')
    .execute();
  const of = (list: string) => rows.filter((row) => row.list === list).map(({ name, url }) => ({ name, url }));
  return { member: of('member'), welfare: of('welfare') };
}

export async function setSiteLinks(ctx: ServiceContext, actor: Actor, links: SiteLinksBody): Promise<SiteLinks> {
  if (actor.user.role !== 'company') throw new ApiError('E103');
  const siteId = actor.user.site_id;
  const rows = [
    ...links.member.map((link) => ({ site_id: siteId, list: 'member', name: link.name.trim(), url: link.url })),
    ...links.welfare.map((link) => ({ site_id: siteId, list: 'welfare', name: link.name.trim(), url: link.url })),
  ];
  if (rows.some((row) => row.name === '')) throw new ApiError('V103', ['name'], 'name');
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('member_urls').where('site_id', '=', siteId).execute();
    if (rows.length > 0) await trx.insertInto('member_urls').values(rows).execute();
  });
  return siteLinks(ctx, actor);
}

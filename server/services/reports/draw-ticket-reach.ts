// Whose tickets a draw report covers (docs/product.md D8), shared by the ticket search and the strike
// list: a member's own; an agent's (or the company's) every player of its subtree. The reach is a
// subquery of player ids, so a ticket outside it is simply not there.
import type { UserRow } from '../access.ts';
import type { ServiceContext } from '../context.ts';

/** The ids of the players `user` reaches, as a subquery for `where('bets.player_id', 'in', …)`. */
export function playersInReach(ctx: ServiceContext, user: UserRow) {
  const query = ctx.db.selectFrom('users').select('users.id').where('users.site_id', '=', user.site_id);
  // Paths are digits and slashes only, so the prefix needs no LIKE escaping.
  return user.role === 'member'
    ? query.where('users.id', '=', user.id)
    : query.where('users.path', 'like', `${user.path}%`);
}

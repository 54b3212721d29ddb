// Which role may open which screen: the specification's role table (account settings the agents', package
// info the members') and the agent's back office. The session guard applies it to every guarded route, so
// a screen opened by URL, a bookmark or Back obeys the same rule as the menu; the server refuses the calls
// behind each screen to the other role as well (docs/client/back-office.md). Pure, unit-tested.
import { matchPath } from 'react-router-dom';
import type { Role } from '../../../../contract/login-data.ts';

/** Routes only some roles may open; every other guarded route is everyone's. */
const ROLE_ROUTES: readonly { path: string; roles: readonly Role[] }[] = [
  { path: '/settings/account/', roles: ['agent'] },
  { path: '/settings/packageinfo/', roles: ['member'] },
  { path: '/packageinfo/', roles: ['member'] },
  { path: '/agent/*', roles: ['agent'] },
  // A company account is an agent on the wire; which of them may run a house screen is the server's word (GET /admin/access).
  { path: '/house/*', roles: ['agent'] },
];

/** Whether `role` may open `pathname` (any case, as the router matches). Before the role is known, only open routes. */
export function roleMayOpen(pathname: string, role: Role | undefined): boolean {
  const rule = ROLE_ROUTES.find(
    ({ path }) => matchPath({ path, caseSensitive: false, end: !path.endsWith('*') }, pathname) !== null,
  );
  return rule === undefined || (role !== undefined && rule.roles.includes(role));
}

// The read-mostly session calls: login data, the 60 s ping, balance, profile, preferences, packages and
// the member links. HTTP only (schemas, who the call is about); the figures come from services/.
// A call that names a user (UserId, id) is about that user if the caller may act on it (E103 otherwise);
// without one it is about the caller.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Envelope } from '../../contract/envelope.ts';
import {
  BalanceBody,
  EditModelQuery,
  EditUserQuery,
  LoginDataQuery,
  PackagesQuery,
  UserIdQuery,
} from '../../contract/requests/info.ts';
import type { LinkEntry } from '../../contract/links.ts';
import type { LoginData, TopContent } from '../../contract/login-data.ts';
import type { PlayerPackages } from '../../contract/packages.ts';
import type { MobileProfile, PlayerBalance } from '../../contract/profile.ts';
import type { UserEditModel } from '../../contract/user-preferences.ts';
import { actorOf } from '../http/authenticate.ts';
import { ok } from '../http/envelope.ts';
import { typed } from '../http/typed.ts';
import { ApiError } from '../services/api-error.ts';
import { userActorMayUseByName, type UserRow } from '../services/access.ts';
import type { ServiceContext } from '../services/context.ts';
import { loginData, topContent } from '../services/login-data.ts';
import { refuseOutdated } from '../services/sign-in-settings.ts';
import { playerPackages } from '../services/packages.ts';
import { mobileProfile, playerBalance } from '../services/profile.ts';
import { linksFor } from '../services/site-info.ts';
import { editModelOf, savePreferences } from '../services/user-preferences.ts';

export function infoRoutes(server: FastifyInstance, ctx: ServiceContext): void {
  const app = typed(server);
  /** The user a call is about: the named one within the caller's reach, or the caller. */
  const subject = (request: FastifyRequest, name: string | undefined): Promise<UserRow> | UserRow =>
    name === undefined ? actorOf(request).user : userActorMayUseByName(ctx, actorOf(request), name);

  // clientId is accepted whatever it says; a version below the site's minimum is E142 (an app restored
  // from a cache with a stored session never makes the token call, so this is where it is caught).
  app.post('/FDAPI/User/GetLoginData', { schema: { querystring: LoginDataQuery } }, async (request) => {
    const actor = actorOf(request);
    await refuseOutdated(ctx, actor.user.site_id, request.query.version);
    return ok(await loginData(ctx, actor)) satisfies Envelope<LoginData>;
  });

  app.post(
    '/masterapi/Agent/GetInfoForTopContent/1',
    async (request) => ok(await topContent(ctx, actorOf(request))) satisfies Envelope<TopContent>,
  );

  // The body may repeat the session fields (Pin, LoginId, AuthToken); the bearer token alone decides.
  app.post('/FDAPI/Player/GetPlayerBalance', { schema: { body: BalanceBody } }, async (request) => {
    const user = await subject(request, request.body?.UserId);
    return ok(await playerBalance(ctx, user)) satisfies Envelope<PlayerBalance>;
  });

  app.post('/FDAPI/Report/GetMobileProfile', { schema: { querystring: UserIdQuery } }, async (request) => {
    const user = await subject(request, request.query.UserId);
    return ok(await mobileProfile(ctx, user)) satisfies Envelope<MobileProfile>;
  });

  // Account settings are the agents' screen (the specification's role table): a member may neither read
  // nor save them, its own included (E103); an agent sets its own and its players' (docs/client/back-office.md).
  const agentOnly = (request: FastifyRequest): void => {
    if (actorOf(request).user.role === 'member') throw new ApiError('E103');
  };

  app.post('/FDAPI/User/GetMobileUserEditModel', { schema: { querystring: EditModelQuery } }, async (request) => {
    agentOnly(request);
    const user = await subject(request, request.query.id);
    return ok(editModelOf(user)) satisfies Envelope<UserEditModel>;
  });

  app.post('/FDAPI/User/EditUser', { schema: { querystring: EditUserQuery } }, async (request) => {
    agentOnly(request);
    const user = await subject(request, request.query.UserId);
    await savePreferences(ctx, user, request.query);
    return ok() satisfies Envelope;
  });

  // Package info is a member's (the role table): about a member only — the member itself, or a player of
  // the calling agent (the bet forms price an agent's bet for its player). About an agent, the caller
  // itself included, it is E103: agents have no package-info screen. `Currency`: the table a bet in it is
  // paid (an SPR bet the special table), for the forms' top-payout preview.
  app.post('/FDAPI/User/GetLoginPlayerSummaryInfo', { schema: { querystring: PackagesQuery } }, async (request) => {
    const user = await subject(request, request.query.UserId);
    if (user.role !== 'member') throw new ApiError('E103');
    return ok(await playerPackages(ctx, user, request.query.Currency)) satisfies Envelope<PlayerPackages>;
  });

  app.get(
    '/FDAPI/Report/GetMemberUrls',
    async (request) => ok(await linksFor(ctx, actorOf(request).user, 'member')) satisfies Envelope<LinkEntry[]>,
  );

  app.get(
    '/FDAPI/Report/DrawTicketExternalLink',
    async (request) => ok(await linksFor(ctx, actorOf(request).user, 'welfare')) satisfies Envelope<LinkEntry[]>,
  );
}

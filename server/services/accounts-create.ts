// CreateDownline: an agent (or the company) opens an account under itself or under an agent of its
// subtree. The checks that need no database come first (access, name, password, amounts), then, under the
// agent's row lock, the ones that read it: name and phone free, player count, credit, caps, games, packages.
import type { Transaction } from 'kysely';
import { ApiError } from './api-error.ts';
import type { Database } from '../store/schema.ts';
import { userActorMayUseByName, type Actor } from './access.ts';
import type { ServiceContext } from './context.ts';
import type { CreateDownlineBody } from '../../contract/requests/accounts.ts';
import { bpOf, centsOf, checkNewUserName, gamesOf, phoneOf, required } from './accounts-input.ts';
import {
  asRefusal,
  checkGamesHeld,
  checkPhoneFree,
  checkUnderAgent,
  headroomOf,
  lockHolder,
  resolvePackages,
  throwRefusal,
  type Holder,
} from './accounts-rules.ts';
import { summaryOf, type AccountSummary } from './accounts-view.ts';
import { recordChanges } from './accounts-changes.ts';
import { hashPassword, passwordFault } from './passwords.ts';
import { creditRefusal, memberRefusal, newDownline } from '../../src/core/domain/downline-bounds.ts';

export async function createDownline(
  ctx: ServiceContext,
  actor: Actor,
  body: CreateDownlineBody,
): Promise<AccountSummary> {
  // Members have no downlines to open; the parent must be within the caller's reach (E103 either way).
  if (actor.user.role === 'member') throw new ApiError('E103');
  const parentRow = body.Parent === undefined ? actor.user : await userActorMayUseByName(ctx, actor, body.Parent);
  if (parentRow.role === 'member') throw new ApiError('E131', undefined, 'Parent');

  // Required first, in the form's order, so an empty field is named as empty rather than as malformed.
  const userId = required(body.UserId, 'UserId');
  const password = required(body.Password, 'Password');
  const creditText = required(body.CreditLimit, 'CreditLimit');
  checkNewUserName(userId);
  const fault = passwordFault(password, userId);
  if (fault) throw new ApiError(fault, undefined, 'Password');
  const creditCents = centsOf(creditText, 'CreditLimit');
  if (creditCents < 0) throw new ApiError('E116', undefined, 'CreditLimit');
  const caps = {
    commissionBp: body.Commission === undefined ? 0 : bpOf(body.Commission, 'Commission'),
    ptBp: body.PositionTaking === undefined ? 0 : bpOf(body.PositionTaking, 'PositionTaking'),
    maxFightCents: body.MaxFight === undefined ? 0 : centsOf(body.MaxFight, 'MaxFight'),
  };
  // A member takes no position and fights nothing: only agents share a member's bets (docs/product.md D8).
  throwRefusal(memberRefusal(body.Role, caps));
  const games = gamesOf(body.Games);
  const phone = phoneOf(body.Phone);

  const hash = await hashPassword(password); // slow: before the transaction, not while holding the lock
  const now = new Date(ctx.clock.now());
  let newId: number;
  try {
    newId = await ctx.db.transaction().execute(async (trx) => {
      const parent = await lockHolder(trx, parentRow.id);
      const siteId = parent.user.site_id;
      const key = userId.toLowerCase();
      const taken = await trx
        .selectFrom('users')
        .select('id')
        .where('site_id', '=', siteId)
        .where('username_key', '=', key)
        .executeTakeFirst();
      if (taken) throw new ApiError('E133', undefined, 'UserId');
      if (phone) await checkPhoneFree(trx, siteId, phone);
      if (body.Role === 'member') await checkPlayerCount(trx, parent);
      throwRefusal(creditRefusal(headroomOf(parent.usage), newDownline(body.Role), creditCents));
      checkUnderAgent(parent.user, caps);
      checkGamesHeld(parent, games);
      // Kinds not named get the agent's own package of that kind, as every demo account has.
      const packages = new Map<string, number | null>(parent.packages);
      for (const [kind, id] of await resolvePackages(trx, parent, body.Packages ?? {})) packages.set(kind, id);

      const row = await trx
        .insertInto('users')
        .values({
          site_id: siteId,
          username: userId,
          username_key: key,
          role: body.Role,
          parent_id: parent.user.id,
          path: 'pending',
          password_hash: hash,
          // Someone else chose this password: its owner must replace it at the first login (S106).
          must_change_password: true,
          credit_limit_cents: creditCents,
          commission_bp: caps.commissionBp,
          pt_bp: caps.ptBp,
          max_fight_cents: caps.maxFightCents,
          phone,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('users')
        .set({ path: `${parent.user.path}${row.id}/` })
        .where('id', '=', row.id)
        .execute();
      await trx
        .insertInto('password_history')
        .values({ user_id: row.id, password_hash: hash, created_at: now })
        .execute();
      await trx
        .insertInto('user_games')
        .values(games.map((draw_type) => ({ user_id: row.id, draw_type })))
        .execute();
      const given = [...packages].filter((entry): entry is [string, number] => entry[1] !== null);
      if (given.length) {
        await trx
          .insertInto('user_packages')
          .values(given.map(([kind, package_id]) => ({ user_id: row.id, kind, package_id })))
          .execute();
      }
      // The opening on the record, with the credit it was given: the first line of its credit history.
      await recordChanges(trx, { siteId, userId: row.id, by: actor.user.id, at: now }, [
        { field: 'created', previous: '', value: String(creditCents) },
      ]);
      return row.id;
    });
  } catch (error) {
    throw asRefusal(error);
  }
  return summaryOf(ctx.db, newId);
}

/** The site's limit of members directly under one agent (E300, with the limit as parameter). */
async function checkPlayerCount(trx: Transaction<Database>, parent: Holder): Promise<void> {
  const site = await trx
    .selectFrom('sites')
    .select('max_players_per_agent')
    .where('id', '=', parent.user.site_id)
    .executeTakeFirstOrThrow();
  const { count } = await trx
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('parent_id', '=', parent.user.id)
    .where('role', '=', 'member')
    .executeTakeFirstOrThrow();
  if (Number(count) >= site.max_players_per_agent) throw new ApiError('E300', [site.max_players_per_agent]);
}

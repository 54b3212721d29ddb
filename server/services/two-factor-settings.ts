// Turning two-factor codes on, and an agent's reset. An account turns codes on for itself (it
// may not turn them off: a stolen session must not be able to drop the second factor); its agents (anyone
// above it) turn them on or off and reset them — the downline scans a new QR at its next login (S108).
import { ApiError } from './api-error.ts';
import { userActorMayUseByName, type Actor } from './access.ts';
import type { ServiceContext } from './context.ts';

export interface TwoFactorState {
  /** Codes are asked at every login. */
  required: boolean;
  /** A secret has been confirmed (false while the next login would answer S108). */
  enrolled: boolean;
}

/** The state for the actor itself, or a user of its subtree named by login name. */
export async function twoFactorState(ctx: ServiceContext, actor: Actor, username?: string): Promise<TwoFactorState> {
  const target = username ? await userActorMayUseByName(ctx, actor, username) : actor.user;
  const row = await ctx.db
    .selectFrom('two_factor')
    .select(['required', 'secret'])
    .where('user_id', '=', target.id)
    .executeTakeFirst();
  return { required: row?.required ?? false, enrolled: Boolean(row?.required && row.secret) };
}

/** Turns codes on or off. For oneself only on (E103 for off). */
export async function setTwoFactor(
  ctx: ServiceContext,
  actor: Actor,
  required: boolean,
  username?: string,
): Promise<TwoFactorState> {
  const target = username ? await userActorMayUseByName(ctx, actor, username) : actor.user;
  if (target.id === actor.user.id && !required) throw new ApiError('E103');
  // An agent with codes of its own turns a downline's off only with a fresh one (TwoFactorOff,
  // services/two-factor-off.ts): a stolen session must not strip the second factor from the tree below.
  if (!required && (await twoFactorState(ctx, actor)).enrolled) throw new ApiError('E103');
  const now = new Date(ctx.clock.now());
  // Off forgets the secret, so turning codes on again always starts with a fresh QR.
  const change = required
    ? { required, updated_at: now }
    : { required, secret: null, last_step: null, updated_at: now };
  await ctx.db
    .insertInto('two_factor')
    .values({ user_id: target.id, ...change })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(change))
    .execute();
  return twoFactorState(ctx, actor, username);
}

/** An agent's reset of a downline's second factor: codes stay on, the next login scans again (S108). */
export async function resetTwoFactor(ctx: ServiceContext, actor: Actor, username: string): Promise<TwoFactorState> {
  const target = await userActorMayUseByName(ctx, actor, username);
  if (target.id === actor.user.id) throw new ApiError('E103');
  await ctx.db
    .updateTable('two_factor')
    .set({ secret: null, last_step: null, updated_at: new Date(ctx.clock.now()) })
    .where('user_id', '=', target.id)
    .execute();
  // Challenges already handed out for the old secret die with it.
  await ctx.db
    .updateTable('login_challenges')
    .set({ used_at: new Date(ctx.clock.now()) })
    .where('user_id', '=', target.id)
    .where('used_at', 'is', null)
    .execute();
  return twoFactorState(ctx, actor, username);
}

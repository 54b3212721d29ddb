// Turning two-factor codes off (docs/api/two-factor.md, "Turning codes off"). Who may: the account itself,
// and any agent above it — each with a FRESH code of its own authenticator, so that a stolen session alone
// can never drop a second factor. An agent that has no codes of its own has nothing to prove with: its
// session is all it has, and it turns a downline's codes off without one. A code is spent when accepted
// (the step is recorded, as at login), and every wrong code counts towards the sign-in lock (five lock the
// account, E106), so codes cannot be guessed through this call either.
import { ApiError } from './api-error.ts';
import { userActorMayUseByName, type Actor, type UserRow } from './access.ts';
import type { ServiceContext } from './context.ts';
import { settleAttempt } from './login-lock.ts';
import { DRIFT_STEPS, STEP_SECONDS, totpOf } from './two-factor.ts';
import { twoFactorState, type TwoFactorState } from './two-factor-settings.ts';
import { sql } from 'kysely';

export interface TwoFactorOffInput {
  username?: string | undefined;
  code?: string | undefined;
  address: string;
}

export async function turnTwoFactorOff(
  ctx: ServiceContext,
  actor: Actor,
  input: TwoFactorOffInput,
): Promise<TwoFactorState> {
  const target = input.username ? await userActorMayUseByName(ctx, actor, input.username) : actor.user;
  const own = await ctx.db
    .selectFrom('two_factor')
    .select(['required', 'secret', 'last_step'])
    .where('user_id', '=', actor.user.id)
    .executeTakeFirst();
  const enrolled = own?.required === true && own.secret !== null;
  if (target.id === actor.user.id) {
    const state = await twoFactorState(ctx, actor);
    if (!state.required) return state;
    // On but not set up yet (the QR comes at the next login): there is no code to prove it with. That
    // login sets it up; after it, the codes can be turned off with one (or by an agent above).
    if (!enrolled) throw new ApiError('E103');
  }
  if (enrolled)
    await spendFreshCode(
      ctx,
      actor.user,
      own.secret as string,
      own.last_step === null ? null : Number(own.last_step),
      input,
    );

  const now = new Date(ctx.clock.now());
  // Off forgets the secret, so turning codes on again always starts with a fresh QR.
  const change = { required: false, secret: null, last_step: null, updated_at: now };
  await ctx.db
    .insertInto('two_factor')
    .values({ user_id: target.id, ...change })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(change))
    .execute();
  // A code step handed out before (the password was right, the code not yet typed) dies with the codes.
  await ctx.db
    .updateTable('login_challenges')
    .set({ used_at: now })
    .where('user_id', '=', target.id)
    .where('used_at', 'is', null)
    .execute();
  return twoFactorState(ctx, actor, input.username);
}

/** The caller's code: required (V104), right and newer than the last accepted (E111), counted by the lock (E106). */
async function spendFreshCode(
  ctx: ServiceContext,
  user: UserRow,
  secret: string,
  lastStep: number | null,
  input: TwoFactorOffInput,
): Promise<void> {
  const code = input.code?.trim() ?? '';
  if (code === '') throw new ApiError('V104', ['code'], 'code');
  const now = ctx.clock.now();
  const delta = /^\d{6}$/.test(code)
    ? totpOf(secret).validate({ token: code, timestamp: now, window: DRIFT_STEPS })
    : null;
  const step = delta === null ? undefined : Math.floor(now / 1000 / STEP_SECONDS) + delta;
  const right = step !== undefined && (lastStep === null || step > lastStep);
  const site = await ctx.db.selectFrom('sites').select('pin').where('id', '=', user.site_id).executeTakeFirstOrThrow();
  const settled = await settleAttempt(ctx, user.id, right, {
    pin: site.pin,
    usernameKey: user.username_key,
    address: input.address,
  });
  if (settled.outcome === 'locked') throw new ApiError('E106', [settled.minutes]);
  if (!right || step === undefined) throw new ApiError('E111', undefined, 'code');
  // Spent: the same code (or an older one) is never accepted again, here or at login.
  const taken = await ctx.db
    .updateTable('two_factor')
    .set({ last_step: step, updated_at: new Date(now) })
    .where('user_id', '=', user.id)
    .where(sql<boolean>`last_step is null or last_step < ${step}`)
    .returning('user_id')
    .executeTakeFirst();
  if (!taken) throw new ApiError('E111', undefined, 'code');
}

// A user's push subscriptions (docs/live-draws.md): stored per user when the app subscribes (after the
// player added a number and allowed notifications), removed at logout. An endpoint belongs to one browser:
// subscribing it again moves it to the caller (a shared phone that changed hands), never to a user the
// caller names.
import type { Actor } from '../access.ts';
import type { ServiceContext } from '../context.ts';

export interface PushSubscriptionInput {
  endpoint: string;
  p256dh: string;
  auth: string;
  language: string;
}

export async function subscribePush(ctx: ServiceContext, actor: Actor, input: PushSubscriptionInput): Promise<void> {
  const values = {
    user_id: actor.user.id,
    endpoint: input.endpoint,
    p256dh: input.p256dh,
    auth: input.auth,
    language: input.language,
  };
  await ctx.db
    .insertInto('push_subscriptions')
    .values({ ...values, created_at: new Date(ctx.clock.now()) })
    .onConflict((conflict) => conflict.column('endpoint').doUpdateSet(values))
    .execute();
}

/** Removes the caller's subscription of this endpoint (another user's is left alone). */
export async function unsubscribePush(ctx: ServiceContext, actor: Actor, endpoint: string): Promise<void> {
  await ctx.db
    .deleteFrom('push_subscriptions')
    .where('endpoint', '=', endpoint)
    .where('user_id', '=', actor.user.id)
    .execute();
}

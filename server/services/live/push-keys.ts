// The server's VAPID key pair (web push): made on the first start, kept in the database, so every server
// process sharing it signs with the same key and the browsers' subscriptions outlive a restart.
import webpush from 'web-push';
import type { ServiceContext } from '../context.ts';

export interface PushKeys {
  publicKey: string;
  privateKey: string;
}

/** The stored pair, made now when there is none; two processes racing keep the first one written. */
export async function pushKeys(ctx: ServiceContext): Promise<PushKeys> {
  const stored = await ctx.db
    .selectFrom('push_keys')
    .select(['public_key', 'private_key'])
    .where('id', '=', 1)
    .executeTakeFirst();
  if (stored) return { publicKey: stored.public_key, privateKey: stored.private_key };
  const made = webpush.generateVAPIDKeys();
  await ctx.db
    .insertInto('push_keys')
    .values({ id: 1, public_key: made.publicKey, private_key: made.privateKey, created_at: new Date(ctx.clock.now()) })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  const kept = await ctx.db
    .selectFrom('push_keys')
    .select(['public_key', 'private_key'])
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return { publicKey: kept.public_key, privateKey: kept.private_key };
}

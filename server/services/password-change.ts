// Changing a password (docs/product.md D10, docs/product.md S5 "Accounts and passwords"). A user changes its own
// password with the old one (E112); an agent (or the company) sets the password of any user in its
// subtree without it, and that user must then change it at its next login (S106). The new password is
// 8–64 letters and digits with both (E107), does not contain the user name (E114), matches its
// confirmation (E108) and is none of the last 3 (E109). A change ends every session of the account (E105).
import type { NeedChangePasswordBody } from '../../contract/requests/session.ts';
import { ApiError } from './api-error.ts';
import { userActorMayUseByName, type Actor, type UserRow } from './access.ts';
import type { ServiceContext } from './context.ts';
import { hashPassword, passwordFault, verifyPassword } from './passwords.ts';
import { revokeAll } from './sessions.ts';

/** How many passwords (the current one included) a new one must differ from. */
export const PASSWORD_HISTORY = 3;

/** A change as sent (contract/requests/session.ts): userId names the account to change; NeedChangePwd may
 * leave it out (the caller itself), and ChangePassword's body, which requires it, is one of these too. */
export type PasswordChange = NeedChangePasswordBody;

/**
 * 'normal' is ChangePassword: own account or a downline. 'forced' is NeedChangePwd: the caller's own
 * account only, the one call (with Logout) a user who must change its password may make.
 */
export type ChangeMode = 'normal' | 'forced';

export async function changePassword(
  ctx: ServiceContext,
  actor: Actor,
  change: PasswordChange,
  mode: ChangeMode,
): Promise<void> {
  const target = await targetOf(ctx, actor, change.userId, mode);
  const own = target.id === actor.user.id;

  // The old password first: nothing else (least of all the history check) answers to a caller who
  // cannot prove it, so a stolen token cannot probe old passwords.
  if (own && !(await verifyPassword(target.password_hash, change.oldPassword ?? ''))) throw new ApiError('E112');
  const fault = passwordFault(change.newPassword, target.username);
  if (fault) throw new ApiError(fault);
  if (change.newPassword !== change.confirmPassword) throw new ApiError('E108');
  if (await isRecent(ctx, target, change.newPassword)) throw new ApiError('E109');

  const hash = await hashPassword(change.newPassword); // slow: outside the transaction
  const now = new Date(ctx.clock.now());
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({
        password_hash: hash,
        // Set by someone else, the password is known to two people: its owner must replace it.
        must_change_password: !own,
        // A new password is a fresh start: an agent's reset also lifts a lock of failed logins.
        failed_logins: 0,
        first_failed_at: null,
        locked_until: null,
      })
      .where('id', '=', target.id)
      .execute();
    await trx
      .insertInto('password_history')
      .values({ user_id: target.id, password_hash: hash, created_at: now })
      .execute();
    // Keep only the hashes the rule needs: older ones are a liability, not a record.
    const keep = trx
      .selectFrom('password_history')
      .select('id')
      .where('user_id', '=', target.id)
      .orderBy('id', 'desc')
      .limit(PASSWORD_HISTORY);
    await trx.deleteFrom('password_history').where('user_id', '=', target.id).where('id', 'not in', keep).execute();
    await revokeAll(trx, target.id, 'password', now);
  });
}

async function targetOf(
  ctx: ServiceContext,
  actor: Actor,
  userId: string | undefined,
  mode: ChangeMode,
): Promise<UserRow> {
  if (mode === 'forced') {
    // Forced mode is for the caller itself; naming anyone else is no permission, not a silent retarget.
    if (userId !== undefined && userId.toLowerCase() !== actor.user.username_key) throw new ApiError('E103');
    return actor.user;
  }
  return userActorMayUseByName(ctx, actor, userId);
}

/**
 * Whether the password is one of the account's last PASSWORD_HISTORY: the current hash, then the history
 * (which normally starts with the current one; accounts created without a history row still count it).
 */
async function isRecent(ctx: ServiceContext, target: UserRow, password: string): Promise<boolean> {
  const rows = await ctx.db
    .selectFrom('password_history')
    .select('password_hash')
    .where('user_id', '=', target.id)
    .orderBy('id', 'desc')
    .limit(PASSWORD_HISTORY)
    .execute();
  const hashes = [...new Set([target.password_hash, ...rows.map((row) => row.password_hash)])].slice(
    0,
    PASSWORD_HISTORY,
  );
  for (const hash of hashes) if (await verifyPassword(hash, password)) return true;
  return false;
}

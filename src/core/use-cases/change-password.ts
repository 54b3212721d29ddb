// Changing a password (docs/product.md S4 "Password change"): one's own, or the forced change after S106,
// ends every session of the account on the server, so the app clears its session and returns to /login/.
// An agent changing a downline player's password stays logged in.
import type { PasswordChange } from '../ports/auth-service.ts';
import type { UseCaseDeps } from './deps.ts';

export async function changePassword(
  deps: UseCaseDeps,
  change: PasswordChange,
  options: { forced: boolean; ownLoginId: string },
): Promise<{ loggedOut: boolean }> {
  await deps.auth.changePassword(change, options.forced);
  const own = options.forced || change.userId.toLowerCase() === options.ownLoginId.toLowerCase();
  if (own) {
    deps.sessions.clear();
    deps.connection.close();
  }
  return { loggedOut: own };
}

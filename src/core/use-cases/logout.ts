// Logging out (docs/product.md S2 "Settings", §4 "Clearing the session"): end the session on the server
// when it can still be reached, then forget it here whatever the answer. The UI resets its own state
// and timers and goes to /login/ with history cleared.
import type { UseCaseDeps } from './deps.ts';

export async function logout(deps: UseCaseDeps): Promise<void> {
  try {
    if (deps.connection.apiBase !== null) await deps.auth.logout();
  } catch {
    // Already ended (elsewhere, expired) or offline: the local session goes anyway.
  } finally {
    deps.sessions.clear();
    deps.connection.close();
  }
}

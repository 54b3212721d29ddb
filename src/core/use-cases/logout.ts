// Logging out (docs/product.md S2 "Settings", S4 "Clearing the session"): end the session on the server
// when it can still be reached, then forget it here whatever the answer. The UI resets its own state
// and timers and goes to /login/ with history cleared.
// /logout/ opened by URL, or reloaded, starts with no connection open but the session still stored: the
// stored session is then revoked on the server too (found through its pin), not only forgotten here.
import type { UseCaseDeps } from './deps.ts';

export async function logout(deps: UseCaseDeps): Promise<void> {
  try {
    if (deps.connection.apiBase === null) {
      const stored = deps.sessions.load();
      if (stored !== null) deps.connection.open(await deps.sites.apiBaseFor(stored.Pin), stored.AuthToken);
    }
    if (deps.connection.apiBase !== null) await deps.auth.logout();
  } catch {
    // Already ended (elsewhere, expired) or offline: the local session goes anyway.
  } finally {
    deps.sessions.clear();
    deps.connection.close();
  }
}

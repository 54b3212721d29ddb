// What a demo account's login leaves in the page's localStorage, for the scripts that measure a returning
// user's visit (`npm run lighthouse`): the app's own login use-case (src/core/use-cases/login.ts) run in
// Node over the app's HTTP adapters and its session store, against the real server, with a Storage that
// keeps the entries. So the script stores what a real login stores (the session, and the offline copy with
// the API base the guard opens on at once), not a shape of its own that could drift from it.
import { ApiClient } from '../../src/adapters/http/api-client.ts';
import { FetchConnection } from '../../src/adapters/http/fetch-connection.ts';
import { HttpAccountService } from '../../src/adapters/http/http-account-service.ts';
import { HttpAuthService } from '../../src/adapters/http/http-auth-service.ts';
import { HttpSiteDirectory } from '../../src/adapters/http/http-site-directory.ts';
import { LocalSessionStore } from '../../src/adapters/storage/local-session-store.ts';
import type { UseCaseDeps } from '../../src/core/use-cases/deps.ts';
import { login } from '../../src/core/use-cases/login.ts';
import { MemoryStorage } from '../../tests/adapters/support/memory-storage.ts';

/** Logs `loginId` in at the demo site (pin 8888) served at `base`; answers the localStorage entries it left. */
export async function demoLoginStorage(
  base: string,
  loginId: string,
  password = 'Demo2026',
): Promise<Record<string, string>> {
  const storage = new MemoryStorage();
  const connection = new FetchConnection();
  const api = new ApiClient(connection);
  // Only the ports a login uses; the others would be a programming error to reach.
  const unused = new Proxy(
    {},
    {
      get: (_, name) => {
        throw new Error(`login used ${String(name)}`);
      },
    },
  ) as never;
  const deps: UseCaseDeps = {
    sites: new HttpSiteDirectory(base),
    connection,
    auth: new HttpAuthService(api),
    accounts: new HttpAccountService(api),
    sessions: new LocalSessionStore(() => storage),
    bets: unused,
    pendingBets: unused,
    ids: unused,
    scheduler: unused,
  };
  const result = await login(deps, { pin: '8888', username: loginId, password });
  if (result.next !== 'home') throw new Error(`${loginId}'s demo login stopped at ${result.next}`);
  const entries: Record<string, string> = {};
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index)!;
    entries[key] = storage.getItem(key)!;
  }
  return entries;
}

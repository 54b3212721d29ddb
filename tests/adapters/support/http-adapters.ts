// The fetch adapters wired by hand around one connection, as the container wires them (src/app).
import { ApiClient } from '../../../src/adapters/http/api-client.ts';
import { FetchConnection } from '../../../src/adapters/http/fetch-connection.ts';
import { HttpAccountService } from '../../../src/adapters/http/http-account-service.ts';
import { HttpAuthService } from '../../../src/adapters/http/http-auth-service.ts';
import { HttpBetService } from '../../../src/adapters/http/http-bet-service.ts';
import { HttpResultFeed } from '../../../src/adapters/http/http-result-feed.ts';
import { HttpSiteDirectory } from '../../../src/adapters/http/http-site-directory.ts';

export function httpAdapters(configBase: string) {
  const connection = new FetchConnection();
  const api = new ApiClient(connection);
  return {
    connection,
    api,
    sites: new HttpSiteDirectory(configBase),
    auth: new HttpAuthService(api),
    accounts: new HttpAccountService(api),
    bets: new HttpBetService(api),
    results: new HttpResultFeed(api, configBase),
  };
}

export type HttpAdapters = ReturnType<typeof httpAdapters>;

/** Finds the site and logs in through the adapters, as the login use-case does. */
export async function logIn(adapters: HttpAdapters, username: string, password = 'Demo2026'): Promise<string> {
  adapters.connection.open(await adapters.sites.apiBaseFor('8888'));
  const grant = await adapters.auth.login({ pin: '8888', username, password });
  if (!('token' in grant)) throw new Error(`${username} has two-factor codes: ${grant.status}`);
  adapters.connection.setToken(grant.token);
  return grant.status;
}

// AccountService over fetch (docs/api/info.md): the login data, the 60 s top-content ping and the balance.
import { inject, injectable } from 'inversify';
import type { LoginData as WireLoginData, TopContent as WireTopContent } from '../../../contract/login-data.ts';
import type { PlayerBalance } from '../../../contract/profile.ts';
import type { BalanceBody, LoginDataQuery, UserIdQuery } from '../../../contract/requests/info.ts';
import type { BetLimits } from '../../../contract/bet-limits.ts';
import type { LoginData, TopContent } from '../../core/domain/login-data.ts';
import type { AccountService, Balance } from '../../core/ports/account-service.ts';
import { ApiClient, queryString } from './api-client.ts';
import { balanceOf, loginDataOf, topContentOf } from './wire-login-data.ts';

import { APP_VERSION } from './app-version.ts';

/** Sent as GetLoginData's `version`: a site answers E142 to an app older than its minimum. */
export const CLIENT_VERSION = APP_VERSION;

@injectable()
export class HttpAccountService implements AccountService {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  async loginData(): Promise<LoginData> {
    const query = queryString({ clientId: 'GameWeb', version: CLIENT_VERSION } satisfies LoginDataQuery);
    return loginDataOf(await this.api.data<WireLoginData>({ method: 'POST', path: '/FDAPI/User/GetLoginData', query }));
  }

  async topContent(): Promise<TopContent> {
    const path = '/masterapi/Agent/GetInfoForTopContent/1';
    return topContentOf(await this.api.data<WireTopContent>({ method: 'POST', path }));
  }

  async balance(): Promise<Balance> {
    const data = await this.api.data<PlayerBalance>({
      method: 'POST',
      path: '/FDAPI/Player/GetPlayerBalance',
      json: { Method: 'getbalance' } satisfies BalanceBody,
    });
    return balanceOf(data);
  }

  betLimits(player?: string): Promise<BetLimits> {
    const query = player ? queryString({ UserId: player } satisfies UserIdQuery) : '';
    return this.api.data<BetLimits>({ method: 'GET', path: '/FDAPI/Bet/GetBetLimits', ...(query ? { query } : {}) });
  }
}

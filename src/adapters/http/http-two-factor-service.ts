// TwoFactorService over fetch (docs/api/two-factor.md): the code step (POST /masterapi/token/code, form,
// no bearer token) and the settings calls (session calls).
import { inject, injectable } from 'inversify';
import type {
  CodeBody,
  ResetTwoFactorBody,
  TwoFactorBody,
  TwoFactorQuery,
} from '../../../contract/requests/session.ts';
import type { TwoFactorOffBody } from '../../../contract/requests/two-factor-off.ts';
import type { LoginGrant } from '../../core/ports/auth-service.ts';
import type { TwoFactorService, TwoFactorState } from '../../core/ports/two-factor-service.ts';
import { ApiClient, queryString } from './api-client.ts';
import { grantOf } from './http-auth-service.ts';

@injectable()
export class HttpTwoFactorService implements TwoFactorService {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  async answerChallenge(challenge: string, code: string): Promise<LoginGrant> {
    const answer = await this.api.send({
      method: 'POST',
      path: '/masterapi/token/code',
      auth: false,
      form: { challenge, code } satisfies CodeBody,
    });
    return grantOf(answer);
  }

  state(userId?: string): Promise<TwoFactorState> {
    return this.api.data<TwoFactorState>({
      method: 'GET',
      path: '/masterapi/Account/TwoFactor',
      ...(userId ? { query: queryString({ userId } satisfies TwoFactorQuery) } : {}),
    });
  }

  setRequired(required: boolean, userId?: string): Promise<TwoFactorState> {
    return this.api.data<TwoFactorState>({
      method: 'POST',
      path: '/masterapi/Account/TwoFactor',
      json: { required, ...(userId ? { userId } : {}) } satisfies TwoFactorBody,
    });
  }

  turnOff(code: string, userId?: string): Promise<TwoFactorState> {
    const json = { ...(code === '' ? {} : { code }), ...(userId ? { userId } : {}) } satisfies TwoFactorOffBody;
    return this.api.data<TwoFactorState>({ method: 'POST', path: '/masterapi/Account/TwoFactorOff', json });
  }

  reset(userId: string): Promise<TwoFactorState> {
    return this.api.data<TwoFactorState>({
      method: 'POST',
      path: '/masterapi/Account/ResetTwoFactor',
      json: { userId } satisfies ResetTwoFactorBody,
    });
  }
}

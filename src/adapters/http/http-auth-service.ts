// AuthService over fetch (docs/api/auth.md): the password grant, the two password-change calls and
// logout. The token call is form-encoded and sent without a bearer token; the others carry the session's.
import { inject, injectable } from 'inversify';
import type { TokenGranted } from '../../../contract/auth.ts';
import { ServiceError } from '../../core/domain/service-error.ts';
import type { AuthService, LoginGrant, LoginRequest, PasswordChange } from '../../core/ports/auth-service.ts';
import { ApiClient, failureOf, isOk, statusOf } from './api-client.ts';

@injectable()
export class HttpAuthService implements AuthService {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  async login(request: LoginRequest): Promise<LoginGrant> {
    const answer = await this.api.send({
      method: 'POST',
      path: '/masterapi/token',
      auth: false,
      form: {
        grant_type: 'password',
        username: request.username,
        password: request.password,
        client_id: request.pin,
        CaptchaKey: request.captchaKey ?? '',
        Captcha: request.captcha ?? '',
      },
    });
    const status = statusOf(answer.json)?.status;
    const token = (answer.json as Partial<TokenGranted> | undefined)?.access_token;
    if (isOk(answer) && (status === 'S100' || status === 'S106')) {
      // A grant without a token is no grant: the app could not make a single call with it.
      if (typeof token !== 'string' || token === '') throw new ServiceError('E101');
      return { status, token };
    }
    // E111 (one answer for pin, user and password), 429 E106 [minutes], E131, and any status the app
    // does not support yet (S107 two-factor) are shown with their own message.
    if (status !== undefined && status.startsWith('S')) throw new ServiceError(status);
    throw failureOf(answer);
  }

  async changePassword(change: PasswordChange, forced: boolean): Promise<void> {
    const { userId, oldPassword, newPassword, confirmPassword } = change;
    await this.api.succeed({
      method: 'POST',
      path: forced ? '/masterapi/Account/NeedChangePwd' : '/masterapi/Account/ChangePassword',
      json: { oldPassword, newPassword, confirmPassword, userId },
    });
  }

  async logout(): Promise<void> {
    await this.api.succeed({ method: 'POST', path: '/masterapi/Account/Logout' });
  }
}

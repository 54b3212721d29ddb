// AuthService over fetch (docs/api/auth.md): the password grant, the two password-change calls and
// logout. The token call is form-encoded and sent without a bearer token; the others carry the session's.
import { inject, injectable } from 'inversify';
import type { TokenChallenge, TokenGranted, TokenRefusal } from '../../../contract/auth.ts';
import type { ChangePasswordBody, TokenBody } from '../../../contract/requests/session.ts';
import { ServiceError } from '../../core/domain/service-error.ts';
import { LoginRefusal } from '../../core/domain/login-refusal.ts';
import type {
  AuthService,
  LoginChallenge,
  LoginGrant,
  LoginRequest,
  PasswordChange,
} from '../../core/ports/auth-service.ts';
import { APP_VERSION } from './app-version.ts';
import { ApiClient, failureOf, isOk, statusOf, type HttpAnswer } from './api-client.ts';

@injectable()
export class HttpAuthService implements AuthService {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  async login(request: LoginRequest): Promise<LoginGrant | LoginChallenge> {
    const answer = await this.api.send({
      method: 'POST',
      path: '/masterapi/token',
      auth: false,
      form: {
        grant_type: 'password',
        username: request.username,
        password: request.password,
        client_id: request.pin,
        Captcha: request.captcha ?? '',
        // Below the site's minimum the answer is E142 (docs/api/sign-in-gates.md).
        version: APP_VERSION,
      } satisfies TokenBody,
    });
    const challenge = challengeOf(answer.json);
    if (isOk(answer) && challenge) return challenge;
    try {
      return grantOf(answer);
    } catch (error) {
      // The refusal that makes the challenge necessary says so: the form shows it before the next try.
      const required = (answer.json as Partial<TokenRefusal> | undefined)?.challenge_required === true;
      if (error instanceof ServiceError && !error.transport)
        throw new LoginRefusal(error.status, error.params, required);
      throw error;
    }
  }

  async changePassword(change: PasswordChange, forced: boolean): Promise<void> {
    const { userId, oldPassword, newPassword, confirmPassword } = change;
    await this.api.succeed({
      method: 'POST',
      path: forced ? '/masterapi/Account/NeedChangePwd' : '/masterapi/Account/ChangePassword',
      // ChangePasswordBody fits NeedChangePwd too (there userId may be left out).
      json: { oldPassword, newPassword, confirmPassword, userId } satisfies ChangePasswordBody,
    });
  }

  async logout(): Promise<void> {
    await this.api.succeed({ method: 'POST', path: '/masterapi/Account/Logout' });
  }
}

/** A session grant (S100, S106) from a token answer; any refusal as its ServiceError. */
export function grantOf(answer: HttpAnswer): LoginGrant {
  const status = statusOf(answer.json)?.status;
  const token = (answer.json as Partial<TokenGranted> | undefined)?.access_token;
  if (isOk(answer) && (status === 'S100' || status === 'S106')) {
    // A grant without a token is no grant: the app could not make a single call with it.
    if (typeof token !== 'string' || token === '') throw new ServiceError('E101');
    return { status, token };
  }
  // E111 (one answer for pin, user and password), 429 E106 [minutes], E131, and any status the app
  // does not support are shown with their own message.
  if (status !== undefined && status.startsWith('S')) throw new ServiceError(status);
  throw failureOf(answer);
}

/** S107 / S108: the challenge (and, for S108, what to scan); null for any other answer. */
function challengeOf(json: unknown): LoginChallenge | null {
  const body = json as Partial<TokenChallenge> | undefined;
  if (
    (body?.status !== 'S107' && body?.status !== 'S108') ||
    typeof body.access_token !== 'string' ||
    body.access_token === ''
  )
    return null;
  const challenge: LoginChallenge = { status: body.status, challenge: body.access_token };
  if (body.status === 'S108') {
    if (typeof body.secret !== 'string' || typeof body.otpauth_uri !== 'string') throw new ServiceError('E101');
    challenge.enrolment = { secret: body.secret, uri: body.otpauth_uri };
  }
  return challenge;
}

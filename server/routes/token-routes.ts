// POST /masterapi/token: the login call (OAuth-style password grant, form-encoded; JSON works too).
// Rules in services/login.ts; this module only shapes the answers of docs/product.md D9.
import type { FastifyInstance, FastifyReply } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { TokenChallenge, TokenGranted, TokenRefusal, TokenRefused } from '../../contract/auth.ts';
import { CodeBody, TokenBody } from '../../contract/requests/session.ts';
import { ApiError } from '../services/api-error.ts';
import { envelope, ok } from '../http/envelope.ts';
import { messageOf } from '../http/messages.ts';
import { typed } from '../http/typed.ts';
import { addressLimitStore } from '../http/address-limit-store.ts';
import type { ServiceContext } from '../services/context.ts';
import { login, type LoginAnswer } from '../services/login.ts';
import { answerChallenge } from '../services/two-factor.ts';
import { issueCaptcha } from '../services/captcha.ts';
import { challengeWantedNext } from '../services/login-attempts.ts';
import { decoyHash } from '../services/passwords.ts';

/**
 * One body for every wrong-credentials case, built once: byte-identical whatever went wrong. Two of them:
 * with and without `challenge_required`, which depends on the address and the name tried, not on whether
 * the account exists.
 */
const refusedGrant = (challengeRequired: boolean) =>
  JSON.stringify({
    status: 'E111',
    message: messageOf('E111'),
    error: 'invalid_grant',
    error_description: messageOf('E111'),
    ...(challengeRequired ? { challenge_required: true as const } : {}),
  } satisfies TokenRefused);
const INVALID_GRANT = refusedGrant(false);
const INVALID_GRANT_CHALLENGE = refusedGrant(true);

/** Logins per minute from one address: a brake on spraying many accounts, on top of each account's lock. */
export const LOGINS_PER_MINUTE = 60;

export async function tokenRoutes(server: FastifyInstance, ctx: ServiceContext): Promise<void> {
  const app = typed(server);
  // Hash the decoy now, so the first unknown user name does not take longer than a wrong password.
  void decoyHash();
  // Only this route is limited (global: false): betting traffic from one address must never be throttled.
  await app.register(rateLimit, {
    global: false,
    // In the database, so every process counts the same calls (http/address-limit-store.ts).
    store: addressLimitStore(ctx),
    errorResponseBuilder: (_request, context) => new ApiError('E106', [Math.max(1, Math.ceil(context.ttl / 60_000))]),
  });

  const limit = { rateLimit: { max: ctx.limits?.loginsPerMinute ?? LOGINS_PER_MINUTE, timeWindow: 60_000 } };
  app.post('/masterapi/token', { schema: { body: TokenBody }, config: limit }, async (request, reply) => {
    const { username, password, client_id: pin, Captcha: captcha, version } = request.body;
    // Tokens must never be cached by a browser or a proxy.
    reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
    try {
      return answerOf(
        await login(ctx, {
          pin,
          username,
          password,
          address: request.ip,
          ...(captcha ? { captcha } : {}),
          ...(version === undefined ? {} : { version }),
        }),
      );
    } catch (error) {
      // A refusal that makes the challenge necessary says so, so the app shows it before the next try.
      const wanted =
        error instanceof ApiError &&
        ['E100', 'E106', 'E111'].includes(error.status) &&
        (error.status === 'E100' ||
          (await challengeWantedNext(ctx, { pin, usernameKey: username.toLowerCase(), address: request.ip })));
      return refusal(error, reply, wanted);
    }
  });

  // A new proof-of-work challenge for the login form's widget (services/captcha.ts). Limited like the login.
  app.get('/masterapi/captcha', { config: limit }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await issueCaptcha(ctx));
  });

  // The code step after S107 / S108: the challenge and the 6-digit code (services/two-factor.ts).
  app.post('/masterapi/token/code', { schema: { body: CodeBody }, config: limit }, async (request, reply) => {
    reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
    try {
      return answerOf(
        await answerChallenge(ctx, { challenge: request.body.challenge, code: request.body.code, address: request.ip }),
      );
    } catch (error) {
      return refusal(error, reply);
    }
  });
}

function answerOf(result: LoginAnswer): TokenGranted | TokenChallenge {
  if ('challenge' in result) {
    return {
      status: result.status,
      message: messageOf(result.status),
      access_token: result.challenge,
      token_type: 'challenge',
      expires_in: result.expiresIn,
      ...(result.enrolment ? { secret: result.enrolment.secret, otpauth_uri: result.enrolment.uri } : {}),
    };
  }
  return {
    status: result.status,
    message: messageOf(result.status),
    access_token: result.token,
    token_type: 'bearer',
    expires_in: result.expiresIn,
  };
}

function refusal(error: unknown, reply: FastifyReply, challengeRequired = false) {
  if (!(error instanceof ApiError)) throw error;
  const flag = challengeRequired ? { challenge_required: true as const } : {};
  if (error.status === 'E111')
    return reply
      .type('application/json; charset=utf-8')
      .send(challengeRequired ? INVALID_GRANT_CHALLENGE : INVALID_GRANT);
  if (error.status === 'E106') {
    const minutes = Number(error.params?.[0] ?? 1);
    reply.header('retry-after', String(minutes * 60));
    // The params as the service gave them: [minutes], or [minutes, 'codes'] when wrong codes locked it.
    return reply.status(429).send({
      ...envelope('E106', undefined, [minutes, ...(error.params?.slice(1) ?? [])]),
      ...flag,
    } satisfies TokenRefusal);
  }
  if (error.status === 'E100') return reply.send({ ...envelope('E100'), ...flag } satisfies TokenRefusal);
  throw error;
}

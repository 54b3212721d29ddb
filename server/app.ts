// The house server's HTTP app: one Fastify instance answering every base of the specification
// ({api}, {api}/FDAPI, {api}/masterapi). Routes are HTTP only; rules live in services/, SQL in store/.
import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import type { Kysely } from 'kysely';
import type { Clock } from '../src/core/ports/clock.ts';
import { CONTENT_SECURITY_POLICY_DIRECTIVES, PERMISSIONS_POLICY } from './http/security-policy.ts';
import { guardInput } from './http/input-guard.ts';
import { installErrorHandler } from './http/error-handler.ts';
import { authenticate } from './http/authenticate.ts';
import { serveClient } from './http/serve-client.ts';
import { noStoreForJson } from './http/no-store.ts';
import { compressAnswers } from './http/compress-answers.ts';
import { helmetHeaders, sendOnEveryAnswer } from './http/security-headers.ts';
import { connectOrigins, type ApiBases } from './http/deployment.ts';
import type { ServiceContext } from './services/context.ts';
import type { Database } from './store/schema.ts';
import { PUBLIC_ROUTES, SESSION_ROUTES } from './routes/index.ts';

export interface AppOptions {
  db: Kysely<Database>;
  clock: Clock;
  /** The built client (dist/) to serve at /, if any. */
  clientDir?: string;
  logger?: boolean;
  limits?: ServiceContext['limits'];
  /**
   * Which proxies in front may tell the client's address (X-Forwarded-For), as Fastify's `trustProxy`:
   * false (default: the socket's address), true (any), or the addresses/CIDR ranges of the proxies.
   * The per-address login limit, the captcha rule and blocked locations use the address it gives.
   */
  trustProxy?: boolean | string[];
  /** Per-pin API bases (TIKAM_API_BASES, http/deployment.ts): /config answers them, the CSP allows them. */
  apiBases?: ApiBases;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ? { level: 'info' } : false,
    // Proxies in front are the operator's business (TRUST_PROXY, server/main.ts); trust nothing by default.
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 256 * 1024,
  });
  const ctx: ServiceContext = {
    db: options.db,
    clock: options.clock,
    ...(options.limits ? { limits: options.limits } : {}),
  };

  installErrorHandler(app);
  noStoreForJson(app);
  const apiBases = options.apiBases ?? new Map<string, string>();
  app.decorate('apiBases', apiBases);
  const connectSrc = [...CONTENT_SECURITY_POLICY_DIRECTIVES.connectSrc, ...connectOrigins(apiBases)];
  const securityHeaders = helmetHeaders({
    // Exactly our policy: helmet's defaults add upgrade-insecure-requests, which would break the app
    // served over plain http on a LAN address (a phone testing against a laptop).
    contentSecurityPolicy: { useDefaults: false, directives: { ...CONTENT_SECURITY_POLICY_DIRECTIVES, connectSrc } },
    crossOriginEmbedderPolicy: false,
  });
  sendOnEveryAnswer(app, { ...securityHeaders, 'permissions-policy': PERMISSIONS_POLICY });
  await compressAnswers(app);
  await app.register(formbody);
  // Calls without parameters (GetLoginData, the ping…) may come with a JSON content type and no body:
  // read that as {}, not as a malformed request.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, body === '' ? {} : JSON.parse(body as string));
    } catch {
      done(Object.assign(new Error('malformed JSON'), { statusCode: 400 }), undefined);
    }
  });

  guardInput(app);
  for (const register of PUBLIC_ROUTES) await app.register(async (scope) => register(scope, ctx));
  await app.register(async (scope) => {
    // Before validation: a caller without a session is told so, not which field of the body is wrong.
    scope.addHook('preValidation', async (request) => {
      request.actor = await authenticate(ctx, request);
    });
    for (const register of SESSION_ROUTES) await register(scope, ctx);
  });

  await serveClient(app, options.clientDir, connectOrigins(apiBases));
  return app;
}

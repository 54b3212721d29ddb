// The login's challenge (E100): a proof of work (ALTCHA, altcha-lib), not a picture to read. After 3
// failed logins from an address or for an account within 15 minutes, the token call wants one solved:
// the app's widget derives PBKDF2 keys until one matches the challenge's signed prefix (about a second on
// a phone), and sends the solution as `Captcha`. Nothing on the page tells the answer: a script must do
// the same work for every try. The server checks the signature (HMAC, no work of its own), the expiry by
// its own clock, and that the challenge was never spent before (spent_challenges, shared by every process).
import { randomBytes, randomInt } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { ServiceContext } from './context.ts';

export const CAPTCHA_AFTER_FAILURES = 3;
export const CAPTCHA_WINDOW_MS = 15 * 60 * 1000;
/** Long enough for a person who types slowly after the widget solved it on sight. */
export const CAPTCHA_LIFETIME_MS = 10 * 60 * 1000;
export const CHALLENGE_ALGORITHM = 'PBKDF2/SHA-256';
/**
 * The work: the solver derives keys for counters 0, 1, 2 … (one PBKDF2 of COST iterations each) until it
 * reaches the secret counter, drawn from COUNTER. Tuned so a mid-range phone solves it in about a second
 * (docs/api/auth.md has the measurement).
 */
export const CHALLENGE_COST = 1_000;
export const CHALLENGE_COUNTER = { min: 1_000, max: 3_000 } as const;

/** What GET /masterapi/captcha answers: the challenge as the ALTCHA widget takes it. */
export type IssuedChallenge = Challenge;

interface Secrets {
  signature: string;
  key: string;
}

// Every process signs and checks with the same secrets: made once by whichever process starts first.
const secretsOf = new WeakMap<ServiceContext['db'], Promise<Secrets>>();

function challengeSecrets(ctx: ServiceContext): Promise<Secrets> {
  let secrets = secretsOf.get(ctx.db);
  if (!secrets) {
    secrets = (async () => {
      const value = (name: string) => ({ name, value: randomBytes(32).toString('base64url') });
      await ctx.db
        .insertInto('server_secrets')
        .values([value('challenge-signature'), value('challenge-key')])
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
      const rows = await ctx.db
        .selectFrom('server_secrets')
        .select(['name', 'value'])
        .where('name', 'in', ['challenge-signature', 'challenge-key'])
        .execute();
      const named = new Map(rows.map((row) => [row.name, row.value]));
      return { signature: named.get('challenge-signature') as string, key: named.get('challenge-key') as string };
    })();
    secrets.catch(() => secretsOf.delete(ctx.db));
    secretsOf.set(ctx.db, secrets);
  }
  return secrets;
}

export async function issueCaptcha(ctx: ServiceContext): Promise<IssuedChallenge> {
  const secrets = await challengeSecrets(ctx);
  // Stale ones go as new ones come: the table holds at most one lifetime of spent challenges.
  await ctx.db.deleteFrom('spent_challenges').where('expires_at', '<=', new Date(ctx.clock.now())).execute();
  return createChallenge({
    algorithm: CHALLENGE_ALGORITHM,
    cost: CHALLENGE_COST,
    counter: randomInt(CHALLENGE_COUNTER.min, CHALLENGE_COUNTER.max + 1),
    deriveKey,
    hmacSignatureSecret: secrets.signature,
    hmacKeySignatureSecret: secrets.key,
    // The expiry by the server's clock (the library's own expiresAt reads the machine's): signed with the rest.
    data: { validUntil: ctx.clock.now() + CAPTCHA_LIFETIME_MS },
  });
}

/** The widget's payload: base64 of {challenge, solution}. Anything else is no solution. */
function decodePayload(payload: string): { challenge: Challenge; solution: Solution } | undefined {
  try {
    const decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as {
      challenge?: Challenge;
      solution?: Solution;
    };
    const { challenge, solution } = decoded;
    if (
      typeof challenge?.signature !== 'string' ||
      typeof challenge.parameters !== 'object' ||
      challenge.parameters === null
    )
      return undefined;
    if (typeof solution?.counter !== 'number' || typeof solution.derivedKey !== 'string') return undefined;
    return { challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution };
  } catch {
    return undefined;
  }
}

/**
 * Whether `payload` solves a challenge this server issued, in time, never used before; spends it if so.
 * A guessed, altered, stale or replayed solution is false.
 */
export async function captchaSolved(ctx: ServiceContext, payload: string | undefined): Promise<boolean> {
  const decoded = payload ? decodePayload(payload) : undefined;
  if (!decoded || decoded.challenge.parameters.algorithm !== CHALLENGE_ALGORITHM) return false;
  const secrets = await challengeSecrets(ctx);
  // Malformed parameters (a prefix that is not hex…) throw: no solution either.
  const verified = await verifySolution({
    ...decoded,
    deriveKey,
    hmacSignatureSecret: secrets.signature,
    hmacKeySignatureSecret: secrets.key,
  }).then(
    (result) => result.verified,
    () => false,
  );
  const validUntil = Number(decoded.challenge.parameters.data?.validUntil);
  if (!verified || !(validUntil > ctx.clock.now())) return false;
  const spent = await ctx.db
    .insertInto('spent_challenges')
    .values({ signature: decoded.challenge.signature as string, expires_at: new Date(validUntil) })
    .onConflict((oc) => oc.column('signature').doNothing())
    .returning('signature')
    .executeTakeFirst();
  return spent !== undefined;
}

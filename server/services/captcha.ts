// Captcha (E100, issue 17): after 3 failed logins from an address or for an account within 15 minutes, the
// token call wants a captcha. The server issues one (a key and an SVG image), keeps the answer server-side,
// single use, for 2 minutes; a wrong, stale or missing answer is E100 and counts as a failed login.
// The answers come from a CaptchaSource: random text by default; tests pass one whose answers they know
// (like the clock), so no route ever reveals an answer.
import { randomBytes, randomInt } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import { sql } from 'kysely';
import type { ServiceContext } from './context.ts';
import type { Attempt } from './login-lock.ts';

export const CAPTCHA_AFTER_FAILURES = 3;
export const CAPTCHA_WINDOW_MS = 15 * 60 * 1000;
export const CAPTCHA_LIFETIME_MS = 2 * 60 * 1000;

/** The next captcha's answer. */
export type CaptchaSource = () => string;

// No look-alikes (0/O, 1/l/I, 5/S, 2/Z): a person reading the image should not fail for the font's sake.
const ALPHABET = '346789ABCDEFGHJKMNPQRTUVWXYabcdefghjkmnpqrtuvwxy';
export const randomCaptchaText: CaptchaSource = () => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

// svg-captcha's module is itself the function that draws a given text (its typings only declare the rest).
const drawCaptcha = svgCaptcha as unknown as (text: string, options?: svgCaptcha.ConfigObject) => string;

export interface IssuedCaptcha {
  key: string;
  /** The image as a data: URL (SVG), ready for an <img>. */
  image: string;
}

export async function issueCaptcha(ctx: ServiceContext): Promise<IssuedCaptcha> {
  const answer = (ctx.captcha ?? randomCaptchaText)();
  const key = randomBytes(16).toString('base64url');
  const now = ctx.clock.now();
  // Stale ones go as new ones come: the table holds at most two minutes of captchas.
  await ctx.db.deleteFrom('captchas').where('expires_at', '<=', new Date(now)).execute();
  await ctx.db.insertInto('captchas').values({ key, answer, expires_at: new Date(now + CAPTCHA_LIFETIME_MS) }).execute();
  const svg = drawCaptcha(answer, { noise: 2, color: false, width: 150, height: 50 });
  return { key, image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** True when the address or the account has failed 3 times within 15 minutes. */
export async function captchaRequired(ctx: ServiceContext, attempt: Attempt): Promise<boolean> {
  const since = new Date(ctx.clock.now() - CAPTCHA_WINDOW_MS);
  const row = await ctx.db
    .selectFrom('login_events')
    .select(sql<number>`count(*)`.as('failures'))
    .where('outcome', '=', 'failure')
    .where('at', '>', since)
    .where((eb) => eb.or([eb('address', '=', attempt.address), eb.and([eb('site_pin', '=', attempt.pin), eb('username_key', '=', attempt.usernameKey)])]))
    .executeTakeFirst();
  return Number(row?.failures ?? 0) >= (ctx.limits?.captchaAfterFailures ?? CAPTCHA_AFTER_FAILURES);
}

/** Spends the captcha of `key` (whatever the answer: single use) and says whether `answer` was right in time. */
export async function captchaSolved(ctx: ServiceContext, key: string | undefined, answer: string | undefined): Promise<boolean> {
  if (!key || !answer) return false;
  const spent = await ctx.db.deleteFrom('captchas').where('key', '=', key).returning(['answer', 'expires_at']).executeTakeFirst();
  if (!spent || new Date(spent.expires_at).getTime() <= ctx.clock.now()) return false;
  return spent.answer.toLowerCase() === answer.trim().toLowerCase();
}

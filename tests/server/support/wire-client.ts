// A client that talks to a server over a real socket (not app.inject), the way the app does: what a broken
// connection, a torn answer or a dead server looks like to it is what it looks like to a player's phone.
import { DEMO_PASSWORD } from '../../../server/store/seed-demo.ts';

/** What came back: the HTTP status and the body's exact text, or nothing (the connection broke). */
export type WireAnswer = { kind: 'answer'; status: number; body: string } | { kind: 'broken'; reason: string };

export async function send(
  base: string,
  path: string,
  init: { method?: string; token?: string; json?: unknown; form?: Record<string, string> } = {},
): Promise<WireAnswer> {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let body: string | undefined;
  if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  } else if (init.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(init.form).toString();
  }
  try {
    // A generous bound: a loaded CI box may be slow, but a request that never ends is a broken one.
    const response = await fetch(`${base}${path}`, {
      method: init.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      signal: AbortSignal.timeout(60_000),
    });
    return { kind: 'answer', status: response.status, body: await response.text() };
  } catch (error) {
    return {
      kind: 'broken',
      reason: error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error),
    };
  }
}

/** Logs in over the wire (retrying broken connections) and returns the bearer token. */
export async function wireLogin(
  base: string,
  pin: string,
  username: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const answer = await send(base, '/masterapi/token', {
      form: { grant_type: 'password', username, password, client_id: pin, CaptchaKey: '', Captcha: '' },
    });
    if (answer.kind === 'broken') continue;
    const json = JSON.parse(answer.body) as { access_token?: string };
    if (json.access_token) return json.access_token;
    throw new Error(`login ${username} refused: ${answer.body}`);
  }
  throw new Error(`login ${username}: the connection broke 50 times`);
}

export interface BetRequest {
  userId: string;
  clientRef: string;
  betString: string;
}

/** One PostBet. */
export function postBet(base: string, token: string, bet: BetRequest): Promise<WireAnswer> {
  return send(base, '/FDAPI/Bet/PostBet', {
    token,
    json: { Currency: 'MYR', UserId: bet.userId, ClientRef: bet.clientRef, BetString: bet.betString },
  });
}

/** Whether an answer settles the bet one way or the other: a broken connection or a 409 ("still being placed") does not. */
export function isDefinitive(answer: WireAnswer): answer is Extract<WireAnswer, { kind: 'answer' }> {
  if (answer.kind === 'broken') return false;
  if (answer.status === 409) return false;
  // A torn answer can arrive as a short body on some stacks: only a whole JSON document counts.
  try {
    JSON.parse(answer.body);
    return true;
  } catch {
    return false;
  }
}

/** PostBet retried until definitive, as the app's outbox does. Returns the definitive answer and the tries. */
export async function postBetUntilDefinitive(
  base: string,
  token: string,
  bet: BetRequest,
  maxTries = 500,
): Promise<{ answer: Extract<WireAnswer, { kind: 'answer' }>; tries: number }> {
  for (let tries = 1; tries <= maxTries; tries++) {
    const answer = await postBet(base, token, bet);
    // A 409 says another request holds the claim: back off a little, as the app does, before asking again.
    const running = answer.kind === 'answer' && answer.status === 409;
    if (isDefinitive(answer)) return { answer, tries };
    if (running) await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${bet.clientRef}: no definitive answer after ${maxTries} tries`);
}

/** Runs `work` over `items` with at most `width` in flight. */
export async function inParallel<T, R>(
  items: readonly T[],
  width: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    for (let index = next++; index < items.length; index = next++)
      results[index] = await work(items[index] as T, index);
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
  return results;
}

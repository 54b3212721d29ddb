// What a user does again and again in the browser tests, and what the tests ask the server behind the
// app's back (the same public API, with a token of their own) to check that the app did the right thing.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

export const PASSWORD = 'Demo2026';

/** The demo sites' pin, the one the login screen offers. */
const DEMO_PIN = '8888';

/**
 * Logs in for a test whose subject is what comes after: a token from the token call, kept where the app
 * keeps its session (localStorage `session`, src/adapters/storage/local-session-store.ts), then /home/
 * opened, where the session guard restores it as after a reload, and waits for the balance. The login
 * screen's own page load and lazy chunks are left out (about a second of CPU per login, dozens per run);
 * the tests of signing in use `logInOnScreen`.
 */
export async function logIn(page: Page, base: string, username: string, password = PASSWORD): Promise<void> {
  const token = await tokenFor(base, username, password);
  // A small file of the app's origin (no app start), so that the session is written to that origin's storage.
  await page.goto(`${base}/favicon.svg`);
  const session = JSON.stringify({ Pin: DEMO_PIN, LoginId: username, AuthToken: token });
  await page.evaluate((value) => localStorage.setItem('session', value), session);
  await page.goto(`${base}/home/`);
  await page.waitForURL(/\/home\/$/, { timeout: 30_000 });
  await page.getByTestId('money-balance').waitFor({ timeout: 30_000 });
}

/** Logs in through the login screen and waits for the home screen's balance. */
export async function logInOnScreen(page: Page, base: string, username: string, password = PASSWORD): Promise<void> {
  await page.goto(`${base}/login/`);
  await fillLogin(page, username, password);
  await page.waitForURL(/\/home\/$/, { timeout: 30_000 });
  await page.getByTestId('money-balance').waitFor({ timeout: 30_000 });
}

export async function fillLogin(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('User name').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** A row of the sheet (each line is its own text box, labelled 'Line N'). */
export const row = (page: Page, line: number) => page.getByRole('textbox', { name: `Line ${line}`, exact: true });

/** Types a sheet row by row (the way a user fills rows, without the clipboard). */
export async function typeSheet(page: Page, lines: readonly string[]): Promise<void> {
  for (const [index, text] of lines.entries()) await row(page, index + 1).fill(text);
}

export async function waitForSheetStatus(page: Page, text: string): Promise<void> {
  await page.getByTestId('sheet-status').filter({ hasText: text }).waitFor({ timeout: 20_000 });
}

/** The balance the home header or the money figures show, as a number (units). */
export async function shownBalance(page: Page): Promise<number> {
  const text = await page.getByTestId('money-balance').locator('dd').textContent();
  return Number((text ?? '').replace(/[^\d.-]/g, ''));
}

/**
 * A token of the test's own, to ask the server what really happened. Use the operator (`admin`): a login
 * ends the account's other session, so a test must never log in as the user the browser is using.
 */
export async function apiToken(base: string, username: string): Promise<string> {
  return tokenFor(base, username, PASSWORD);
}

async function tokenFor(base: string, username: string, password: string): Promise<string> {
  const body = new URLSearchParams({ grant_type: 'password', username, password, client_id: DEMO_PIN });
  const answer = (await (await fetch(`${base}/masterapi/token`, { method: 'POST', body })).json()) as {
    access_token?: string;
  };
  expect(answer.access_token, `token for ${username}`).toBeTruthy();
  return answer.access_token as string;
}

/**
 * A MYR bet placed by `player` through the API (with a token of its own), as a test's setup: it must be
 * accepted (S100). `clientRef` must be new for each bet a test means to place.
 */
export async function placeBetByApi(base: string, player: string, sheet: string, clientRef: string): Promise<void> {
  const token = await apiToken(base, player);
  const answer = await fetch(`${base}/FDAPI/Bet/PostBet`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ Currency: 'MYR', UserId: player, ClientRef: clientRef, BetString: sheet }),
  });
  expect(((await answer.json()) as { status: string }).status).toBe('S100');
}

/** How many receipts (bets) the caller's reach has on the server, void ones included. */
export async function receiptCount(base: string, token: string): Promise<number> {
  const answer = await fetch(`${base}/FDAPI/Report/GetReceipts?Type=all&Page=1`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await answer.json()) as { status: string; data?: { total?: number } };
  expect(body.status).toBe('S100');
  return body.data?.total ?? -1;
}

/** A player's available credit on the server, in units, asked by an account above it. */
export async function serverBalance(base: string, token: string, player: string): Promise<number> {
  const answer = await fetch(`${base}/FDAPI/Player/GetPlayerBalance`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ Method: 'getbalance', UserId: player }),
  });
  const body = (await answer.json()) as { status: string; data?: { Balance?: number } };
  expect(body.status).toBe('S100');
  return body.data?.Balance ?? Number.NaN;
}

/**
 * Counts the page's requests to `path` as the browser sends them and as they end (answered, failed or
 * aborted). `allSettled` waits until every request sent so far has ended: what a test waits for before it
 * counts what the server recorded, instead of giving a late request time to arrive.
 */
export function countRequests(
  page: Page,
  path: string,
): { sent(): number; allSettled(timeout?: number): Promise<void> } {
  let sent = 0;
  let settled = 0;
  const ours = (request: { url(): string }) => new URL(request.url()).pathname === path;
  page.on('request', (request) => void (ours(request) && (sent += 1)));
  page.on('requestfinished', (request) => void (ours(request) && (settled += 1)));
  page.on('requestfailed', (request) => void (ours(request) && (settled += 1)));
  return {
    sent: () => sent,
    allSettled: (timeout = 20_000) => expect.poll(() => sent - settled, { timeout }).toBe(0),
  };
}

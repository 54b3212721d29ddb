// Helpers of the settings and back-office browser tests: the server's side of things (results, an
// account's figures) asked with a token of the test's own, and a language set before the app starts.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { drawTakesPlaceAt } from '../../src/core/domain/result-timing.ts';
import type { E2eApp } from './e2e-app.ts';
import { apiToken } from './flows.ts';

/** The app opens in `language` from the next page load on (it reads localStorage at start). */
export async function useLanguage(page: Page, language: string): Promise<void> {
  await page.evaluate((lang) => localStorage.setItem('language', lang), language);
}

/**
 * Publishes M's result for a date with `first` as the first prize (and 25 other distinct numbers), with the
 * server's clock at the draw's time (a result only after its draw), then back.
 */
export async function publishM(app: Pick<E2eApp, 'base' | 'at'>, drawDate: string, first: string): Promise<void> {
  await app.at(drawTakesPlaceAt('M', drawDate), () => publishMNow(app.base, drawDate, first));
}

async function publishMNow(base: string, drawDate: string, first: string): Promise<void> {
  const others = Array.from({ length: 60 }, (_, index) => String(5000 + index * 7).padStart(4, '0'))
    .filter((n) => n !== first)
    .slice(0, 25);
  const body = {
    drawType: 'M',
    drawDate,
    fourD: {
      first,
      second: others[0],
      third: others[1],
      starters: others.slice(2, 15),
      consolations: others.slice(15, 25),
    },
  };
  const token = await apiToken(base, 'admin');
  const answer = await fetch(`${base}/admin/results`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(((await answer.json()) as { status: string }).status).toBe('S100');
}

/** An account's summary as the operator reads it (GetDownlines names it). */
export async function summaryOf(
  base: string,
  userId: string,
): Promise<{ Commission: number; PositionTaking: number; AvailableCredit: number; CreditLimit: number }> {
  const token = await apiToken(base, 'admin');
  const answer = await fetch(`${base}/masterapi/Account/GetDownlines`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ UserId: userId }),
  });
  const body = (await answer.json()) as { status: string; data: { Agent: never } };
  expect(body.status).toBe('S100');
  return body.data.Agent;
}

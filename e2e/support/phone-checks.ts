// What every screen must pass on a phone, checked in one call: axe finds nothing, every control is a 44 px
// target, nothing is wider than the screen (no sideways scroll), and the screenshot is kept to be looked at.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './axe.ts';
import { screenshot } from './e2e-app.ts';
import { smallTargets } from './targets.ts';

export async function checkedOnPhone(page: Page, name: string): Promise<void> {
  expect(await axeViolations(page), name).toEqual([]);
  expect(await smallTargets(page), name).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), name).toBe(true);
  await screenshot(page, name);
}

// The two phone screens the player walk-through checks every item at: a tall one and a short one (an
// older, smaller phone, where a sheet 900 px tall was cut off).
import type { Page } from 'playwright-core';

export const PHONES = [
  { name: '390x844', width: 390, height: 844 },
  { name: '375x667', width: 375, height: 667 },
] as const;

export type Phone = (typeof PHONES)[number];

/** Whether an element's box lies entirely inside the viewport. */
export async function insideViewport(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const box = element.getBoundingClientRect();
      return box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth;
    });
}

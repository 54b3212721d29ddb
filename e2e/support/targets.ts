// Touch targets: every visible control a finger taps is at least 44 × 44 CSS px. A link inside
// running text is exempt (WCAG 2.5.8's inline exception); so are controls hidden or scrolled out of view.
import type { Page } from 'playwright-core';

export const MIN_TARGET_PX = 44;

/** The visible controls smaller than 44 px either way, as readable lines (empty when all are big enough). */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const controls = document.querySelectorAll<HTMLElement>(
      'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [tabindex]:not([tabindex="-1"])',
    );
    const small: string[] = [];
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(control).visibility === 'hidden') continue;
      if (control.tagName === 'A' && control.closest('p, li > span') !== null) continue;
      // A control inside a larger label or row counts that area (the tap lands on the label too).
      const area = control.closest('label')?.getBoundingClientRect() ?? box;
      if (Math.round(area.width) < min || Math.round(area.height) < min) {
        const name = control.getAttribute('aria-label') ?? control.textContent?.trim().slice(0, 30) ?? '';
        small.push(
          `${control.tagName.toLowerCase()}.${control.className} "${name}" ${Math.round(area.width)}×${Math.round(area.height)}`,
        );
      }
    }
    return small;
  }, MIN_TARGET_PX);
}

/** Whether the focused element shows a focus ring (an outline or a box shadow). */
export async function focusIsVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return false;
    const style = getComputedStyle(focused);
    return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
  });
}

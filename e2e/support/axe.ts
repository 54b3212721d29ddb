// Accessibility in every browser test: axe-core (through @axe-core/playwright) on the page as the user
// sees it. Serious and critical violations fail the test; minor ones are left to review.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The serious and critical axe violations on the page now, as readable lines (empty when clean). */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page: page as never })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // In the page itself: the default opens a blank page per check to merge the frames' results, and the
    // app's only frame is a third-party video. Only violations are reported in full: axe then skips building
    // a selector for every node that passed, which is most of a check's time on a long list.
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

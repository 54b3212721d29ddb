// Accessibility in every browser test: axe-core run in the page as the user sees it. Serious and critical
// violations fail the test; minor ones are left to review.
//
// axe-core is put into the page once per document (a page already checked keeps it) and run there directly:
// @axe-core/playwright injected its ~550 KB source into every frame and set it up again on every check,
// about two thirds of a check's time. The app's only frame is a third-party video, so the top document is
// what there is to check. Only violations are reported in full: axe then skips building a selector for
// every node that passed, which is most of a run's time on a long list.
import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** The rule sets every screen is held to. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type AxeWindow = { axe?: typeof axe };

/** The serious and critical axe violations on the page now, as readable lines (empty when clean). */
export async function axeViolations(page: Page): Promise<string[]> {
  // DevTools evaluation is not subject to the page's CSP, which allows no eval and no inline script.
  if (!(await page.evaluate(() => (window as AxeWindow).axe !== undefined))) await page.evaluate(axe.source);
  const results = await page.evaluate(
    (tags) =>
      (window as AxeWindow).axe!.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    TAGS,
  );
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

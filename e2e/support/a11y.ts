import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './test.js';

/** Every WCAG 2.0, 2.1 and 2.2 A and AA rule, and axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Runs axe-core on the page as it is now and fails on any violation, whatever its impact, naming
 * the rule, its impact and the elements.
 */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  // Every rule still runs and every violating node is reported; only the passes and the
  // incomplete results stop at their first node (axe-core's `resultTypes`), which they are
  // not read for here: the run takes less of each journey.
  await settleAnimations(page);
  const results = await new AxeBuilder({ page })
    .withTags(TAGS)
    .options({ resultTypes: ['violations'] })
    .analyze();
  // The newest axe-core rules, through the wrapper of the same minor version (no override needed on Node 24).
  expect(results.testEngine.version, 'axe-core version').toMatch(/^4\.14\./);
  const violations = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
  );
  expect(violations, 'accessibility violations').toEqual([]);
}

/**
 * Waits for the short animations running now (a notification fading in, a dialog sliding open):
 * axe measures the colours as painted, and a text at 20 % of its opacity fails the contrast rule
 * although the shopper reads it a fraction of a second later. Endless or paused ones (spinners,
 * a paused slider) are left alone, and no wait lasts over a second.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() => {
    const running = document
      .getAnimations()
      .filter(
        (animation) =>
          animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity,
      )
      .map((animation) => animation.finished.catch(() => undefined));
    return Promise.race([Promise.all(running), new Promise((resolve) => setTimeout(resolve, 1000))]);
  });
}

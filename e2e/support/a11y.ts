import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './test.js';

/**
 * Runs axe-core on the page as it is now (WCAG 2.1 A and AA rules) and fails on any serious or
 * critical violation, naming the rule and the elements.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
    );
  expect(serious, 'serious or critical accessibility violations').toEqual([]);
}

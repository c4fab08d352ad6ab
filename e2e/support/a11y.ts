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
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  // The wrapper pins its own axe-core range; the workspace overrides it with the newest rules.
  expect(results.testEngine.version, 'axe-core version').toMatch(/^4\.14\./);
  const violations = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
  );
  expect(violations, 'accessibility violations').toEqual([]);
}

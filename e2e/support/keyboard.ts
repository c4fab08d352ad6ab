import type { Locator, Page } from '@playwright/test';
import { expect } from './test.js';

/**
 * Presses Tab until the element has the focus, as a keyboard user would (inside a frame too: the
 * frame's own document then holds the focus).
 */
export async function tabTo(page: Page, target: Locator, most = 80): Promise<void> {
  for (let i = 0; i < most && !(await target.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/**
 * Presses Tab until the focus is inside the container: a radio group is one tab stop, on its
 * checked radio (or its first when none is), whichever that is.
 */
export async function tabInto(page: Page, container: Locator, most = 80): Promise<void> {
  const inside = () => container.evaluate((el) => el.contains(document.activeElement));
  for (let i = 0; i < most && !(await inside()); i++) await page.keyboard.press('Tab');
  expect(await inside()).toBe(true);
}

/** Moves through a radio group with the arrow keys to the radio, and checks it with Space. */
export async function arrowTo(page: Page, radio: Locator, most = 10): Promise<void> {
  for (let i = 0; i < most && !(await radio.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await expect(radio).toBeChecked();
}

/**
 * The keyboard alone, as a shopper without a mouse moves through the portal: Tab (or Shift+Tab) until
 * a control has the focus, arrows through a select's options, and where the focus is.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** Presses Tab (Shift+Tab with `backwards`) until `target` has the focus, at most `limit` times. */
export async function tabTo(page: Page, target: Locator, { limit = 60, backwards = false } = {}) {
  for (let press = 0; press < limit; press++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused({ timeout: 1 });
}

/** Tabs to `target` and presses `key` on it (Enter for buttons and links, Space for checkboxes). */
export async function press(page: Page, target: Locator, key: 'Enter' | 'Space' = 'Enter') {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

/**
 * Tabs to the native select `select` and moves with ArrowDown (ArrowUp when past it) until the option
 * labelled `label` is chosen: a closed select changes its value with the arrows in Chromium on Linux.
 */
export async function chooseOption(page: Page, select: Locator, label: string) {
  await tabTo(page, select);
  const chosen = () => select.evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.label);
  for (const key of ['ArrowDown', 'ArrowUp'] as const) {
    for (let step = 0; step < 60 && (await chosen()) !== label; step++) {
      const before = await select.evaluate((element: HTMLSelectElement) => element.selectedIndex);
      await page.keyboard.press(key);
      if ((await select.evaluate((element: HTMLSelectElement) => element.selectedIndex)) === before) break;
    }
  }
  expect(await chosen()).toBe(label);
}

/**
 * Checks the radio `target` of a radio group: Tab into the group (it lands on the checked radio, or on
 * the first with none checked), then the arrows until `target` is checked.
 */
export async function checkRadio(page: Page, group: Locator, target: Locator) {
  const radios = group.getByRole('radio');
  for (let press = 0; press < 60; press++) {
    const inGroup = await group.evaluate((element) => element.contains(document.activeElement));
    if (inGroup && (await radios.count())) break;
    await page.keyboard.press('Tab');
  }
  for (let step = 0; step < 12 && !(await target.isChecked()); step++) await page.keyboard.press('ArrowDown');
  await expect(target).toBeChecked();
  await expect(target).toBeFocused();
}

/** Expects the step's h1, named `name`, to have the focus (a screen reader then reads the new step). */
export async function expectHeadingFocused(page: Page, name: string | RegExp) {
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(name);
  await expect(heading).toBeFocused();
}

import type { Locator, Page } from 'playwright-core';

/**
 * Picks `option` of an antd Select (the form field labelled so, or its combobox) as a person
 * does: open it, click the option in that select's own list (another select's list may still
 * be fading out), and see it shown as chosen. On a loaded machine a click can be lost: the one
 * that opens the list when it lands as a dialog around it takes focus, the one on an option while
 * the list re-renders its rows; then it opens and picks again, as a person would.
 */
export async function chooseOption(page: Page, select: string | Locator, option: string): Promise<void> {
  const combobox = typeof select === 'string' ? page.getByLabel(select, { exact: true }) : select;
  const field = combobox.locator(`xpath=ancestor::*[contains(concat(' ', normalize-space(@class), ' '), ' ant-select ')][1]`);
  const chosen = field.filter({ hasText: option });
  for (let attempt = 1; ; attempt += 1) {
    try {
      await combobox.click();
      // The select names its list only once it has rendered it: read the name after it appears.
      await combobox.and(page.locator('[aria-controls]')).waitFor({ timeout: 10_000 });
      const list = await combobox.getAttribute('aria-controls');
      await page.locator(`.ant-select-dropdown:has([id="${list}"]) .ant-select-item-option[title="${option}"]`).click();
      await chosen.waitFor({ timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/** The form's field errors as shown. */
export const fieldErrors = (page: Page) => page.locator('.ant-form-item-explain-error').allInnerTexts();

/** Retries an assertion until it holds or 10 s pass (antd validates asynchronously). */
export async function eventually(assertion: () => Promise<void>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await assertion();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * An antd popup (a Select's list, a Dropdown's menu) once it stands still. It slides open, and a
 * click aimed at one of its items mid-motion landed on the page beneath on a loaded machine (its
 * target was <body>): a person clicks what stands still.
 */
export const settledPopup = (page: Page, popup: 'ant-select-dropdown' | 'ant-dropdown'): Locator => page.locator(`.${popup}:not([class*="slide-up"])`);

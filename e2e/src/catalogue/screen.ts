import type { Locator, Page } from 'playwright-core';

/** A toast (Mantine notification) or alert with this text; the newest when an older one is still shown. */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.getByRole('alert').filter({ hasText: text }).last();
}

/** A form box by its exact label; a required field's label ends in Mantine's ` *`. */
export function field(page: Page, label: string): Locator {
  const exact = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByLabel(new RegExp(`^${exact}( \\*)?$`));
}

/** The data table of a list screen, by its accessible name (the screen's title). */
export function table(page: Page, name: string): Locator {
  return page.getByRole('table', { name });
}

/** The data rows of a data table (not its loading or empty-state row). */
export function bodyRows(page: Page, name: string): Locator {
  return table(page, name).locator('tbody tr[data-row-id]');
}

/** Texts of one column (1-based) of the table body. */
export async function columnTexts(page: Page, name: string, column: number): Promise<string[]> {
  return bodyRows(page, name).evaluateAll(
    (rows, index) => rows.map((row) => row.querySelectorAll('td')[index - 1]?.textContent?.trim() ?? ''),
    column,
  );
}

/** Picks an option of a Mantine select by the select's label and the option's text. */
export async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

export const pathIs = (pathname: string | RegExp) => (url: URL) =>
  typeof pathname === 'string' ? url.pathname === pathname : pathname.test(url.pathname);

/** How long a check waits for the screen to catch up (a reload signs in again, lists load). */
export const SETTLE = { timeout: 15_000, interval: 100 } as const;

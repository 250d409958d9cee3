import type { Locator, Page } from 'playwright-core';

/** A valid 1×1 PNG: the server checks the type from the bytes. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The PNG as a file named `name`, for setInputFiles (no file on disk: none left behind). */
export const pngFile = (name = 'shelf.png') => ({ name, mimeType: 'image/png', buffer: PNG_BYTES });

/** The MUI select labelled `label` (its accessible name is the label, then the shown value). */
export const combobox = (page: Page, label: string) => page.getByRole('combobox', { name: new RegExp(`^${label}( |$)`) });

/** Picks `option` in the MUI select labelled `label`. */
export async function pick(page: Page, label: string, option: string): Promise<void> {
  await combobox(page, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The option names of the MUI select labelled `label` (the list is closed again). */
export async function optionsOf(page: Page, label: string): Promise<string[]> {
  await combobox(page, label).click();
  const listbox = page.getByRole('listbox');
  await listbox.waitFor();
  const names = (await listbox.getByRole('option').allTextContents()).map((s) => s.trim());
  await page.keyboard.press('Escape');
  await listbox.waitFor({ state: 'detached' });
  return names;
}

/** The text the MUI select labelled `label` shows. */
export async function selectedText(page: Page, label: string): Promise<string> {
  return ((await combobox(page, label).textContent()) ?? '').replace(/\u200b/g, '').trim();
}

/** The notification bar (or any alert) showing `text`. */
export const alertWith = (scope: Page | Locator, text: string) => scope.getByRole('alert').filter({ hasText: text });

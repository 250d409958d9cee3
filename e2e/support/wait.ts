import type { Locator, Page, Response } from 'playwright-core';

/**
 * Waits of the browser suite. Each waits for the event a step needs, the answer of an API call or
 * an element in a given state, with Playwright's own waiting (bounded by the page's timeout,
 * support/browser.ts), never for a fixed window of our own: on a loaded machine a save followed by
 * a list reload may take seconds, and the test goes on the moment it is done.
 */

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Text matching as Playwright's: whitespace is normalised, so `exactly` allows it around. */
const exactly = (text: string) => new RegExp(`^\\s*${escape(text)}\\s*$`);

/**
 * The answer to the next API call `METHOD /path` (the path below /api/v1, `:name` for any
 * segment), with these query parameters when given. Start waiting before the action that sends it.
 * Only for a call that will be sent: a list the page loaded moments ago comes back from the web
 * app's cache (30 s) without a request, so wait for its element instead.
 */
export function apiResponse(page: Page, call: string, params: Record<string, string> = {}): Promise<Response> {
  const [method, path] = call.split(' ');
  const pattern = new RegExp(`^/api/v1${path.replace(/:\w+/g, '[^/]+')}$`);
  return page.waitForResponse((res) => {
    const url = new URL(res.url());
    return (
      res.request().method() === method &&
      pattern.test(url.pathname) &&
      Object.entries(params).every(([key, value]) => url.searchParams.get(key) === value)
    );
  });
}

/** Runs `action` and waits for the answer to the API call it sends (see apiResponse). */
export async function answered(
  page: Page,
  call: string,
  action: () => Promise<unknown>,
  params?: Record<string, string>,
): Promise<Response> {
  const [response] = await Promise.all([apiResponse(page, call, params), action()]);
  return response;
}

/** An element of the locator is shown. */
export const shown = (locator: Locator) => locator.first().waitFor({ state: 'visible' });

/**
 * The page's zero-delay timers set so far have run. A keyboard drag (dnd-kit's KeyboardSensor)
 * starts listening for the arrow keys in such a timer once the key that lifts has been handled;
 * Chrome runs input before timers, so on a loaded machine an arrow pressed straight after the lift
 * can arrive first and move nothing.
 */
export const timersRun = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve)));

/** No element of the locator is shown (hidden, or none there). */
export const hidden = (locator: Locator) => locator.filter({ visible: true }).first().waitFor({ state: 'detached' });

/** The element's text is `text` (a string, whole) or matches `text` (a RegExp). */
export const hasText = (locator: Locator, text: string | RegExp) =>
  locator
    .filter({ hasText: typeof text === 'string' ? exactly(text) : text })
    .first()
    .waitFor();

/** The element's text contains `text`. */
export const containsText = (locator: Locator, text: string) =>
  locator
    .filter({ hasText: new RegExp(escape(text)) })
    .first()
    .waitFor();

/** The element is there and its text does not contain `text`. */
export const lacksText = (locator: Locator, text: string) =>
  locator
    .filter({ hasNotText: new RegExp(escape(text)) })
    .first()
    .waitFor();

/** Exactly `count` elements match (for a list that has finished loading). */
export async function hasCount(locator: Locator, count: number): Promise<void> {
  if (count > 0) await locator.nth(count - 1).waitFor({ state: 'attached' });
  await locator.nth(count).waitFor({ state: 'detached' });
}

/** The input's value is `value`: a form that loads its record fills it once the answer is in. */
export async function hasValue(locator: Locator, value: string): Promise<void> {
  await locator
    .page()
    .waitForFunction(([input, expected]) => (input as HTMLInputElement).value === expected, [
      await locator.elementHandle(),
      value,
    ] as const);
}

/** Rows have loaded and every one of them contains `text`. */
export async function allContain(rows: Locator, text: string): Promise<void> {
  await rows.first().waitFor({ state: 'attached' });
  await rows
    .filter({ hasNotText: new RegExp(escape(text)) })
    .first()
    .waitFor({ state: 'detached' });
}

/** The helper text under the form field labelled `label` (MUI's FormHelperText), e.g. its error. */
export const helperText = (page: Page, label: string) =>
  page
    .locator('.MuiFormControl-root', { has: page.getByRole('textbox', { name: new RegExp(`^${escape(label)}`) }) })
    .locator('.MuiFormHelperText-root');

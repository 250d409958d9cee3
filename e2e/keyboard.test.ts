import type { Lookup, Objective } from '@fieldops/contract';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, type UserApi } from './support/admin-api.js';
import { DEMO, launchBrowser, newPage, signIn } from './support/browser.js';
import { dateField, hasDate, typeDateHere } from './support/date-field.js';
import { answered, hasCount, hasText, hidden, shown, timersRun } from './support/wait.js';

/**
 * The keyboard paths of issue 13: every step below is a key press (page.keyboard). A locator's
 * focus() only puts the focus where a path starts, as a Tab from the page's top would.
 */

const stamp = Date.now();
let browser: Browser;
let context: BrowserContext;
let page: Page;
let admin: UserApi;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await apiAs(DEMO.admin);
  // One admin page for the whole file.
  ({ context, page } = await newPage(browser, { locale: 'en-US' }));
  await signIn(page, DEMO.admin);
});
afterAll(async () => {
  await context?.close();
});

/** The focus is on `locator`'s element. */
const hasFocus = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);
const isFocused = (locator: Locator) => expect.poll(() => hasFocus(locator)).toBe(true);

/** Presses Tab (Shift+Tab) until the focus is on `target`; fails past `max` presses. */
async function tabTo(target: Locator, { back = false, max = 40 } = {}) {
  await target.waitFor();
  for (let i = 0; i < max; i++) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await isFocused(target);
}

/** The focus is inside `locator`'s element (a date field's group: on one of its sections). */
const isFocusedWithin = (locator: Locator) => expect.poll(() => locator.evaluate((el) => el.contains(document.activeElement))).toBe(true);

/** The national dashboard's donut carousel, a slide per region (one shown on a desk), once started: Next enabled. */
async function nationalCarousel() {
  await answered(page, 'GET /dashboard_data', () => page.goto('/dashboard'));
  const carousel = page.getByRole('group', { name: 'National', exact: true });
  const next = carousel.getByRole('button', { name: 'Next' });
  await expect.poll(() => next.isEnabled()).toBe(true);
  return {
    carousel,
    slide: (name: string) => carousel.getByRole('group', { name, exact: true }),
    previous: carousel.getByRole('button', { name: 'Previous' }),
    next,
  };
}

/**
 * The focus is inside `slide` of `carousel`, drawn between its Previous and Next buttons, where the
 * slides show (once the carousel has stopped moving).
 */
async function isFocusedInView(carousel: Locator, slide: Locator) {
  await isFocusedWithin(slide);
  const box = async (locator: Locator) => (await locator.boundingBox())!;
  const between = async () => {
    const [previous, focused, next] = await Promise.all([
      box(carousel.getByRole('button', { name: 'Previous' })),
      box(page.locator(':focus')),
      box(carousel.getByRole('button', { name: 'Next' })),
    ]);
    return previous.x + previous.width <= focused.x && focused.x + focused.width <= next.x;
  };
  await expect.poll(between).toBe(true);
}

/** The date field's calendar button, which comes after its sections. */
const calendarButton = (scope: Locator) => scope.getByRole('button', { name: /^Choose date/ });

const status = (text: string) => page.getByRole('status').filter({ hasText: text });
const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });

describe('keyboard paths', () => {
  it('reorders form fields with the move buttons and by keyboard drag, and saves that order', async () => {
    const [type] = await admin.call<Lookup[]>('GET', '/objective_types');
    const [brand] = await admin.call<Lookup[]>('GET', '/brand?perPage=100&sort=name');
    const objective = await admin.call<{ id: number }>('POST', '/objective', {
      title: `E2E keyboard form ${stamp}`,
      objectiveTypeID: type?.id,
      brandID: brand?.id,
      isCustom: 1,
      dueDate: `${new Date().getFullYear() + 1}-01-20`,
    });
    await page.goto(`/objective/formbuilder/${objective.id}`);
    const cards = page.getByTestId('form-field');
    const labels = async () => (await cards.getByTestId('field-label').allTextContents()).map((l) => l.replace(/ \*$/, ''));

    // The palette's items are buttons: Enter adds one.
    await button(page, 'Add Short Text').focus();
    await page.keyboard.press('Enter');
    await tabTo(button(page, 'Add Yes/No'));
    await page.keyboard.press('Enter');
    await tabTo(button(page, 'Add Number'));
    await page.keyboard.press('Enter');
    await hasCount(cards, 3);
    expect(await labels()).toEqual(['Short Text', 'Yes/No', 'Number']);

    // Move down twice: the focus stays on the button, then passes to Move up at the bottom.
    await tabTo(button(page, 'Move down Short Text'), { back: true, max: 80 });
    await page.keyboard.press('Enter');
    await shown(status('Short Text is now at position 2 of 3.'));
    expect(await labels()).toEqual(['Yes/No', 'Short Text', 'Number']);
    await isFocused(button(page, 'Move down Short Text'));
    await page.keyboard.press('Enter');
    await shown(status('Short Text is now at position 3 of 3.'));
    expect(await labels()).toEqual(['Yes/No', 'Number', 'Short Text']);
    await isFocused(button(page, 'Move up Short Text'));

    // The drag handle by keyboard: Space lifts, ArrowDown moves, Space drops; each step is told.
    await tabTo(button(page, 'Move Yes/No'), { back: true, max: 80 });
    await page.keyboard.press('Space');
    await shown(status('Yes/No is over position 1 of 3.'));
    await timersRun(page);
    await page.keyboard.press('ArrowDown');
    await shown(status('Yes/No is over position 2 of 3.'));
    await page.keyboard.press('Space');
    await shown(status('Yes/No was dropped at position 2 of 3.'));
    await expect.poll(labels).toEqual(['Number', 'Yes/No', 'Short Text']);

    await tabTo(button(page, 'Create'), { max: 80 });
    const saved = await answered(page, 'POST /objective/:id/multiFields', () => page.keyboard.press('Enter'));
    expect(saved.status()).toBe(201);
    const stored = await admin.call<Objective>('GET', `/objective/${objective.id}`);
    expect(stored.fields.map((f) => f.label)).toEqual(['Number', 'Yes/No', 'Short Text']);
  });

  it('adds a calendar entry, opens it, closes it with focus back on it, and moves it by its date field', async () => {
    // A weekend of this month (the demo schedule fills weekdays): its first Saturday and the Sunday after.
    const now = new Date();
    const firstSaturday = 1 + ((6 - new Date(now.getFullYear(), now.getMonth(), 1).getDay() + 7) % 7);
    const iso = (date: number) => `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
    const saturday = iso(firstSaturday);
    const sunday = iso(firstSaturday + 1);
    const cell = (day: string) => page.locator(`td.fc-daygrid-day[data-date="${day}"]`);
    const title = 'Time Off — Riley Fraser';
    const notes = `E2E keyboard ${stamp}`;

    await answered(page, 'GET /schedule', () => page.goto('/schedule'));
    const add = page.getByRole('button', { name: 'Add entry' });
    await add.focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('dialog', { name: 'New entry' });
    await shown(form);
    await isFocused(form.getByRole('combobox', { name: 'Type' }));
    // Escape closes the dialog, and the focus is back on the button that opened it.
    await page.keyboard.press('Escape');
    await hidden(form);
    await isFocused(add);

    await page.keyboard.press('Enter');
    await isFocused(form.getByRole('combobox', { name: 'Type' }));
    await page.keyboard.press('Shift+Tab');
    const repField = form.getByRole('combobox', { name: /^Rep/ });
    await isFocused(repField);
    await page.keyboard.type('Riley');
    // Enter with no user highlighted in the open list (none is, just after typing) picks nobody and
    // does not send the form: it stays open, with no 'missing fields' alert over it (checked once
    // Riley is picked below).
    await page.keyboard.press('Enter');
    // ArrowDown until the option the field highlights (its aria-activedescendant) is Riley's, then
    // Enter, until the field holds Riley: the list of a shorter search ('Ri': five reps, Riley among
    // them) can still be showing, and its answer for 'Riley' can replace it under the key. (The
    // second copies of options that CI runs found here were a wider search's namesakes left in the
    // list, options keyed by name; messages.test.ts covers the fix.)
    const highlighted = async () => {
      const id = await repField.getAttribute('aria-activedescendant');
      return id ? page.evaluate((optionId) => document.getElementById(optionId)?.textContent ?? '', id) : '';
    };
    await expect
      .poll(
        async () => {
          if (/Riley Fraser/.test(await repField.inputValue())) return repField.inputValue();
          await page.keyboard.press((await highlighted()).includes('Riley Fraser') ? 'Enter' : 'ArrowDown');
          return repField.inputValue();
        },
        { interval: 250 },
      )
      .toMatch(/Riley Fraser/);
    // The entry's dialog is the only one, not hidden behind the 'missing fields' alert.
    await shown(form);
    await hasCount(page.getByRole('dialog'), 1);
    // Backwards, the date field's calendar button comes first, then its sections.
    await page.keyboard.press('Shift+Tab');
    await isFocused(calendarButton(form));
    await page.keyboard.press('Shift+Tab');
    await isFocusedWithin(dateField(form, 'Date'));
    await typeDateHere(dateField(form, 'Date'), saturday);
    await hasDate(dateField(form, 'Date'), saturday);
    await tabTo(form.getByRole('combobox', { name: 'Type' }));
    await page.keyboard.press('ArrowDown');
    await shown(page.getByRole('option', { name: 'Time Off', exact: true }));
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await shown(form.getByRole('combobox', { name: 'Type' }).filter({ hasText: 'Time Off' }));
    await page.keyboard.press('Tab');
    await isFocused(form.getByLabel('Notes'));
    await page.keyboard.type(notes);
    await tabTo(button(form, 'Save'));
    const created = await answered(page, 'POST /schedule', () => page.keyboard.press('Enter'));
    expect(created.status()).toBe(201);
    const entry = ((await created.json()) as { data: { id: number; date: string; user: { id: number } } }).data;
    expect(entry.date).toBe(saturday);

    try {
      // Entries are buttons: the focus reaches one, Enter opens its details, Escape gives the focus back.
      const event = cell(saturday).getByRole('button', { name: title });
      await event.focus();
      await page.keyboard.press('Enter');
      const details = page.getByRole('dialog', { name: 'Event details' });
      await shown(details.getByText(notes));
      await page.keyboard.press('Escape');
      await hidden(details);
      await isFocused(event);

      // Moved by keyboard: details, Edit, the date field, Save.
      await page.keyboard.press('Enter');
      await shown(details.getByText(notes));
      await tabTo(button(details, 'Edit'));
      await page.keyboard.press('Enter');
      const edit = page.getByRole('dialog', { name: 'Edit entry' });
      await isFocused(edit.getByRole('combobox', { name: 'Type' }));
      await tabTo(calendarButton(edit), { back: true });
      await page.keyboard.press('Shift+Tab');
      await isFocusedWithin(dateField(edit, 'Date'));
      await typeDateHere(dateField(edit, 'Date'), sunday);
      await hasDate(dateField(edit, 'Date'), sunday);
      await tabTo(button(edit, 'Save'));
      const moved = await answered(page, 'PUT /schedule/:id', () => page.keyboard.press('Enter'));
      expect(moved.status()).toBe(200);
      await shown(cell(sunday).getByRole('button', { name: title }));
      await hidden(cell(saturday).getByRole('button', { name: title }));
      const stored = await admin.call<{ id: number }[]>('GET', `/schedule/user/${entry.user.id}?start=${sunday}&end=${sunday}`);
      expect(stored.map((e) => e.id)).toContain(entry.id);
    } finally {
      await admin.call('DELETE', `/schedule/${entry.id}`);
    }
  });

  it('skips the top bar and the menu with the first Tab: Skip to content, then Enter', async () => {
    await page.goto('/store');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    const main = page.getByRole('main');
    await skip.waitFor({ state: 'attached' });
    // Out of sight until it has the focus.
    expect((await skip.boundingBox())?.width).toBeLessThanOrEqual(1);
    await page.keyboard.press('Tab');
    await isFocused(skip);
    expect((await skip.boundingBox())?.width).toBeGreaterThan(1);
    await page.keyboard.press('Enter');
    await isFocused(main);
    expect(new URL(page.url()).pathname).toBe('/store');
    // The next Tab is in the page, past the top bar and the menu's links.
    await page.keyboard.press('Tab');
    expect(await main.evaluate((el) => el !== document.activeElement && el.contains(document.activeElement))).toBe(true);
  });

  it.each(['/store', '/news', '/playbooks'])(
    'on %s, cancelling a delete by Escape or Cancel gives the focus back to the Delete button',
    async (path) => {
      await page.goto(path);
      const remove = page
        .getByRole('table')
        .getByRole('button', { name: /^Delete / })
        .first();
      await remove.focus();
      // The same element all along: the rows keep their cells while the dialog is open.
      await remove.evaluate((el) => el.setAttribute('data-e2e-opener', ''));
      const opener = page.locator('[data-e2e-opener]');
      const dialog = page.getByRole('dialog');

      await page.keyboard.press('Enter');
      await isFocused(button(dialog, 'Cancel'));
      await page.keyboard.press('Escape');
      await hidden(dialog);
      await isFocused(opener);

      await page.keyboard.press('Enter');
      await isFocused(button(dialog, 'Cancel'));
      await page.keyboard.press('Enter');
      await hidden(dialog);
      await isFocused(opener);
    },
  );

  it("on /objective, cancelling a delete from a row's Actions menu gives the focus back to the menu's button", async () => {
    await page.goto('/objective');
    const actions = page
      .getByRole('table')
      .getByRole('button', { name: /^Actions for / })
      .first();
    await actions.focus();
    await actions.evaluate((el) => el.setAttribute('data-e2e-opener', ''));
    const opener = page.locator('[data-e2e-opener]');
    const dialog = page.getByRole('dialog', { name: 'Do you want to delete this objective?' });

    await page.keyboard.press('Enter');
    const remove = page.getByRole('menuitem', { name: 'Delete' });
    await shown(remove);
    await expect
      .poll(async () => {
        if (!(await hasFocus(remove))) await page.keyboard.press('ArrowUp');
        return hasFocus(remove);
      })
      .toBe(true);
    await page.keyboard.press('Enter');
    await isFocused(button(dialog, 'Cancel'));
    await page.keyboard.press('Escape');
    await hidden(dialog);
    await isFocused(opener);
  });

  it("opens a day's '+N more' popover by keyboard: the focus goes into it, stays in it, and back to the link on Escape or Close", async () => {
    await answered(page, 'GET /schedule', () => page.goto('/schedule'));
    const more = page.locator('.fc-daygrid-day .fc-more-link').first();
    const popover = page.locator('.fc-popover');
    const focusInPopover = () => popover.evaluate((el) => el.contains(document.activeElement) && document.activeElement !== el);

    await more.focus();
    await page.keyboard.press('Enter');
    await shown(popover);
    expect(await popover.getAttribute('role')).toBe('dialog');
    // On its first entry, not left on the link with the entries a hundred Tabs away.
    await expect.poll(() => popover.evaluate((el) => el.querySelector('.fc-event') === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await hidden(popover);
    await isFocused(more);

    await page.keyboard.press('Enter');
    await shown(popover);
    await expect.poll(focusInPopover).toBe(true);
    // Tab goes round its entries and Close, never out to the rest of the page.
    const controls = (await popover.locator('.fc-event').count()) + 1;
    for (let i = 0; i <= controls; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInPopover()).toBe(true);
    }
    await tabTo(button(popover, 'Close'), { back: true });
    await page.keyboard.press('Enter');
    await hidden(popover);
    await isFocused(more);
  });

  it('goes through the donut carousel with its buttons and the arrow keys', async () => {
    await answered(page, 'GET /dashboard_data', () => page.goto('/dashboard'));
    const carousel = page.getByRole('group', { name: 'National', exact: true });
    await shown(carousel.getByRole('group', { name: '1 of 7', exact: true }));
    const previous = carousel.getByRole('button', { name: 'Previous' });
    const next = carousel.getByRole('button', { name: 'Next' });
    expect(await previous.isDisabled()).toBe(true);

    await next.focus();
    await page.keyboard.press('Enter');
    await shown(status('Showing 2 of 7'));
    await page.keyboard.press('ArrowRight');
    await shown(status('Showing 3 of 7'));
    await page.keyboard.press('ArrowLeft');
    await shown(status('Showing 2 of 7'));
    // At the end Next is disabled, and the focus goes to Previous instead of being lost.
    await page.keyboard.press('End');
    await shown(status('Showing 7 of 7'));
    await expect.poll(() => next.isDisabled()).toBe(true);
    await isFocused(previous);
    await page.keyboard.press('Home');
    await shown(status('Showing 1 of 7'));
    await isFocused(next);
    expect(await previous.isDisabled()).toBe(true);
  });

  it("moves the donut carousel's focus with the slide the arrow keys bring into view, and Enter opens that one", async () => {
    const { carousel, slide } = await nationalCarousel();
    await slide('1 of 7').getByRole('link').focus();

    await page.keyboard.press('ArrowRight');
    await shown(status('Showing 2 of 7'));
    await isFocusedInView(carousel, slide('2 of 7'));
    await page.keyboard.press('ArrowRight');
    await shown(status('Showing 3 of 7'));
    await isFocusedInView(carousel, slide('3 of 7'));
    await page.keyboard.press('End');
    await shown(status('Showing 7 of 7'));
    await isFocusedInView(carousel, slide('7 of 7'));
    const shownRegion = (await slide('7 of 7').getByRole('link').getAttribute('href'))!;
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${shownRegion}`);
  });

  it("reaches Next from the donut carousel's slide with Tab and Previous with Shift+Tab, past no hidden slide, and they move it", async () => {
    const { carousel, slide, previous, next } = await nationalCarousel();
    await slide('1 of 7').getByRole('link').focus();

    await page.keyboard.press('Tab');
    await isFocused(next);
    await page.keyboard.press('Enter');
    await shown(status('Showing 2 of 7'));
    await page.keyboard.press('Enter');
    await shown(status('Showing 3 of 7'));
    await page.keyboard.press('Shift+Tab');
    await isFocusedInView(carousel, slide('3 of 7'));
    await page.keyboard.press('Shift+Tab');
    await isFocused(previous);
    await page.keyboard.press('Enter');
    await shown(status('Showing 2 of 7'));
    await isFocused(previous);
  });

  it("keeps a carousel's last page while Tab goes from one slide shown to the next", async () => {
    // District 101 has four territories, three to a page: the last page shows slides 2 to 4.
    await answered(page, 'GET /dashboard_data', () => page.goto('/dashboard/ds/101/2'));
    const carousel = page.locator('[aria-roledescription="carousel"]');
    const next = carousel.getByRole('button', { name: 'Next' });
    const slide = (name: string) => carousel.getByRole('group', { name, exact: true });
    await expect.poll(() => next.isEnabled()).toBe(true);
    await next.click();
    await shown(status('Showing 2 to 4 of 4'));
    await slide('2 of 4').getByRole('link').focus();

    await page.keyboard.press('Tab');
    await isFocusedInView(carousel, slide('3 of 4'));
    await page.keyboard.press('Tab');
    await isFocusedInView(carousel, slide('4 of 4'));
    await hidden(status('Showing 1 to 3 of 4'));
  });

  it('opens a top-bar menu, moves in it with the arrow keys, closes it with Escape and picks an item', async () => {
    const bell = page.getByRole('button', { name: 'Notifications' });
    expect(await bell.getAttribute('aria-haspopup')).toBe('dialog');
    await bell.focus();
    await page.keyboard.press('Enter');
    await shown(page.getByRole('dialog', { name: 'Notifications' }).getByRole('heading', { name: 'Notifications', level: 2 }));
    await page.keyboard.press('Escape');
    await hidden(page.getByRole('heading', { name: 'Notifications', level: 2 }));
    await isFocused(bell);

    const messages = page.getByRole('button', { name: 'Open messages' });
    expect(await messages.getAttribute('aria-haspopup')).toBe('dialog');
    await messages.focus();
    await page.keyboard.press('Enter');
    const compose = page.getByRole('dialog', { name: 'Messages' }).getByRole('link', { name: 'Compose message' });
    await shown(compose);
    await page.keyboard.press('ArrowDown');
    await isFocused(compose);
    // Up from the first item wraps to the last, and Down comes back round to the first.
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowDown');
    await isFocused(compose);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/message/compose');
  });

  it("shows an icon button's hint while the keyboard's focus or the mouse is on it; Escape dismisses it", async () => {
    const hint = page.getByRole('tooltip');
    const messages = page.getByRole('button', { name: 'Open messages' });
    await tabTo(messages);
    await hasText(hint, /^Messages$/);
    // The next button's hint takes its place.
    await page.keyboard.press('Tab');
    await isFocused(page.getByRole('button', { name: 'Notifications' }));
    await hasText(hint, /^Notifications$/);
    await page.keyboard.press('Escape');
    await hidden(hint);
    await isFocused(page.getByRole('button', { name: 'Notifications' }));
    await page.keyboard.press('Shift+Tab');
    await hasText(hint, /^Messages$/);

    // The mouse: the hint stays while the pointer moves onto it, and goes once it has left both.
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await hidden(hint);
    await messages.hover();
    await hasText(hint, /^Messages$/);
    await hint.hover();
    await hasText(hint, /^Messages$/);
    await page.mouse.move(5, 300);
    await hidden(hint);
  });
});

import type { Browser, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs, type UserApi } from './support/admin-api.js';
import { DEMO, launchBrowser, pageAs } from './support/browser.js';
import { dateField, hasDate } from './support/date-field.js';
import { answered, apiResponse, hasCount, hidden, shown } from './support/wait.js';

interface Entry {
  id: number;
  date: string;
}

const stamp = Date.now();
let browser: Browser;
let rep: UserApi;

/** A day of the week shown first (the calendar opens on this month, whose grid always holds this week). */
function dayOfThisWeek(weekday: number): string {
  const today = new Date();
  const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() - today.getDay() + weekday);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}
/** Weekend days: the demo schedule fills weekdays only, so these cells start empty. */
const saturday = dayOfThisWeek(6);
const sunday = dayOfThisWeek(0);

beforeAll(async () => {
  browser = await launchBrowser();
  rep = await apiAs(DEMO.fsr);
});

const cell = (page: Page, day: string) => page.locator(`td.fc-daygrid-day[data-date="${day}"]`);
const event = (scope: Page | Locator, title: string) => scope.locator('.fc-event').filter({ hasText: title });

/** Opens the schedule as the demo rep, on their district's calendar; the rep's page. */
async function openSchedule(): Promise<Page> {
  const { page } = await pageAs(browser, DEMO.fsr);
  await answered(page, 'GET /district/:id/schedule', () => page.goto('/schedule'));
  await shown(page.getByRole('heading', { name: 'Schedule', level: 1 }));
  return page;
}

/** Drags an event onto a day cell with the mouse, as FullCalendar's pointer dragging expects. */
async function drag(page: Page, from: Locator, to: Locator) {
  const start = (await from.boundingBox())!;
  const end = (await to.boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 10, start.y + start.height / 2 + 10, { steps: 5 });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 15 });
  await page.mouse.up();
}

describe('schedule', () => {
  it('shows the legend and the district, switches views, adds, opens, moves and deletes an entry', async () => {
    const page = await openSchedule();
    const legend = page.getByRole('region', { name: 'Schedule types' });
    await hasCount(legend.getByRole('listitem'), 5);
    expect(await legend.getByRole('listitem').allTextContents()).toEqual(['Store Visit', 'Meeting', 'Office Day', 'Training', 'Time Off']);
    await shown(page.getByRole('combobox', { name: 'District' }).filter({ hasText: 'Ottawa Valley' }));
    await shown(page.locator('.fc-event').first());

    for (const [button, view] of [
      ['Week', 'dayGridWeek'],
      ['Day', 'dayGridDay'],
      ['List', 'listWeek'],
      ['Month', 'dayGridMonth'],
    ] as const) {
      await page.getByRole('button', { name: button, exact: true }).click();
      await shown(page.locator(`.fc-${view}-view`));
    }

    const title = 'Meeting — Riley Fraser';
    const notes = `E2E plan ${stamp}`;
    await cell(page, saturday).click({ position: { x: 8, y: 8 } });
    const form = page.getByRole('dialog', { name: 'New entry' });
    await hasDate(dateField(form, 'Date'), saturday);
    await form.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Meeting', exact: true }).click();
    // The notes say how much of their 1000 characters is used; a longer paste is kept whole, marked
    // and refused on Save, for the writer to shorten (not cut unseen).
    await form.getByLabel('Notes').fill('x'.repeat(1200));
    await shown(form.getByText('1200 / 1000', { exact: true }));
    expect(await form.getByLabel('Notes').getAttribute('aria-invalid')).toBe('true');
    await form.getByRole('button', { name: 'Save' }).click();
    await shown(form.getByText('At most 1000 characters', { exact: true }));
    expect(await form.getByLabel('Notes').inputValue()).toHaveLength(1200);
    await form.getByLabel('Notes').fill(notes);
    await shown(form.getByText(`${notes.length} / 1000`, { exact: true }));
    const created = await answered(page, 'POST /schedule', () => form.getByRole('button', { name: 'Save' }).click());
    expect(created.status()).toBe(201);
    const entry = ((await created.json()) as { data: Entry }).data;
    await shown(page.getByRole('alert').filter({ hasText: 'The record has been created' }));
    await shown(event(cell(page, saturday), title));

    await event(cell(page, saturday), title).click();
    const details = page.getByRole('dialog', { name: 'Event details' });
    await shown(details.getByText(title));
    await shown(details.getByText(notes));
    await details.getByRole('button', { name: 'Close' }).click();
    await hidden(details);

    const moved = await answered(page, 'PUT /schedule/:id', () => drag(page, event(cell(page, saturday), title), cell(page, sunday)));
    expect(moved.status()).toBe(200);
    await shown(event(cell(page, sunday), title));
    expect((await rep.call<Entry[]>('GET', `/schedule/user/${rep.userID}?start=${sunday}&end=${sunday}`)).map((e) => e.id)).toContain(
      entry.id,
    );

    await event(cell(page, sunday), title).click();
    await details.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Do you want to delete this record?' });
    await answered(page, 'DELETE /schedule/:id', () => confirm.getByRole('button', { name: 'Yes, delete it!' }).click());
    await shown(page.getByRole('alert').filter({ hasText: 'The record has been deleted.' }));
    await hidden(event(cell(page, sunday), title));
  });

  it('a move the server refuses is not made, and its error is shown', async () => {
    const notes = `E2E gone ${stamp}`;
    const entry = await rep.call<Entry>('POST', '/schedule', { date: saturday, scheduleTypeID: 4, notes });
    const page = await openSchedule();
    const title = 'Training — Riley Fraser';
    await shown(event(cell(page, saturday), title));
    // Deleted elsewhere (another tab, the phone) after the page loaded it.
    await rep.call('DELETE', `/schedule/${entry.id}`);
    const refused = await answered(page, 'PUT /schedule/:id', () => drag(page, event(cell(page, saturday), title), cell(page, sunday)));
    expect(refused.status()).toBe(404);
    const error = page.getByRole('dialog').filter({ hasText: 'Schedule entry not found.' });
    await shown(error);
    await error.getByRole('button', { name: 'OK' }).click();
    // Not moved; and the calendar, reloaded, no longer shows what the server no longer has.
    await hidden(event(cell(page, sunday), title));
    await hidden(event(cell(page, saturday), title));
  });

  it('a move of an entry changed elsewhere meanwhile is refused, and the calendar shows the change', async () => {
    const notes = `E2E changed ${stamp}`;
    const entry = await rep.call<Entry>('POST', '/schedule', { date: saturday, scheduleTypeID: 4, notes });
    const page = await openSchedule();
    const title = 'Training — Riley Fraser';
    await shown(event(cell(page, saturday), title));
    // Changed elsewhere (the phone) after the page loaded it: the move would put back the old notes.
    await rep.call('PUT', `/schedule/${entry.id}`, { date: saturday, scheduleTypeID: 4, notes: `${notes} (phone)` });
    const refused = await answered(page, 'PUT /schedule/:id', () => drag(page, event(cell(page, saturday), title), cell(page, sunday)));
    expect(refused.status()).toBe(409);
    const error = page.getByRole('dialog').filter({ hasText: 'Someone else saved a change to this record after you opened it.' });
    await shown(error);
    await error.getByRole('button', { name: 'OK' }).click();
    // Not moved; the calendar, reloaded, shows the entry as it is now.
    await hidden(event(cell(page, sunday), title));
    await event(cell(page, saturday), title).click();
    await shown(page.getByRole('dialog', { name: 'Event details' }).getByText(`${notes} (phone)`));
    await rep.call('DELETE', `/schedule/${entry.id}`);
  });

  it('a rep with the calendar open sees an entry an admin moved, without reloading, and can then drag it', async () => {
    const notes = `E2E live ${stamp}`;
    const entry = await rep.call<Entry>('POST', '/schedule', { date: saturday, scheduleTypeID: 4, notes });
    const { page } = await pageAs(browser, DEMO.fsr);
    // The live stream answers its headers as soon as it is open: from then on it hears of the change.
    const streamOpen = apiResponse(page, 'GET /notification/stream');
    await answered(page, 'GET /district/:id/schedule', () => page.goto('/schedule'));
    expect((await streamOpen).headers()['content-type']).toMatch(/^text\/event-stream/);
    const title = 'Training — Riley Fraser';
    await shown(event(cell(page, saturday), title));
    await page.evaluate(() => Object.assign(window, { e2eNoReload: true }));

    // An admin moves it: the rep's calendar, told by the stream, fetches its entries again.
    const admin = await apiAs(DEMO.admin);
    await answered(page, 'GET /district/:id/schedule', () =>
      admin.call('PUT', `/schedule/${entry.id}`, { date: sunday, scheduleTypeID: 4, notes, userID: rep.userID }),
    );
    await shown(event(cell(page, sunday), title));
    await hidden(event(cell(page, saturday), title));
    expect(await page.evaluate(() => (window as unknown as { e2eNoReload?: boolean }).e2eNoReload)).toBe(true);
    // The calendar has the entry as saved now: a drag is taken, not refused as a change made meanwhile.
    const moved = await answered(page, 'PUT /schedule/:id', () => drag(page, event(cell(page, sunday), title), cell(page, saturday)));
    expect(moved.status()).toBe(200);
    await shown(event(cell(page, saturday), title));
    await rep.call('DELETE', `/schedule/${entry.id}`);
  });

  it('an admin lists what is missing, then adds an entry for a rep of the district chosen', async () => {
    const admin = await apiAs(DEMO.admin);
    const { page } = await pageAs(browser, DEMO.admin);
    await answered(page, 'GET /schedule', () => page.goto('/schedule'));
    const district = page.getByRole('combobox', { name: 'District' });
    await shown(district.filter({ hasText: 'All Districs' }));
    await district.click();
    await answered(page, 'GET /district/:id/schedule', () => page.getByRole('option', { name: 'Ottawa Valley', exact: true }).click());

    await cell(page, saturday).click({ position: { x: 8, y: 8 } });
    const form = page.getByRole('dialog', { name: 'New entry' });
    await form.getByRole('button', { name: 'Save' }).click();
    const required = page.getByRole('dialog', { name: 'Some fields are required!' });
    await hasCount(required.getByRole('listitem'), 2);
    expect(await required.getByRole('listitem').allTextContents()).toEqual(['Rep', 'Type']);
    await required.getByRole('button', { name: 'OK' }).click();

    // An admin plans for supervisors too: the district's is offered.
    await form.getByRole('combobox', { name: /^Rep/ }).fill('Okafor');
    await shown(page.getByRole('option', { name: /Sam Okafor/ }));
    await form.getByRole('combobox', { name: /^Rep/ }).fill('Riley');
    await page.getByRole('option', { name: /Riley Fraser/ }).click();
    await form.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Office Day', exact: true }).click();
    const created = await answered(page, 'POST /schedule', () => form.getByRole('button', { name: 'Save' }).click());
    expect(created.status()).toBe(201);
    const entry = ((await created.json()) as { data: Entry & { user: { id: number } } }).data;
    expect(entry.user.id).toBe(rep.userID);
    await shown(event(cell(page, saturday), 'Office Day — Riley Fraser'));
    await admin.call('DELETE', `/schedule/${entry.id}`);
  });

  it('shows a new calendar link, which revokes the old one, and serves the rep’s schedule as iCalendar', async () => {
    const old = await rep.call<{ url: string }>('POST', '/schedule/feed', {});
    const page = await openSchedule();
    const feed = page.getByRole('region', { name: 'Calendar feed' });
    // Only a hash of the secret is kept: an existing link is not shown again.
    await shown(feed.getByText(/Your link was made on/));
    await feed.getByRole('button', { name: 'New link' }).click();
    const confirm = page.getByRole('dialog', { name: 'Make a new link?' });
    await answered(page, 'POST /schedule/feed', () => confirm.getByRole('button', { name: 'Yes, make a new link' }).click());
    await shown(page.getByRole('alert').filter({ hasText: 'A new link has been made' }));
    const link = feed.getByLabel('Calendar link');
    await shown(link);
    const url = await link.inputValue();
    expect(url).toMatch(/\/api\/v1\/schedule\/feed\/[\w-]{43}\.ics$/);
    expect(url).not.toBe(old.url);
    const origin = new URL(page.url()).origin;
    const res = await fetch(url.replace(/^https?:\/\/[^/]+/, origin));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(await res.text()).toContain('BEGIN:VEVENT');
    expect((await fetch(old.url.replace(/^https?:\/\/[^/]+/, origin))).status).toBe(404);
  });
});

describe('the schedule for a rep, on the desk and on a phone', () => {
  it("a rep's 'All Reps' filter offers the reps of their district, whose calendars they see", async () => {
    const { page } = await pageAs(browser, DEMO.fsr);
    const loaded = await answered(page, 'GET /district/:id/schedule', () => page.goto('/schedule'));
    const districtID = /\/district\/(\d+)\/schedule/.exec(loaded.url())![1];
    const shownReps = new Set(((await loaded.json()) as { data: { user: { name: string } }[] }).data.map((e) => e.user.name));
    const admin = await apiAs(DEMO.admin);
    const reps = (await admin.call<{ label: string }[]>('GET', `/user/search?type=4&districtID=${districtID}&limit=500`)).map(
      (u) => u.label,
    );
    expect(reps.length).toBeGreaterThan(1);

    const filter = page.getByRole('combobox', { name: 'Rep' });
    await answered(page, 'GET /user/search', () => filter.click());
    const options = page.getByRole('listbox').getByRole('option');
    await hasCount(options, reps.length);
    expect((await options.allTextContents()).map((text) => reps.find((name) => text.startsWith(name)))).toEqual(reps);
    // A neighbour of the district, on the calendar: picked, their own calendar is shown.
    const neighbour = reps.find((name) => name !== 'Riley Fraser' && shownReps.has(name))!;
    expect(neighbour).toBeDefined();
    const theirs = await answered(page, 'GET /schedule/user/:id', () => options.filter({ hasText: neighbour }).click());
    expect(theirs.status()).toBe(200);
    await shown(page.locator('.fc-event').filter({ hasText: neighbour }));
    await hidden(page.locator('.fc-event').filter({ hasText: 'Riley Fraser' }));
  });

  it('Escape closes the Event details opened from a day’s popover first, then the popover', async () => {
    const { page } = await pageAs(browser, DEMO.admin);
    await answered(page, 'GET /schedule', () => page.goto('/schedule'));
    const popover = page.locator('.fc-popover');
    await page.locator('.fc-daygrid-day .fc-more-link').first().click();
    await shown(popover);
    await popover.locator('.fc-event').first().click();
    const details = page.getByRole('dialog', { name: 'Event details' });
    await shown(details);
    await page.keyboard.press('Escape');
    await hidden(details);
    await shown(popover);
    // The focus is back in the popover, on the entry that opened the details.
    await expect.poll(() => popover.evaluate((el) => el.contains(document.activeElement) && document.activeElement !== el)).toBe(true);
    await page.keyboard.press('Escape');
    await hidden(popover);
  });

  it('Week and Day show the entries as all-day rows, without an empty hour grid', async () => {
    const page = await openSchedule();
    const week = await answered(page, 'GET /district/:id/schedule', () => page.getByRole('button', { name: 'Week', exact: true }).click());
    const entries = ((await week.json()) as { data: unknown[] }).data;
    expect(entries.length).toBeGreaterThan(3);
    const view = page.locator('.fc-dayGridWeek-view');
    await shown(view);
    // Every entry of the week is there, none hidden behind '+N more'.
    await hasCount(view.locator('.fc-event'), entries.length);
    await hidden(view.locator('.fc-more-link'));
    expect(await page.locator('.fc-timegrid').count()).toBe(0);
    // Their titles are whole, wrapped in their columns.
    for (const title of await view.locator('.fc-event-title').all()) {
      expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    }

    await page.getByRole('button', { name: 'Day', exact: true }).click();
    await shown(page.locator('.fc-dayGridDay-view'));
    expect(await page.locator('.fc-timegrid').count()).toBe(0);
  });

  it('on a phone opens on the list of the week, its entries’ titles whole; the desk opens on the month', async () => {
    const { page } = await pageAs(browser, DEMO.fsr, { phone: true });
    await answered(page, 'GET /district/:id/schedule', () => page.goto('/schedule'));
    const view = page.locator('.fc-listWeek-view');
    await shown(view);
    const titles = view.locator('.fc-list-event-title');
    await shown(titles);
    await shown(titles.filter({ hasText: /— Riley Fraser$/ }));
    // Nothing cut: each title fits its cell, and the page does not scroll sideways.
    for (const title of await titles.all()) {
      expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const desk = await openSchedule();
    await shown(desk.locator('.fc-dayGridMonth-view'));
  });
});

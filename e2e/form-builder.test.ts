import {
  objectiveMessages,
  type FormField,
  type FormTemplateRow,
  type Lookup,
  type Objective,
  type StoreObjective,
  type StoreRegion,
} from '@fieldops/contract';
import type { Browser, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApi, type AdminApi } from './support/admin-api.js';
import { DEMO, launchBrowser, pageAs } from './support/browser.js';
import { answered, hasCount, hasValue, hidden, shown, timersRun } from './support/wait.js';

let browser: Browser;
let api: AdminApi;
beforeAll(async () => {
  browser = await launchBrowser();
  api = await adminApi();
});

const stamp = Date.now();
const templateName = `E2E template ${stamp}`;

/** A new custom objective without a form, made through the API, for these stores (none unless told). */
async function customObjective(title: string, stores: number[] = []): Promise<number> {
  const [type] = await api<Lookup[]>('GET', '/objective_types');
  const [brand] = await api<Lookup[]>('GET', '/brand?perPage=100&sort=name');
  const saved = await api<{ id: number }>('POST', '/objective', {
    title,
    objectiveTypeID: type?.id,
    brandID: brand?.id,
    isCustom: 1,
    stores,
    dueDate: `${new Date().getFullYear() + 1}-01-20`,
  });
  return saved.id;
}

const fieldCards = (page: Page) => page.getByTestId('form-field');

/** The labels of the builder's fields, top to bottom. */
const labels = async (page: Page) =>
  (await fieldCards(page).getByTestId('field-label').allTextContents()).map((l) => l.replace(/ \*$/, ''));

const saveClicked = (page: Page) =>
  answered(page, 'PUT /objective/:id/multiFields', () => page.getByRole('button', { name: 'SAVE' }).click());

/** SAVE refused (409) with the question `text`, which Cancel closes having saved nothing; answers the question. */
async function saveCancelled(page: Page, text: string): Promise<Locator> {
  expect((await saveClicked(page)).status()).toBe(409);
  const question = page.getByRole('dialog').filter({ hasText: text });
  await shown(question);
  await question.getByRole('button', { name: 'Cancel' }).click();
  await hidden(question);
  return question;
}

/** SAVE asks `question` again; 'Yes, delete it!' resends the form confirmed, and the builder closes. */
async function saveConfirmed(page: Page, question: Locator): Promise<void> {
  expect((await saveClicked(page)).status()).toBe(409);
  const confirmed = await answered(page, 'PUT /objective/:id/multiFields', () =>
    question.getByRole('button', { name: 'Yes, delete it!' }).click(),
  );
  expect(confirmed.status()).toBe(200);
  expect(confirmed.request().postDataJSON()).toMatchObject({ confirmRemoveAnswered: true });
  await page.waitForURL(/\/objective\/?$/);
}

/** Drags with small pointer moves, as a person does (dnd-kit starts a drag after a few pixels). */
async function drag(page: Page, from: Locator, to: Locator) {
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (!a || !b) throw new Error('nothing to drag');
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2, { steps: 5 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height - 5, { steps: 15 });
  await page.mouse.up();
}

describe('objective form builder', () => {
  it('builds a form by click and drag, reorders by keyboard, sets a field up, saves it as a template and uses the template elsewhere', async () => {
    const firstTitle = `E2E Form ${stamp}`;
    const first = await customObjective(firstTitle);
    const second = await customObjective(`E2E Form reuse ${stamp}`);
    const { page } = await pageAs(browser, DEMO.admin);

    await page.goto(`/objective/formbuilder/${first}`);
    await shown(page.getByRole('heading', { name: firstTitle }));
    await shown(page.getByRole('heading', { name: 'Components' }));
    await shown(page.getByRole('button', { name: 'Objective Form' }));
    await expect(page.getByRole('button', { name: 'SAVE' }).count()).resolves.toBe(0);

    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await shown(page.getByText('The form builder is empty'));

    // By click: appended in order.
    for (const component of ['Short Text', 'Yes/No', 'Single/Multiple Choice'])
      await page.getByRole('button', { name: `Add ${component}` }).click();
    await hasCount(fieldCards(page), 3);
    expect(await labels(page)).toEqual(['Short Text', 'Yes/No', 'Single/Multiple Choice']);
    // The form is no longer empty: its error went with the first field.
    await hidden(page.getByText('The form builder is empty'));
    await shown(fieldCards(page).nth(1).getByText('True'));

    // By drag: a Number lands in the form.
    await drag(page, page.getByRole('button', { name: 'Add Number' }), page.getByTestId('form-drop-area'));
    await hasCount(fieldCards(page), 4);
    expect(await labels(page)).toContain('Number');

    // Keyboard reorder: Space lifts the first field, ArrowDown moves it, Space drops it.
    const before = await labels(page);
    const handle = page.getByRole('button', { name: `Move ${before[0]}`, exact: true });
    // The screen reader's announcements say where the field is: over its own place once the
    // fields are measured, then over the next field. An arrow moves the field only once the fields
    // are measured and the drag listens for keys (timersRun).
    const overPlace = (position: number) =>
      page.getByRole('status').filter({ hasText: `${before[0]} is over position ${position} of ${before.length}.` });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => handle.getAttribute('aria-pressed')).toBe('true');
    await shown(overPlace(1));
    await timersRun(page);
    await page.keyboard.press('ArrowDown');
    await shown(overPlace(2));
    await page.keyboard.press('Space');
    await expect.poll(() => labels(page)).toEqual([before[1], before[0], ...before.slice(2)]);

    // Settings: label, options (a blank one is refused with the contract's message), max to select.
    await page.getByRole('button', { name: 'Edit Single/Multiple Choice' }).click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await settings.getByLabel('Display Label').fill('Shelves checked');
    await settings.getByRole('textbox', { name: 'Option 2', exact: true }).fill('');
    await settings.getByRole('button', { name: 'Close and Continue' }).click();
    await shown(settings.getByText('Enter the option'));
    await settings.getByRole('textbox', { name: 'Option 2', exact: true }).fill('Top shelf');
    await expect(settings.getByRole('button', { name: 'Remove Option 1' }).count()).resolves.toBe(0);
    await settings.getByRole('button', { name: 'Add option' }).click();
    await settings.getByRole('combobox', { name: 'Max to Select' }).click();
    await page.getByRole('option', { name: '3' }).click();
    await settings.getByRole('button', { name: 'Close and Continue' }).click();
    await settings.waitFor({ state: 'detached' });
    await shown(page.getByText('Shelves checked'));

    // Required toggle of the Short Text field.
    await fieldCards(page).filter({ hasText: 'Type: Short Text' }).getByLabel('Required').check();

    // Save as template: the name is required.
    await page.getByRole('checkbox', { name: 'Save As Template' }).check();
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await shown(page.getByText('Enter the template name'));
    await page.getByLabel('Template Name').fill(templateName);
    const created = await answered(page, 'POST /objective/:id/multiFields', () =>
      page.getByRole('button', { name: 'Create', exact: true }).click(),
    );
    expect(created.status()).toBe(201);
    await page.waitForURL(/\/objective\/?$/);

    const saved = await api<Objective>('GET', `/objective/${first}`);
    const order = [before[1], before[0], ...before.slice(2)];
    expect(saved.fields.map((f) => f.label)).toEqual(order.map((l) => (l === 'Single/Multiple Choice' ? 'Shelves checked' : l)));
    const choice = saved.fields.find((f) => f.label === 'Shelves checked') as FormField;
    expect(choice.meta).toMatchObject({ options: ['Option 1', 'Top shelf', 'Option 3'], minimumSelected: 1, maximumSelected: 3 });
    expect(saved.fields.find((f) => f.type === 'text')?.required).toBe(true);

    // Reloaded: the saved form with CLEAR and SAVE, and no template choice.
    await page.goto(`/objective/formbuilder/${first}`);
    await hasCount(fieldCards(page), 4);
    await shown(page.getByRole('button', { name: 'SAVE' }));
    await shown(page.getByRole('button', { name: 'CLEAR' }));
    await expect(page.getByRole('checkbox', { name: 'Save As Template' }).count()).resolves.toBe(0);

    // The template fills another objective's builder, with refs of its own.
    const templates = await api<FormTemplateRow[]>('GET', '/objective_field_template');
    expect(templates.some((t) => t.name === templateName)).toBe(true);
    await page.goto(`/objective/formbuilder/${second}`);
    await page.getByRole('button', { name: /^My Templates List \(\d+\)$/ }).click();
    const list = page.getByRole('dialog', { name: /My Templates List/ });
    await answered(page, 'GET /objective_field_template/:id', () =>
      list.getByRole('button', { name: `Use this template: ${templateName}` }).click(),
    );
    await hasCount(fieldCards(page), 4);
    await answered(page, 'POST /objective/:id/multiFields', () => page.getByRole('button', { name: 'Create', exact: true }).click());
    await page.waitForURL(/\/objective\/?$/);
    const reused = await api<Objective>('GET', `/objective/${second}`);
    expect(reused.fields.map((f) => f.label)).toEqual(saved.fields.map((f) => f.label));
    expect(reused.fields.some((f) => saved.fields.some((s) => s.ref === f.ref))).toBe(false);

    // Copy mode: a copy's builder starts from the source's form, offers Create and the template choice.
    const copy = await customObjective(`E2E Form copy ${stamp}`);
    await page.goto(`/objective/formbuilder/${copy}?copyFrom=${first}`);
    await hasCount(fieldCards(page), 4);
    await shown(page.getByRole('checkbox', { name: 'Save As Template' }));
    await answered(page, 'POST /objective/:id/multiFields', () => page.getByRole('button', { name: 'Create', exact: true }).click());
    await page.waitForURL(/\/objective\/?$/);
    const copied = await api<Objective>('GET', `/objective/${copy}`);
    expect(copied.fields.map((f) => f.label)).toEqual(saved.fields.map((f) => f.label));

    // Deleting a template asks first; Cancel closes the list.
    await page.goto(`/objective/formbuilder/${copy}`);
    await page.getByRole('button', { name: /^My Templates List \(\d+\)$/ }).click();
    const dialog = page.getByRole('dialog', { name: /My Templates List/ });
    await dialog.getByRole('button', { name: `Delete: ${templateName}` }).click();
    await answered(page, 'DELETE /objective_field_template/:id', () => page.getByRole('button', { name: 'Yes, delete it!' }).click());
    await dialog.getByText(templateName).waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await api<FormTemplateRow[]>('GET', '/objective_field_template')).some((t) => t.name === templateName)).toBe(false);

    const phone = await pageAs(browser, DEMO.admin, { phone: true });
    await phone.page.goto(`/objective/formbuilder/${first}`);
    await hasCount(fieldCards(phone.page), 4);
  });

  it('says on opening that a standard objective has no form, rather than letting one be built and refused on Create', async () => {
    const standard = (await api<Objective[]>('GET', '/objective?perPage=100')).find((o) => o.isCustom === 0)!;
    const { page } = await pageAs(browser, DEMO.admin);
    await page.goto(`/objective/formbuilder/${standard.id}`);
    await shown(page.getByText(objectiveMessages.formBuilder.notCustom));
    await shown(page.getByRole('heading', { name: standard.title }));
    expect(await page.getByRole('button', { name: 'Create' }).count()).toBe(0);
    expect(await page.getByTestId('form-drop-area').count()).toBe(0);
  });

  it("names each field's Required switch after its field", async () => {
    const title = `E2E Form required names ${stamp}`;
    const id = await customObjective(title);
    await api('POST', `/objective/${id}/multiFields`, {
      fields: [
        { ref: 'open', type: 'boolean', label: 'Is the store open?' },
        { ref: 'why', type: 'text', label: 'Why closed?', required: true },
      ],
    });
    const { page } = await pageAs(browser, DEMO.admin);
    await page.goto(`/objective/formbuilder/${id}`);
    await hasCount(fieldCards(page), 2);
    const open = page.getByRole('switch', { name: 'Required: Is the store open?', exact: true });
    const why = page.getByRole('switch', { name: 'Required: Why closed?', exact: true });
    expect(await open.isChecked()).toBe(false);
    expect(await why.isChecked()).toBe(true);
  });

  it('leaves a field as it was when its Settings are cancelled, asking first on Escape once something was changed', async () => {
    const id = await customObjective(`E2E Form cancel settings ${stamp}`);
    await api('POST', `/objective/${id}/multiFields`, { fields: [{ ref: 'why', type: 'text', label: 'Why closed?' }] });
    const { page } = await pageAs(browser, DEMO.admin);
    await page.goto(`/objective/formbuilder/${id}`);
    const settings = page.getByRole('dialog', { name: 'Settings' });

    await page.getByRole('button', { name: 'Edit Why closed?' }).click();
    await settings.getByLabel('Display Label').fill('A label not kept');
    await settings.getByRole('button', { name: 'Cancel' }).click();
    await settings.waitFor({ state: 'detached' });
    expect(await labels(page)).toEqual(['Why closed?']);

    // Escape with a change asks; Keep editing keeps it, Discard leaves the field as it was.
    await page.getByRole('button', { name: 'Edit Why closed?' }).click();
    await settings.getByLabel('Display Label').fill('Another label not kept');
    await page.keyboard.press('Escape');
    const question = page.getByRole('dialog', { name: 'Discard your changes?' });
    await question.getByRole('button', { name: 'Keep editing' }).click();
    await hasValue(settings.getByLabel('Display Label'), 'Another label not kept');
    await page.keyboard.press('Escape');
    await question.getByRole('button', { name: 'Discard' }).click();
    await settings.waitFor({ state: 'detached' });
    expect(await labels(page)).toEqual(['Why closed?']);
  });

  it("sets up 'Show only when …' in Settings and saves the condition", async () => {
    const title = `E2E Form condition ${stamp}`;
    const id = await customObjective(title);
    await api('POST', `/objective/${id}/multiFields`, {
      fields: [
        { ref: 'open', type: 'boolean', label: 'Is the store open?' },
        { ref: 'why', type: 'text', label: 'Why closed?' },
      ],
    });
    const { page } = await pageAs(browser, DEMO.admin);
    await page.goto(`/objective/formbuilder/${id}`);
    await shown(page.getByRole('heading', { name: title }));

    await page.getByRole('button', { name: 'Edit Why closed?' }).click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await shown(settings.getByText('Show only when …'));
    await settings.getByRole('combobox', { name: 'Field' }).click();
    await page.getByRole('option', { name: 'Is the store open?' }).click();
    await settings.getByRole('combobox', { name: 'Has the answer' }).click();
    await page.getByRole('option', { name: 'False' }).click();
    await settings.getByRole('button', { name: 'Close and Continue' }).click();
    await settings.waitFor({ state: 'detached' });
    const { formVersion } = await api<Objective>('GET', `/objective/${id}`);
    const saved = await answered(page, 'PUT /objective/:id/multiFields', () => page.getByRole('button', { name: 'SAVE' }).click());
    expect(saved.status()).toBe(200);
    // Made on the form as it was opened: refused had another admin saved the form since.
    expect(saved.request().headers()['if-match']).toBe(`"${formVersion}"`);

    const objective = await api<Objective>('GET', `/objective/${id}`);
    expect(objective.fields.find((f) => f.ref === 'why')?.meta.showWhen).toEqual({ ref: 'open', value: false });

    // Removing the field the condition names takes the condition off at once, and says so.
    await page.goto(`/objective/formbuilder/${id}`);
    await hasCount(fieldCards(page), 2);
    await page.getByRole('button', { name: 'Remove Is the store open?' }).click();
    await shown(page.getByText("The condition of 'Why closed?' no longer held and was removed."));
    await hasCount(fieldCards(page), 1);
    const cleared = await answered(page, 'PUT /objective/:id/multiFields', () => page.getByRole('button', { name: 'SAVE' }).click());
    expect(cleared.status()).toBe(200);
    const after = await api<Objective>('GET', `/objective/${id}`);
    expect(after.fields.map((f) => [f.ref, f.meta.showWhen])).toEqual([['why', undefined]]);
  });

  it('asks before SAVE deletes the answers of an option renamed, naming the option, and saves once confirmed', async () => {
    const [region] = await api<StoreRegion[]>('GET', '/store/regions');
    const store = region!.stores[0]!;
    const id = await customObjective(`E2E Form renamed option ${stamp}`, [store.id]);
    await api('POST', `/objective/${id}/multiFields`, {
      fields: [{ ref: 'kind', type: 'radio', label: 'Kind', meta: { options: ['End cap', 'Aisle'] } }],
    });
    await api('PUT', `/store/${store.id}/objective/${id}`, { status: 1, answers: [{ ref: 'kind', value: 'Aisle' }] });

    const { page } = await pageAs(browser, DEMO.admin);
    await page.goto(`/objective/formbuilder/${id}`);
    await page.getByRole('button', { name: 'Edit Kind' }).click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await settings.getByRole('textbox', { name: 'Option 2', exact: true }).fill('Aisle 4');
    await settings.getByRole('button', { name: 'Close and Continue' }).click();
    await settings.waitFor({ state: 'detached' });

    // The server names the option stores chose (409); Cancel saves nothing and keeps the edit.
    const question = await saveCancelled(
      page,
      objectiveMessages.formBuilder.removeAnsweredOptions.replace('{{options}}', "'Aisle' ('Kind')"),
    );
    expect((await api<Objective>('GET', `/objective/${id}`)).fields[0]?.meta.options).toEqual(['End cap', 'Aisle']);

    await saveConfirmed(page, question);
    expect((await api<Objective>('GET', `/objective/${id}`)).fields[0]?.meta.options).toEqual(['End cap', 'Aisle 4']);
    expect((await api<StoreObjective>('GET', `/store/${store.id}/objective/${id}`)).answers).toEqual([]);
  });

  it('asks before SAVE deletes the answers a changed condition hides, naming the field, and saves once confirmed', async () => {
    const [region] = await api<StoreRegion[]>('GET', '/store/regions');
    const store = region!.stores[0]!;
    const id = await customObjective(`E2E Form hiding condition ${stamp}`, [store.id]);
    await api('POST', `/objective/${id}/multiFields`, {
      fields: [
        { ref: 'open', type: 'boolean', label: 'Is the store open?' },
        { ref: 'why', type: 'text', label: 'Why closed?', meta: { showWhen: { ref: 'open', value: 'False' } } },
      ],
    });
    const closed = [
      { ref: 'open', value: false },
      { ref: 'why', value: 'Renovation' },
    ];
    await api('PUT', `/store/${store.id}/objective/${id}`, { status: 1, answers: closed });

    const { page } = await pageAs(browser, DEMO.admin);
    await page.goto(`/objective/formbuilder/${id}`);
    await page.getByRole('button', { name: 'Edit Why closed?' }).click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await settings.getByRole('combobox', { name: 'Has the answer' }).click();
    await page.getByRole('option', { name: 'True' }).click();
    await settings.getByRole('button', { name: 'Close and Continue' }).click();
    await settings.waitFor({ state: 'detached' });

    // The server names the field whose answer the condition would hide (409); Cancel saves nothing.
    const question = await saveCancelled(page, objectiveMessages.formBuilder.removeAnsweredHidden.replace('{{hidden}}', "'Why closed?'"));
    expect((await api<Objective>('GET', `/objective/${id}`)).fields[1]?.meta.showWhen).toEqual({ ref: 'open', value: false });
    expect((await api<StoreObjective>('GET', `/store/${store.id}/objective/${id}`)).answers).toEqual(closed);

    await saveConfirmed(page, question);
    expect((await api<Objective>('GET', `/objective/${id}`)).fields[1]?.meta.showWhen).toEqual({ ref: 'open', value: true });
    expect((await api<StoreObjective>('GET', `/store/${store.id}/objective/${id}`)).answers).toEqual([closed[0]]);
  });
});

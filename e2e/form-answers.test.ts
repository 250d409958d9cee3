import fs from 'node:fs';
import {
  en,
  fillCatalogText,
  fr,
  objectiveMessages,
  translateText,
  type FormField,
  type Lookup,
  type Objective,
  type ObjectiveRow,
  type StoreObjective,
  type StoreRegion,
} from '@fieldops/contract';
import type { Browser, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApi, apiAs, type AdminApi } from './support/admin-api.js';
import { DEMO, DEMO_PASSWORD, launchBrowser, pageAs } from './support/browser.js';
import { dateField, dateText, typeDate } from './support/date-field.js';
import { alertWith, combobox, pick, pngFile } from './support/objectives-api.js';
import { answered, containsText, hasCount, hasText, hidden, shown } from './support/wait.js';

const A = objectiveMessages.formBuilder.answers;
const REP_NAME = 'Riley Fraser';

let browser: Browser;
let api: AdminApi;
beforeAll(async () => {
  browser = await launchBrowser();
  api = await adminApi();
});

/**
 * An Incomplete result without answers, in the demo rep's territory, of a demo custom objective
 * whose form has what the test answers (the suite's own objectives, titled 'E2E …', are left out:
 * another file's may come first, with a form of its own).
 */
async function repIncompleteCustomResult(
  withFields: (fields: FormField[]) => boolean,
): Promise<{ objective: Objective; result: StoreObjective }> {
  const rows = await api<ObjectiveRow[]>('GET', '/objective?perPage=100&regions=');
  for (const row of rows.filter((r) => r.isCustom === 1 && !r.title.startsWith('E2E '))) {
    const results = await api<StoreObjective[]>('GET', `/store_objective/status/1/list?objectiveID=${row.id}&perPage=100`);
    const mine = results.find((r) => r.store.user?.name === REP_NAME);
    if (!mine) continue;
    const detail = await api<StoreObjective>('GET', `/store/${mine.storeID}/objective/${row.id}`);
    if (detail.answers.length === 0 && withFields(detail.fields)) {
      return { objective: await api<Objective>('GET', `/objective/${row.id}`), result: detail };
    }
  }
  throw new Error('no Incomplete result of a custom objective in the demo rep territory');
}

/** A custom objective of one store (its result Incomplete) whose form has these fields. */
async function customObjectiveOfOneStore(fields: object[]): Promise<{ id: number; title: string; store: StoreRegion['stores'][number] }> {
  const [region] = await api<StoreRegion[]>('GET', '/store/regions');
  const store = region!.stores[0]!;
  const [type] = await api<Lookup[]>('GET', '/objective_types');
  const [brand] = await api<Lookup[]>('GET', '/brand?perPage=100&sort=name');
  const title = `E2E Answered form ${Date.now()}`;
  const { id } = await api<{ id: number }>('POST', '/objective', {
    title,
    objectiveTypeID: type?.id,
    brandID: brand?.id,
    isCustom: 1,
    stores: [store.id],
    dueDate: `${new Date().getFullYear() + 1}-01-20`,
  });
  await api('POST', `/objective/${id}/multiFields`, { fields });
  return { id, title, store };
}

/** Opens a store's result from the objective view, searching the list by the store's number. */
async function openResult(page: Page, objectiveID: number, result: StoreObjective): Promise<Locator> {
  await page.goto(`/objective/${objectiveID}`);
  await answered(
    page,
    'GET /store_objective/status/:status/list',
    () => page.getByLabel('Search', { exact: true }).fill(result.store.storeNumber),
    {
      q: result.store.storeNumber,
    },
  );
  await page.getByRole('button', { name: `Open the result of ${result.store.name}` }).click();
  const dialog = page.getByRole('dialog');
  await shown(dialog.getByRole('heading', { name: new RegExp(result.store.name) }));
  return dialog;
}

/** The message under the result's incomplete reason (MUI's FormHelperText). */
const underReason = (dialog: Locator) =>
  dialog
    .locator('.MuiFormControl-root', { has: combobox(dialog.page(), objectiveMessages.objectives.result.reason) })
    .locator('.MuiFormHelperText-root');

/** What the test types into each text-like field, and how it reads back. */
const TYPED: Partial<Record<FormField['type'], string>> = {
  text: 'Jordan on duty',
  textarea: 'Built as planned.\nHeader card fitted.',
  email: 'manager@store.example.com',
  tel: '+1 555 0100',
  numeric: '12',
  date: '2026-11-20',
};

/** Answers every field of the form as a rep would, a photo field with as many PNGs as it needs. */
async function fillEveryField(page: Page, dialog: Locator, fields: readonly FormField[]): Promise<void> {
  for (const field of fields) {
    const box = dialog.getByTestId(`answer-${field.ref}`);
    switch (field.type) {
      case 'section':
        break;
      case 'boolean':
        await box.getByRole('radio', { name: 'Yes' }).check();
        break;
      case 'radio':
        await box.getByRole('radio', { name: field.meta.options[0] }).check();
        break;
      case 'checkbox':
      case 'selection':
        for (const option of field.meta.options.slice(0, field.meta.minimumSelected ?? 1)) {
          await box.getByRole('checkbox', { name: option }).check();
        }
        break;
      case 'photo':
        for (let i = 0; i < (field.meta.minimumUploads ?? 1); i++) {
          await answered(page, 'POST /image', () =>
            box.locator(`input[name="answer-${field.ref}"]`).setInputFiles(pngFile(`answer-${i}.png`)),
          );
          await hasCount(box.getByTestId('uploaded-file'), i + 1);
        }
        break;
      case 'date':
        await typeDate(box, field.label, TYPED.date!);
        break;
      default:
        await box.getByLabel(field.label).fill(TYPED[field.type] ?? 'x');
    }
  }
}

describe('answering a custom objective form', () => {
  it('lets a rep on a phone save a draft, see the missing answers and complete; a manager reads the answers', async () => {
    // A form with a photo to upload and a text to type, besides its required fields.
    const { objective, result } = await repIncompleteCustomResult(
      (fields) => fields.some((f) => f.type === 'photo') && fields.some((f) => f.type === 'text' || f.type === 'textarea'),
    );
    // A conditional field of the demo is asked only on a 'No'; this rep answers Yes, so it stays hidden.
    const conditional = objective.fields.filter((f) => f.meta.showWhen);
    const fields = objective.fields.filter((f) => !f.meta.showWhen);
    const answerable = fields.filter((f) => f.type !== 'section');
    const required = answerable.filter((f) => f.required);
    const firstText = answerable.find((f) => f.type === 'text' || f.type === 'textarea');
    expect(required.length).toBeGreaterThan(0);
    expect(answerable.some((f) => f.type === 'photo')).toBe(true);
    expect(firstText).toBeDefined();

    const rep = await pageAs(browser, DEMO.fsr, { phone: true });
    let dialog = await openResult(rep.page, objective.id, result);
    // Each section is a heading, each answerable field an input.
    for (const section of fields.filter((f) => f.type === 'section')) {
      await shown(dialog.getByRole('heading', { name: section.label }));
    }

    // A draft: one answer, the status stays Incomplete.
    await dialog.getByTestId(`answer-${firstText!.ref}`).getByLabel(firstText!.label).fill(TYPED[firstText!.type]!);
    await answered(rep.page, 'PUT /store/:storeId/objective/:objectiveId', () =>
      dialog.getByRole('button', { name: 'Save draft' }).click(),
    );
    await shown(alertWith(dialog, 'The result has been saved'));
    // Said where the rep looks: the form is long and its buttons at the bottom, the message at the top.
    const box = (await alertWith(dialog, 'The result has been saved').boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(rep.page.viewportSize()!.height);
    const draft = await api<StoreObjective>('GET', `/store/${result.storeID}/objective/${objective.id}`);
    expect(draft.status.id).toBe(1);
    expect(draft.answers).toEqual([{ ref: firstText!.ref, value: TYPED[firstText!.type] }]);

    // Completing too early names every required answer still missing, on its field, and sends nothing.
    let puts = 0;
    rep.page.on('request', (request) => {
      if (request.method() === 'PUT') puts++;
    });
    // 'Not Completed' without a reason says so under the reason; the refused Complete then says what stops it instead.
    const O = objectiveMessages.objectives;
    await dialog.getByRole('button', { name: 'Not Completed' }).click();
    await hasText(underReason(dialog), O.incompleteReasonRequired);
    await dialog.getByRole('button', { name: 'Complete', exact: true }).click();
    for (const field of required.filter((f) => f.ref !== firstText!.ref)) {
      await containsText(dialog.getByTestId(`answer-${field.ref}`), A.required);
    }
    await shown(alertWith(dialog, O.result.answersInvalid));
    await hasCount(underReason(dialog), 0);
    expect(await dialog.getByText(O.incompleteReasonRequired).count()).toBe(0);
    expect(puts).toBe(0);

    // Meanwhile a manager reads the draft: the answer given, 'Waiting for Answer' for the others.
    const manager = await pageAs(browser, DEMO.dsm);
    let read = await openResult(manager.page, objective.id, result);
    await containsText(read.getByTestId(`answer-${firstText!.ref}`), TYPED[firstText!.type]!.split('\n')[0]);
    await hasCount(read.getByTestId('result-answers').getByText(A.waitingForAnswer), answerable.length - 1);
    expect(await read.getByRole('button', { name: 'Save draft' }).count()).toBe(0);

    await fillEveryField(rep.page, dialog, fields);
    // 'No' shows the field asked only then; 'Yes' hides it again.
    for (const field of conditional) await hasCount(dialog.getByTestId(`answer-${field.ref}`), 0);
    const onNo = conditional.find((f) => f.meta.showWhen?.value === false);
    expect(onNo).toBeDefined();
    const control = dialog.getByTestId(`answer-${onNo!.meta.showWhen!.ref}`);
    await control.getByRole('radio', { name: 'No' }).check();
    await shown(dialog.getByTestId(`answer-${onNo!.ref}`));
    await control.getByRole('radio', { name: 'Yes' }).check();
    await hasCount(dialog.getByTestId(`answer-${onNo!.ref}`), 0);
    const photoField = answerable.find((f) => f.type === 'photo')!;
    await dialog.getByTestId(`answer-${photoField.ref}`).scrollIntoViewIfNeeded();
    await answered(rep.page, 'PUT /store/:storeId/objective/:objectiveId', () =>
      dialog.getByRole('button', { name: 'Complete', exact: true }).click(),
    );
    await shown(alertWith(dialog, 'The result has been saved'));
    const done = await api<StoreObjective>('GET', `/store/${result.storeID}/objective/${objective.id}`);
    expect(done.status.id).toBe(2);
    expect(done.answers.map((a) => a.ref).sort()).toEqual(answerable.map((f) => f.ref).sort());
    // Completed, the rep's dialog shows the answers to read.
    dialog = rep.page.getByRole('dialog');
    await shown(dialog.getByTestId('result-answers'));
    // 'Edit answers' opens the form again with the answers given.
    await dialog.getByRole('button', { name: 'Edit answers' }).click();
    expect(await dialog.getByTestId(`answer-${firstText!.ref}`).getByLabel(firstText!.label).inputValue()).toBe(TYPED[firstText!.type]);

    // The manager, on a wide screen, sees every answer; a photo opens in the lightbox.
    read = await openResult(manager.page, objective.id, result);
    const answers = read.getByTestId('result-answers');
    expect(await answers.getByText(A.waitingForAnswer).count()).toBe(0);
    await containsText(answers, TYPED.numeric!);
    await answers.getByRole('button', { name: `Open photo 1 of ${photoField.label}` }).click();
    await shown(manager.page.locator('.yarl__slide_image'));
    await manager.page.locator('.yarl__root').getByRole('button', { name: 'Close' }).click();
    await hidden(manager.page.locator('.yarl__root'));
    await read.getByRole('button', { name: 'Close', exact: true }).click();
    await hidden(read);

    // The objective view exports the answers: one column per field, this store's answers in its row.
    const [download] = await Promise.all([
      manager.page.waitForEvent('download'),
      manager.page.getByRole('button', { name: 'Answers CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`objective-${objective.id}-answers.csv`);
    const csv = fs.readFileSync(await download.path(), 'utf8');
    for (const field of answerable) expect(csv).toContain(field.label);
    // This store's row: its second column (STORE NUMBER) is the number, not merely a line holding those digits.
    const storeRow = new RegExp(`^(?:"[^"]*"|[^,]*),${result.store.storeNumber.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')},`);
    expect(csv.split(/\r?\n/).find((line) => storeRow.test(line))).toContain(TYPED.email);
  });

  it('saves a draft of a Not Completed result: its answers and comments, the status and reason kept', async () => {
    const typed = (f: FormField) => !f.meta.showWhen && ['text', 'textarea', 'email', 'tel'].includes(f.type);
    const { objective, result } = await repIncompleteCustomResult((fields) => fields.some(typed));
    const [reason] = await api<{ id: number; name: string }[]>('GET', '/incomplete_reason');
    await api('PUT', `/store/${result.storeID}/objective/${objective.id}`, { status: 4, incompleteReasonID: reason!.id });
    const text = objective.fields.find(typed)!;

    const rep = await pageAs(browser, DEMO.fsr, { phone: true });
    const dialog = await openResult(rep.page, objective.id, result);
    await dialog.getByTestId(`answer-${text.ref}`).getByLabel(text.label).fill(TYPED[text.type]!);
    await dialog.getByLabel('Comments').fill('Back on Monday for the rest');
    // Before, it was refused in the browser for a reason missing, though the result had one.
    await answered(rep.page, 'PUT /store/:storeId/objective/:objectiveId', () =>
      dialog.getByRole('button', { name: 'Save draft' }).click(),
    );
    await shown(alertWith(dialog, 'The result has been saved'));
    const draft = await api<StoreObjective>('GET', `/store/${result.storeID}/objective/${objective.id}`);
    expect(draft.status.id).toBe(4);
    expect(draft.incompleteReasonID).toBe(reason!.id);
    expect(draft.comments).toBe('Back on Monday for the rest');
    expect(draft.answers).toEqual([{ ref: text.ref, value: TYPED[text.type] }]);
  });

  it('asks before CLEAR deletes the answers stores gave, then clears the form', async () => {
    // A custom objective of one store, whose result has an answer.
    const { id, title, store } = await customObjectiveOfOneStore([{ ref: 'note', type: 'text', label: 'Note', required: false }]);
    await api('PUT', `/store/${store.id}/objective/${id}`, { status: 1, answers: [{ ref: 'note', value: 'Aisle 4' }] });

    const { page } = await pageAs(browser, DEMO.admin);
    await page.goto(`/objective/formbuilder/${id}`);
    await shown(page.getByRole('heading', { name: title }));
    await page.getByRole('button', { name: 'CLEAR' }).click();
    // The first question is CLEAR's own; the server then names the answered fields (409).
    await answered(page, 'DELETE /objective/:id/multiFields', () =>
      page.getByRole('dialog').getByRole('button', { name: 'Yes, delete it!' }).click(),
    );
    const second = page.getByRole('dialog').filter({ hasText: 'Stores have answered' });
    await shown(second);
    expect((await api<Objective>('GET', `/objective/${id}`)).fields).toHaveLength(1);
    await answered(page, 'DELETE /objective/:id/multiFields', () => second.getByRole('button', { name: 'Yes, delete it!' }).click(), {
      confirmRemoveAnswered: 'true',
    });
    await expect.poll(async () => (await api<Objective>('GET', `/objective/${id}`)).fields).toEqual([]);
  });
});

describe("the server's refusal of a result's field", () => {
  it('is said under that field, which takes the focus, and what was typed is kept', async () => {
    const objective = await customObjectiveOfOneStore([{ ref: 'note', type: 'text', label: 'Note' }]);
    const reason = await api<{ id: number; name: string }>('POST', '/incomplete_reason', { name: `E2E Reason ${Date.now()}` });
    const { page } = await pageAs(browser, DEMO.admin);
    await page.goto(`/objective/${objective.id}`);
    await page.getByRole('button', { name: `Open the result of ${objective.store.name}` }).click();
    const dialog = page.getByRole('dialog');
    const O = objectiveMessages.objectives;
    await dialog.getByLabel(O.result.comments).fill('Shelf empty, order placed');
    await pick(page, O.result.reason, reason.name);
    // Retired while the dialog is open: the server refuses it by name (422 incompleteReasonID).
    await api('DELETE', `/incomplete_reason/${reason.id}`);
    const refused = await answered(page, 'PUT /store/:storeId/objective/:objectiveId', () =>
      dialog.getByRole('button', { name: O.result.notCompleted }).click(),
    );
    expect(refused.status()).toBe(422);
    await hasText(underReason(dialog), O.incompleteReasonRequired);
    expect(await combobox(page, O.result.reason).getAttribute('aria-invalid')).toBe('true');
    expect(await combobox(page, O.result.reason).evaluate((field) => field === document.activeElement)).toBe(true);
    // Said there, not again in a banner.
    expect(await alertWith(dialog, O.incompleteReasonRequired).count()).toBe(0);
    expect(await dialog.getByLabel(O.result.comments).inputValue()).toBe('Shelf empty, order placed');
  });
});

describe('a date typed that is not a real day', () => {
  const REAL_DATE = 'Enter a real date';
  const ANSWER = 'Day of the reset';
  const year = new Date().getFullYear() + 1;
  const PUT_RESULT = 'PUT /store/:storeId/objective/:objectiveId';

  /** The result of a new objective of one store, open in `page`, its form's one field a required date. */
  async function openDateResult(page: Page, language: 'en' | 'fr') {
    const objective = await customObjectiveOfOneStore([{ ref: 'day', type: 'date', label: ANSWER, required: true }]);
    await page.goto(`/objective/${objective.id}`);
    const texts = language === 'fr' ? fr : en;
    const name = fillCatalogText(language, texts.objectives.view.openResult, { store: objective.store.name });
    await page.getByRole('button', { name }).click();
    const dialog = page.getByRole('dialog');
    await shown(dateField(dialog, ANSWER));
    /** The PUTs the dialog sends from now on. */
    let puts = 0;
    page.on('request', (request) => {
      if (request.method() === 'PUT') puts++;
    });
    return { ...objective, dialog, sent: () => puts };
  }
  /** The message under the date field labelled `label`. */
  const under = (dialog: Locator, label: string) =>
    dialog.locator('.MuiFormControl-root', { has: dateField(dialog.page(), label) }).locator('.MuiFormHelperText-root');

  it("in the form's date answer or the estimated completion date is refused as such, kept as typed, and nothing is saved until it is fixed", async () => {
    const { page } = await pageAs(browser, DEMO.admin);
    const { id, store, dialog, sent } = await openDateResult(page, 'en');
    const O = objectiveMessages.objectives.result;
    const stored = () => api<StoreObjective>('GET', `/store/${store.id}/objective/${id}`);

    // An impossible day in the answer: a draft is refused under the field, and so is completing
    // (before, the draft dropped it and Complete said 'Answer this field').
    await typeDate(dialog, ANSWER, `${year}-02-30`);
    await dialog.getByRole('button', { name: O.saveDraft }).click();
    await hasText(under(dialog, ANSWER), REAL_DATE);
    await shown(alertWith(dialog, O.answersInvalid));
    await dialog.getByRole('button', { name: O.complete, exact: true }).click();
    await hasText(under(dialog, ANSWER), REAL_DATE);
    expect(await dialog.getByText(A.required).count()).toBe(0);
    expect(await dateText(dateField(dialog, ANSWER))).toBe(`02/30/${year}`);
    expect(sent()).toBe(0);

    // An impossible estimated completion date: closing as Not Completed, or a draft, is refused
    // under its field (before, it was sent as no date), and the day stays as typed.
    await typeDate(dialog, ANSWER, `${year}-02-27`);
    const [reason] = await api<{ id: number; name: string }[]>('GET', '/incomplete_reason');
    await pick(page, O.reason, reason!.name);
    await typeDate(dialog, O.estimatedCompletionDate, `${year}-02-30`);
    await dialog.getByRole('button', { name: O.notCompleted }).click();
    await hasText(under(dialog, O.estimatedCompletionDate), REAL_DATE);
    await dialog.getByRole('button', { name: O.saveDraft }).click();
    await hasText(under(dialog, O.estimatedCompletionDate), REAL_DATE);
    expect(await dateText(dateField(dialog, O.estimatedCompletionDate))).toBe(`02/30/${year}`);
    expect(sent()).toBe(0);
    expect(await stored()).toMatchObject({ status: { id: 1 }, answers: [], estimatedCompletionDate: null });

    // Fixed, both are saved.
    await typeDate(dialog, O.estimatedCompletionDate, `${year}-03-02`);
    await answered(page, PUT_RESULT, () => dialog.getByRole('button', { name: O.saveDraft }).click());
    await shown(alertWith(dialog, O.saved));
    expect(await stored()).toMatchObject({ answers: [{ ref: 'day', value: `${year}-02-27` }], estimatedCompletionDate: `${year}-03-02` });
  });

  it('is said in French to a French reader, under each field', async () => {
    // An admin of their own whose language is French, so no other test sees it.
    const stamp = Date.now();
    const email = `dates.${stamp}@example.com`;
    await api('POST', '/user', { firstName: 'Danielle', lastName: `Dates${stamp}`, email, role: 1, areaID: null, password: DEMO_PASSWORD });
    await (await apiAs(email)).call('PUT', '/user/me/language', { language: 'fr' });
    const { page } = await pageAs(browser, email);
    const { dialog, sent } = await openDateResult(page, 'fr');
    const O = fr.objectives.result;
    const french = translateText('fr', REAL_DATE);
    expect(french).not.toBe(REAL_DATE);

    await typeDate(dialog, ANSWER, `${year}-02-30`);
    await typeDate(dialog, O.estimatedCompletionDate, `${year}-02-30`);
    await dialog.getByRole('button', { name: O.saveDraft }).click();
    await hasText(under(dialog, ANSWER), french);
    await typeDate(dialog, ANSWER, `${year}-02-27`);
    await dialog.getByRole('button', { name: O.saveDraft }).click();
    await hasText(under(dialog, O.estimatedCompletionDate), french);
    expect(sent()).toBe(0);
  });
});

describe('a result someone else saved after it was opened', () => {
  it('is not saved over unasked: Cancel keeps what was typed, Save mine saves it', async () => {
    const objective = await customObjectiveOfOneStore([{ ref: 'note', type: 'text', label: 'Note' }]);
    const result = await api<StoreObjective>('GET', `/store/${objective.store.id}/objective/${objective.id}`);
    const { page } = await pageAs(browser, DEMO.admin);
    const dialog = await openResult(page, objective.id, result);

    // Meanwhile, another session saves a comment on the result.
    await api('PUT', `/store/${result.storeID}/objective/${objective.id}`, { status: 1, comments: 'Saved elsewhere' });
    await dialog.getByLabel('Comments').fill('Typed here');
    const refused = await answered(page, 'PUT /store/:storeId/objective/:objectiveId', () =>
      dialog.getByRole('button', { name: 'Save draft' }).click(),
    );
    expect(refused.status()).toBe(409);
    const ask = page.getByRole('dialog', { name: 'Changed meanwhile' });
    await containsText(ask, 'Someone else saved a change to this record after you opened it.');
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await hidden(ask);
    expect(await dialog.getByLabel('Comments').inputValue()).toBe('Typed here');
    expect((await api<StoreObjective>('GET', `/store/${result.storeID}/objective/${objective.id}`)).comments).toBe('Saved elsewhere');

    const again = await answered(page, 'PUT /store/:storeId/objective/:objectiveId', () =>
      dialog.getByRole('button', { name: 'Save draft' }).click(),
    );
    expect(again.status()).toBe(409);
    const saved = await answered(page, 'PUT /store/:storeId/objective/:objectiveId', () =>
      page.getByRole('dialog', { name: 'Changed meanwhile' }).getByRole('button', { name: 'Save mine' }).click(),
    );
    expect(saved.status()).toBe(200);
    await shown(alertWith(dialog, 'The result has been saved'));
    expect((await api<StoreObjective>('GET', `/store/${result.storeID}/objective/${objective.id}`)).comments).toBe('Typed here');
  });
});

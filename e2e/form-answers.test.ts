import fs from 'node:fs';
import {
  objectiveMessages,
  type FormField,
  type Lookup,
  type Objective,
  type ObjectiveRow,
  type StoreObjective,
  type StoreRegion,
} from '@fieldops/contract';
import type { Browser, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApi, type AdminApi } from './support/admin-api.js';
import { DEMO, launchBrowser, newPage, signIn, signInThroughApi } from './support/browser.js';
import { typeDate } from './support/date-field.js';
import { alertWith, pngFile } from './support/objectives-api.js';
import { answered, containsText, hasCount, hidden, shown } from './support/wait.js';

const A = objectiveMessages.formBuilder.answers;
const REP_NAME = 'Riley Fraser';

let browser: Browser;
let api: AdminApi;
beforeAll(async () => {
  browser = await launchBrowser();
  api = await adminApi();
});

/** An Incomplete result, in the demo rep's territory, of a demo custom objective, with the objective's form. */
async function repIncompleteCustomResult(
  withField: (field: FormField) => boolean = () => true,
): Promise<{ objective: Objective; result: StoreObjective }> {
  const rows = await api<ObjectiveRow[]>('GET', '/objective?perPage=100&regions=');
  for (const row of rows.filter((r) => r.isCustom === 1)) {
    const results = await api<StoreObjective[]>('GET', `/store_objective/status/1/list?objectiveID=${row.id}&perPage=100`);
    const mine = results.find((r) => r.store.user?.name === REP_NAME);
    if (!mine) continue;
    const detail = await api<StoreObjective>('GET', `/store/${mine.storeID}/objective/${row.id}`);
    if (detail.answers.length === 0 && detail.fields.some(withField)) {
      return { objective: await api<Objective>('GET', `/objective/${row.id}`), result: detail };
    }
  }
  throw new Error('no Incomplete result of a custom objective in the demo rep territory');
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
    const { objective, result } = await repIncompleteCustomResult();
    // A conditional field of the demo is asked only on a 'No'; this rep answers Yes, so it stays hidden.
    const conditional = objective.fields.filter((f) => f.meta.showWhen);
    const fields = objective.fields.filter((f) => !f.meta.showWhen);
    const answerable = fields.filter((f) => f.type !== 'section');
    const required = answerable.filter((f) => f.required);
    const firstText = answerable.find((f) => f.type === 'text' || f.type === 'textarea');
    expect(required.length).toBeGreaterThan(0);
    expect(answerable.some((f) => f.type === 'photo')).toBe(true);
    expect(firstText).toBeDefined();

    const rep = await newPage(browser, { phone: true });
    await signIn(rep.page, DEMO.fsr);
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
    // 'Not Completed' without a reason says so; the refused Complete then says what stops it instead.
    const O = objectiveMessages.objectives;
    await dialog.getByRole('button', { name: 'Not Completed' }).click();
    await shown(alertWith(dialog, O.incompleteReasonRequired));
    await dialog.getByRole('button', { name: 'Complete', exact: true }).click();
    for (const field of required.filter((f) => f.ref !== firstText!.ref)) {
      await containsText(dialog.getByTestId(`answer-${field.ref}`), A.required);
    }
    await shown(alertWith(dialog, O.result.answersInvalid));
    expect(await alertWith(dialog, O.incompleteReasonRequired).count()).toBe(0);
    expect(puts).toBe(0);

    // Meanwhile a manager reads the draft: the answer given, 'Waiting for Answer' for the others.
    const manager = await newPage(browser);
    await signIn(manager.page, DEMO.dsm);
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
    await rep.context.close();

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
    await manager.context.close();
  });

  it('saves a draft of a Not Completed result: its answers and comments, the status and reason kept', async () => {
    const typed = (f: FormField) => !f.meta.showWhen && ['text', 'textarea', 'email', 'tel'].includes(f.type);
    const { objective, result } = await repIncompleteCustomResult(typed);
    const [reason] = await api<{ id: number; name: string }[]>('GET', '/incomplete_reason');
    await api('PUT', `/store/${result.storeID}/objective/${objective.id}`, { status: 4, incompleteReasonID: reason!.id });
    const text = objective.fields.find(typed)!;

    const rep = await newPage(browser, { phone: true });
    await signInThroughApi(rep.page, DEMO.fsr);
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
    await rep.context.close();
  });

  it('asks before CLEAR deletes the answers stores gave, then clears the form', async () => {
    // A custom objective of one store, whose result has an answer.
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
    await api('POST', `/objective/${id}/multiFields`, { fields: [{ ref: 'note', type: 'text', label: 'Note', required: false }] });
    await api('PUT', `/store/${store.id}/objective/${id}`, { status: 1, answers: [{ ref: 'note', value: 'Aisle 4' }] });

    const { context, page } = await newPage(browser);
    await signInThroughApi(page, DEMO.admin);
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
    await context.close();
  });
});

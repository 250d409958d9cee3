import type { Browser, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApi, type AdminApi } from './support/admin-api.js';
import { DEMO, DEMO_PASSWORD, launchBrowser, newPage, pageAs, signInThroughApi } from './support/browser.js';
import { answered, containsText, hasCount, hasText, hasValue, helperText, hidden, shown } from './support/wait.js';

const stamp = Date.now();
const brand = `E2E Brand ${stamp}`;
const renamed = `E2E Renamed ${stamp}`;
const district = `E2E District ${stamp}`;
const typeEn = `E2E Type ${stamp}`;
const typeFr = `Type E2E ${stamp}`;

let browser: Browser;
let api: AdminApi;

beforeAll(async () => {
  browser = await launchBrowser();
  api = await adminApi();
});

const alert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const row = (page: Page, table: string, name: string) =>
  page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: name });

/** The Name field of a list's Add or Rename form. */
const nameField = (dialog: Locator) => dialog.getByRole('textbox', { name: 'Name', exact: true });

/** The names the objective form's Brand picker offers. */
async function brandChoices(page: Page): Promise<string[]> {
  await answered(page, 'GET /brand', () => page.goto('/objective/create'));
  await page.getByRole('combobox', { name: 'Brand' }).click();
  const options = page.getByRole('option');
  await shown(options);
  const names = await options.allTextContents();
  await page.keyboard.press('Escape');
  return names;
}

describe('settings: the lists behind the forms (issue 12)', () => {
  it('adds a brand, renames it, retires it, and the objective form’s brand picker drops it', async () => {
    const { page } = await pageAs(browser, DEMO.admin);
    await page.goto('/home');
    await shown(page.getByRole('heading', { level: 1, name: /^(Hello, |Bonjour )/ }));
    // The Settings menu leads to the screen.
    await page.getByRole('link', { name: 'Lists' }).first().click();
    await page.waitForURL('**/settings/lists');
    await shown(page.getByRole('tab', { name: 'Brands', selected: true }));

    await page.getByRole('button', { name: 'Add New' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Brand' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    const required = page.getByRole('dialog', { name: 'Some fields are required!' });
    await hasCount(required.getByRole('listitem'), 1);
    expect(await required.getByRole('listitem').allTextContents()).toEqual(['Name']);
    await required.getByRole('button', { name: 'OK' }).click();
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(brand);
    await answered(page, 'POST /brand', () => dialog.getByRole('button', { name: 'Save' }).click());
    await shown(alert(page, 'Brand has been created'));
    await hasText(row(page, 'Brands', brand), `${brand}Active`);

    // A second brand of the same name (any case) is refused on the field.
    await page.getByRole('button', { name: 'Add New' }).click();
    const again = page.getByRole('dialog', { name: 'New Brand' });
    await again.getByRole('textbox', { name: 'Name', exact: true }).fill(brand.toUpperCase());
    const refused = await answered(page, 'POST /brand', () => again.getByRole('button', { name: 'Save' }).click());
    expect(refused.status()).toBe(422);
    await hasText(helperText(page, 'Name'), 'A brand with this name already exists');
    await again.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: `Rename ${brand}` }).click();
    const rename = page.getByRole('dialog', { name: 'Rename Brand' });
    await rename.getByRole('textbox', { name: 'Name', exact: true }).fill(renamed);
    await answered(page, 'PUT /brand/:id', () => rename.getByRole('button', { name: 'Save' }).click());
    await shown(alert(page, 'Brand has been renamed'));
    await hasText(row(page, 'Brands', renamed), `${renamed}Active`);

    expect(await brandChoices(page)).toContain(renamed);

    await page.goto('/settings/lists?list=brand');
    await page.getByRole('button', { name: `Retire ${renamed}` }).click();
    const confirm = page.getByRole('dialog', { name: `Do you want to retire the brand ${renamed}?` });
    await answered(page, 'DELETE /brand/:id', () => confirm.getByRole('button', { name: 'Retire' }).click());
    await shown(alert(page, 'Brand has been retired.'));
    await hasText(row(page, 'Brands', renamed), `${renamed}Retired`);
    await hasCount(page.getByRole('button', { name: `Retire ${renamed}` }), 0);

    const choices = await brandChoices(page);
    expect(choices.length).toBeGreaterThan(0);
    expect(choices).not.toContain(renamed);
  });

  it('adds a district within a region, and a district with territories cannot be retired', async () => {
    const { page } = await pageAs(browser, DEMO.admin);
    await page.goto('/settings/lists');
    await answered(page, 'GET /district', () => page.getByRole('tab', { name: 'Districts' }).click(), { all: '1' });
    await page.waitForURL('**/settings/lists?list=district');

    await page.getByRole('button', { name: 'Add New' }).click();
    const dialog = page.getByRole('dialog', { name: 'New District' });
    await dialog.getByLabel('Name').fill(district);
    await dialog.getByRole('combobox', { name: 'Region' }).click();
    await page.getByRole('option', { name: 'Ontario', exact: true }).click();
    await answered(page, 'POST /district', () => dialog.getByRole('button', { name: 'Save' }).click());
    await shown(alert(page, 'District has been created'));
    await hasText(row(page, 'Districts', district), `${district}OntarioActive`);

    const created = (await api<{ id: number; name: string }[]>('GET', '/district')).find((d) => d.name === district)!;
    const territory = await api<{ id: number }>('POST', '/territory', { name: `E2E Territory ${stamp}`, districtID: created.id });
    await page.getByRole('button', { name: `Retire ${district}` }).click();
    const confirm = page.getByRole('dialog', { name: `Do you want to retire the district ${district}?` });
    const answer = await answered(page, 'DELETE /district/:id', () => confirm.getByRole('button', { name: 'Retire' }).click());
    expect(answer.status()).toBe(409);
    const error = page.getByRole('dialog').filter({ hasText: 'This district still has 1 active territories.' });
    await shown(error);
    await error.getByRole('button', { name: 'OK' }).click();
    await hasText(row(page, 'Districts', district), `${district}OntarioActive`);
    // Leave no new district in the other browser tests' pickers.
    await api('DELETE', `/territory/${territory.id}`);
    await api('DELETE', `/district/${created.id}`);
  });

  it('gives an objective type a French name: the settings show both, a French reader’s picker the French one', async () => {
    // An admin of their own who reads French, so the demo accounts stay in English for the other tests.
    const email = `francine.${stamp}@example.com`;
    await api('POST', '/user', {
      firstName: 'Francine',
      lastName: `Liste${stamp}`,
      email,
      role: 1,
      password: DEMO_PASSWORD,
      language: 'fr',
    });
    const { page } = await pageAs(browser, email);
    await answered(page, 'GET /objective_types', () => page.goto('/settings/lists?list=objectiveType'), { all: '1' });
    // The values the migrations bring have their French names.
    await hasText(row(page, "Types d'objectifs", 'Inventory Check'), 'Inventory CheckVérification des stocksActif');

    await page.getByRole('button', { name: 'Ajouter' }).click();
    const dialog = page.getByRole('dialog', { name: "Nouveau type d'objectif" });
    await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill(typeEn);
    await dialog.getByLabel('Nom en français').fill(typeFr);
    await answered(page, 'POST /objective_types', () => dialog.getByRole('button', { name: 'Enregistrer' }).click());
    await hasText(row(page, "Types d'objectifs", typeEn), `${typeEn}${typeFr}Actif`);

    // A French name another value reads already is refused on its field.
    await page.getByRole('button', { name: 'Ajouter' }).click();
    const again = page.getByRole('dialog', { name: "Nouveau type d'objectif" });
    await again.getByRole('textbox', { name: 'Nom', exact: true }).fill(`${typeEn} bis`);
    await again.getByLabel('Nom en français').fill('présentoir');
    const refused = await answered(page, 'POST /objective_types', () => again.getByRole('button', { name: 'Enregistrer' }).click());
    expect(refused.status()).toBe(422);
    await hasText(helperText(page, 'Nom en français'), "Un type d'objectif portant ce nom existe déjà");
    await again.getByRole('button', { name: 'Annuler' }).click();

    await answered(page, 'GET /objective_types', () => page.goto('/objective/create'));
    await page.getByRole('combobox', { name: "Type d'objectif" }).click();
    const options = page.getByRole('option');
    await shown(options.filter({ hasText: typeFr }));
    const names = await options.allTextContents();
    expect(names).toContain('Présentoir');
    expect(names).not.toContain(typeEn);
    expect(names).not.toContain('Display');
    const created = (await api<{ id: number; name: string }[]>('GET', '/objective_types')).find((t) => t.name === typeEn)!;
    await api('DELETE', `/objective_types/${created.id}`);
  });

  it('asks before renaming over a rename another admin saved meanwhile: a brand, then a district', async () => {
    const brandName = `E2E Twice ${stamp}`;
    const districtName = `E2E Twice District ${stamp}`;
    const brandRow = await api<{ id: number; version: string }>('POST', '/brand', { name: brandName });
    const districtRow = await api<{ id: number; version: string }>('POST', '/district', { name: districtName, regionID: 2 });
    // The other admin's page is one of its own: pageAs hands the same admin the same page.
    const mine = await pageAs(browser, DEMO.admin);
    const theirs = await newPage(browser);
    await signInThroughApi(theirs.page, DEMO.admin);

    /** Both admins open the value's Rename form from the settings screen, mine first. */
    const openBoth = async (list: string, name: string, title: string): Promise<Locator[]> => {
      const forms: Locator[] = [];
      for (const { page } of [mine, theirs]) {
        await page.goto(`/settings/lists?list=${list}`);
        await page.getByRole('button', { name: `Rename ${name}`, exact: true }).click();
        const dialog = page.getByRole('dialog', { name: title });
        await hasValue(nameField(dialog), name);
        forms.push(dialog);
      }
      return forms;
    };
    const changed = mine.page.getByRole('dialog', { name: 'Changed meanwhile' });

    // A brand: the other admin renames it first; mine is refused on the version it was opened on, then saved over.
    const [myBrand, theirBrand] = await openBoth('brand', brandName, 'Rename Brand');
    await nameField(theirBrand!).fill(`${brandName} theirs`);
    const first = await answered(theirs.page, 'PUT /brand/:id', () => theirBrand!.getByRole('button', { name: 'Save' }).click());
    expect(first.status()).toBe(200);
    await shown(alert(theirs.page, 'Brand has been renamed'));
    await nameField(myBrand!).fill(`${brandName} mine`);
    const refused = await answered(mine.page, 'PUT /brand/:id', () => myBrand!.getByRole('button', { name: 'Save' }).click());
    expect(refused.status()).toBe(409);
    expect(refused.request().headers()['if-match']).toBe(`"${brandRow.version}"`);
    await containsText(changed, 'Someone else saved a change to this record after you opened it.');
    const over = await answered(mine.page, 'PUT /brand/:id', () => changed.getByRole('button', { name: 'Save mine' }).click());
    expect(over.status()).toBe(200);
    expect(over.request().headers()['if-match']).toBeUndefined();
    await shown(alert(mine.page, 'Brand has been renamed'));
    await hidden(myBrand!);
    await hasText(row(mine.page, 'Brands', `${brandName} mine`), `${brandName} mineActive`);

    // A district: refused the same way; Cancel keeps what was typed and saves nothing, a second Save asks again.
    const [myDistrict, theirDistrict] = await openBoth('district', districtName, 'Edit District');
    await nameField(theirDistrict!).fill(`${districtName} theirs`);
    await answered(theirs.page, 'PUT /district/:id', () => theirDistrict!.getByRole('button', { name: 'Save' }).click());
    await shown(alert(theirs.page, 'District has been renamed'));
    await nameField(myDistrict!).fill(`${districtName} mine`);
    const stale = await answered(mine.page, 'PUT /district/:id', () => myDistrict!.getByRole('button', { name: 'Save' }).click());
    expect(stale.status()).toBe(409);
    expect(stale.request().headers()['if-match']).toBe(`"${districtRow.version}"`);
    await changed.getByRole('button', { name: 'Cancel' }).click();
    await hidden(changed);
    await hasValue(nameField(myDistrict!), `${districtName} mine`);
    expect((await api<{ name: string }>('GET', `/district/${districtRow.id}`)).name).toBe(`${districtName} theirs`);
    const again = await answered(mine.page, 'PUT /district/:id', () => myDistrict!.getByRole('button', { name: 'Save' }).click());
    expect(again.status()).toBe(409);
    const saved = await answered(mine.page, 'PUT /district/:id', () => changed.getByRole('button', { name: 'Save mine' }).click());
    expect(saved.status()).toBe(200);
    await shown(alert(mine.page, 'District has been renamed'));
    await hasText(row(mine.page, 'Districts', `${districtName} mine`), `${districtName} mineOntarioActive`);
    expect((await api<{ name: string }>('GET', `/district/${districtRow.id}`)).name).toBe(`${districtName} mine`);

    await theirs.context.close();
    // Leave no new value in the other browser tests' pickers.
    await api('DELETE', `/brand/${brandRow.id}`);
    await api('DELETE', `/district/${districtRow.id}`);
  });
});

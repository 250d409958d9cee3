import {
  ALL_ROLES,
  CONTACT_COLUMNS,
  en,
  QUICKLINK_FILE_TYPE_KEYS,
  ROLE_KEYS,
  ROLE_LABELS,
  storedProvinceName,
  translate,
  type QuicklinkFileType,
} from '@fieldops/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { csvLines } from '../../test/csv-lines.js';
import { useTestApp } from '../../test/use-test-app.js';

/**
 * Issue 13: names of lookup values in the reader's language. The demo rep reads French, everyone
 * else English; the names come from the values' `name_fr` (migration 0016, the settings screen).
 */
const { call } = useTestApp();

const data = async (url: string, who: 'admin' | 'fsr' | 'ds') => {
  const res = await call('GET', url, undefined, who);
  expect(res.statusCode, url).toBe(200);
  return res.json().data;
};
const nameOf = (rows: { id: number; name?: string; label?: string }[], id: number) => rows.find((r) => r.id === id)?.name;

beforeAll(async () => {
  expect((await call('PUT', '/user/me/language', { language: 'fr' }, 'fsr')).statusCode).toBe(200);
});

describe('lookup names in the reader language', () => {
  it('the pickers: statuses, objective types, reasons, win types, trades, regions and provinces', async () => {
    expect(nameOf(await data('/objective/status', 'fsr'), 1)).toBe('Incomplet');
    expect(nameOf(await data('/objective/status', 'admin'), 1)).toBe('Incomplete');
    expect(nameOf(await data('/objective_types', 'fsr'), 5)).toBe('Vérification des stocks');
    expect(nameOf(await data('/objective_types', 'ds'), 5)).toBe('Inventory Check');
    expect(nameOf(await data('/incomplete_reason', 'fsr'), 3)).toBe('Rupture de stock');
    expect((await data('/win_types', 'fsr')).find((w: { id: number }) => w.id === 1).label).toBe('Réussite de vente');
    expect(nameOf(await data('/trade', 'fsr'), 1)).toBe('Électricien');
    expect(nameOf(await data('/region', 'fsr'), 7)).toBe('Québec');
    expect(nameOf(await data('/region', 'admin'), 7)).toBe('Quebec');
    expect(nameOf(await data('/province', 'fsr'), 11)).toBe('Québec');
    expect(nameOf(await data('/schedule_types', 'fsr'), 2)).toBe('Réunion');
    // A value without a French name (a brand) reads its name.
    const brands = await data('/brand?perPage=500', 'fsr');
    expect(nameOf(brands, 1)).toBe('Milwaukee');
  });

  it('records name their values in the reader language: objectives, results and their region', async () => {
    const [objective] = await data('/objective?perPage=1', 'fsr');
    const english = (await data(`/objective/${objective.id}`, 'ds')).objectiveType.name;
    const french = (await data(`/objective/${objective.id}`, 'fsr')).objectiveType.name;
    expect(french).not.toBe(english);
    expect(french.length).toBeGreaterThan(0);

    const results = await data('/store_objective/status/1/list?perPage=5', 'fsr');
    expect(results.length).toBeGreaterThan(0);
    for (const result of results) expect(result.status.name).toBe('Incomplet');
    const status = await call('GET', '/store_objective/status/2', undefined, 'fsr');
    expect(status.json().data.status.name).toBe('Terminé');
    expect((await data('/store_objective/status/1/list?perPage=5', 'ds'))[0].status.name).toBe('Incomplete');
  });

  it('dashboards: the statuses of the Current Objectives, the conversions per type and the regions', async () => {
    const territory = await data('/dashboard_data?type=territory&territoryID=1001', 'fsr');
    const statuses = territory.stores.flatMap((s: { objectives: { store_objectives: { status: { name: string } }[] } }) =>
      s.objectives.store_objectives.map((g) => g.status.name),
    );
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.every((name: string) => ['Incomplet', 'Terminé', 'Approuvé', 'Non terminé'].includes(name))).toBe(true);
    const types = (territory.summary.conversions as { objectiveType: { id: number; name: string } }[]).map((c) => c.objectiveType);
    const french = ['Présentoir', 'Refonte du planogramme', 'Promotion', 'Connaissance des produits', 'Vérification des stocks'];
    french.push('Audit de marchandisage', 'Journée de démonstration');
    expect(types.length).toBeGreaterThan(0);
    expect(types.every((t) => french.includes(t.name))).toBe(true);
    expect(territory.region.name).toBe('Ontario');

    expect((await call('PUT', '/user/me/language', { language: 'fr' }, 'admin')).statusCode).toBe(200);
    try {
      const national = await data('/dashboard_data?type=national', 'admin');
      const regions = (national.regions as { region: { id: number; name: string } }[]).map((r) => r.region);
      expect(regions.find((r) => r.id === 7)?.name).toBe('Québec');
    } finally {
      expect((await call('PUT', '/user/me/language', { language: 'en' }, 'admin')).statusCode).toBe(200);
    }
    const english = await data('/dashboard_data?type=national', 'admin');
    expect((english.regions as { region: { id: number; name: string } }[]).find((r) => r.region.id === 7)?.region.name).toBe('Quebec');
  });

  it('each request reads its own caller language, however many run at once', async () => {
    const reads = await Promise.all(
      Array.from({ length: 12 }, (_, i) => data('/objective/status', i % 2 === 0 ? 'fsr' : 'admin').then((rows) => nameOf(rows, 3))),
    );
    expect(reads).toEqual(Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? 'Approuvé' : 'Approved')));
  });

  it('a change of language applies from the next request', async () => {
    expect((await call('PUT', '/user/me/language', { language: 'en' }, 'fsr')).statusCode).toBe(200);
    expect(nameOf(await data('/objective/status', 'fsr'), 4)).toBe('Not Completed');
    expect((await call('PUT', '/user/me/language', { language: 'fr' }, 'fsr')).statusCode).toBe(200);
    expect(nameOf(await data('/objective/status', 'fsr'), 4)).toBe('Non terminé');
  });
});

describe('a list sorted by what it shows', () => {
  it('quicklinks by File Type: by the type as the reader reads it', async () => {
    const typesOf = async (who: 'admin' | 'fsr', dir = '') =>
      ((await data(`/quicklink?sort=${dir}fileType&perPage=100`, who)) as { fileType: string }[]).map((q) => q.fileType);
    const labelled = (types: string[], language: 'en' | 'fr') =>
      types.map((type) => translate(language, `quicklink.fileTypes.${QUICKLINK_FILE_TYPE_KEYS[type as QuicklinkFileType]}`)!.toLowerCase());
    const inOrder = (labels: string[]) => [...labels].sort((a, b) => a.localeCompare(b, 'fr'));
    const french = labelled(await typesOf('fsr'), 'fr');
    expect(new Set(french).size).toBeGreaterThan(2);
    expect(french).toEqual(inOrder(french));
    expect(labelled(await typesOf('fsr', '-'), 'fr')).toEqual(inOrder(french).reverse());
    const english = labelled(await typesOf('admin'), 'en');
    expect(english).toEqual(inOrder(english));
    // Searching finds a type by its French name.
    const guides = (await data('/quicklink?q=guide&perPage=100', 'fsr')) as { fileType: string; name: string }[];
    expect(guides.some((q) => q.fileType === 'Playbook' && !/guide/i.test(q.name))).toBe(true);
  });
});

describe('CSV files in the reader language', () => {
  /** A file's rows as cells (none of these cells holds a comma). */
  const csvOf = async (url: string, who: 'admin' | 'fsr') => {
    const res = await call('GET', url, undefined, who);
    expect(res.statusCode, url).toBe(200);
    return csvLines(res.body).map((line) => line.split(','));
  };

  it('words in the reader language (months, store counts), headers as the specification names them', async () => {
    const [header, ...rows] = await csvOf('/playbook?format=csv', 'fsr');
    const english = await csvOf('/playbook?format=csv', 'admin');
    expect(header).toEqual(english[0]);
    const month = header.indexOf(en.playbooks.columns.month);
    expect(month).toBeGreaterThan(-1);
    expect(rows.length).toBeGreaterThan(0);
    const frenchMonths = [
      'Janvier',
      'Février',
      'Mars',
      'Avril',
      'Mai',
      'Juin',
      'Juillet',
      'Août',
      'Septembre',
      'Octobre',
      'Novembre',
      'Décembre',
    ];
    for (const row of rows) expect(frenchMonths).toContain(row[month]);
    const visible = header.indexOf(en.playbooks.columns.visibleTo);
    for (const row of rows) expect(row[visible]).toMatch(/^\d+ magasins$/);
    for (const row of english.slice(1)) expect(row[visible]).toMatch(/^\d+ stores$/);
  });

  /** `read` run while the admin reads French. */
  async function inFrench<T>(read: () => Promise<T>): Promise<T> {
    expect((await call('PUT', '/user/me/language', { language: 'fr' }, 'admin')).statusCode).toBe(200);
    try {
      return await read();
    } finally {
      await call('PUT', '/user/me/language', { language: 'en' }, 'admin');
    }
  }
  const column = (rows: string[][], header: string) => rows.slice(1).map((row) => row[rows[0].indexOf(header)]);

  it('Yes / Oui and the provinces in the contacts file', async () => {
    const english = await csvOf('/contact?format=csv', 'admin');
    const french = await inFrench(() => csvOf('/contact?format=csv', 'admin'));
    expect(new Set(column(english, CONTACT_COLUMNS.conversionOpportunity))).toEqual(new Set(['Yes', 'No']));
    expect(new Set(column(french, CONTACT_COLUMNS.conversionOpportunity))).toEqual(new Set(['Oui', 'Non']));
    const provinces = column(english, CONTACT_COLUMNS.province);
    expect(provinces).toContain('British Columbia');
    expect(column(french, CONTACT_COLUMNS.province)).toEqual(provinces.map((name) => storedProvinceName(name, 'fr')));
    expect(column(french, CONTACT_COLUMNS.province)).toContain('Colombie-Britannique');
  });

  it("the users' roles in the users file", async () => {
    const roles = (rows: string[][]) => new Set(column(rows, 'Role'));
    expect(roles(await csvOf('/user?format=csv', 'admin'))).toEqual(new Set(ALL_ROLES.map((id) => ROLE_LABELS[id])));
    expect(roles(await inFrench(() => csvOf('/user?format=csv', 'admin')))).toEqual(
      new Set(ALL_ROLES.map((id) => translate('fr', `roles.${ROLE_KEYS[id]}`))),
    );
  });
});

describe('French names on the settings screen', () => {
  it('an admin gives a value its French name; French readers see it, English ones the name; blank falls back', async () => {
    const created = await call('POST', '/objective_types', { name: 'Shelf Talker', nameFr: '  Affichette de tablette ' });
    expect(created.statusCode).toBe(201);
    const { id } = created.json().data;
    expect(created.json().data).toMatchObject({ name: 'Shelf Talker', nameFr: 'Affichette de tablette' });
    expect(nameOf(await data('/objective_types', 'fsr'), id)).toBe('Affichette de tablette');
    expect(nameOf(await data('/objective_types', 'ds'), id)).toBe('Shelf Talker');
    const all = await data('/objective_types?all=1', 'admin');
    expect(all.find((r: { id: number }) => r.id === id)).toMatchObject({
      name: 'Shelf Talker',
      nameFr: 'Affichette de tablette',
      retired: false,
    });

    const cleared = await call('PUT', `/objective_types/${id}`, { name: 'Shelf Talker', nameFr: '' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data.nameFr).toBeNull();
    expect(nameOf(await data('/objective_types', 'fsr'), id)).toBe('Shelf Talker');
  });

  it('a win type keeps its label for the pickers and its French name for the settings screen', async () => {
    const created = await call('POST', '/win_types', { name: 'Store Event', nameFr: 'Événement en magasin' });
    expect(created.statusCode).toBe(201);
    const { id } = created.json().data;
    expect((await data('/win_types', 'fsr')).find((w: { id: number }) => w.id === id).label).toBe('Événement en magasin');
    const all = await data('/win_types?all=1', 'admin');
    expect(all.find((w: { id: number }) => w.id === id)).toMatchObject({ label: 'Store Event', nameFr: 'Événement en magasin' });
  });

  it('a French name another active value reads already is refused on its field', async () => {
    const taken = await call('POST', '/incomplete_reason', { name: 'No stock at all', nameFr: 'rupture de STOCK' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ nameFr: [en.settings.lists.incompleteReason.duplicate] });
    const tooLong = await call('POST', '/incomplete_reason', { name: 'Long', nameFr: 'x'.repeat(101) });
    expect(tooLong.statusCode).toBe(422);
    expect(Object.keys(tooLong.json().errors)).toEqual(['nameFr']);
  });
});

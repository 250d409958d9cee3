import { ALL_ROLES, ROLE_LABELS } from '@fieldops/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadCatalog } from '../i18n';
import { roleName } from './role-name';

describe('a role’s name', () => {
  beforeAll(() => loadCatalog('fr'));

  it('is the API’s English name in English, and French in French', () => {
    const en = i18n.getFixedT('en');
    const french = i18n.getFixedT('fr');
    expect(ALL_ROLES.map((role) => roleName(en, role))).toEqual([
      'Admin',
      'Regional Manager (DSM)',
      'District Supervisor (DS)',
      'Field Sales Rep (FSR)',
    ]);
    expect(ALL_ROLES.map((role) => roleName(en, role))).toEqual(ALL_ROLES.map((role) => ROLE_LABELS[role]));
    expect(ALL_ROLES.map((role) => roleName(french, role))).toEqual([
      'Administrateur',
      'Directeur régional (DSM)',
      'Superviseur de district (DS)',
      'Représentant des ventes (FSR)',
    ]);
  });
});

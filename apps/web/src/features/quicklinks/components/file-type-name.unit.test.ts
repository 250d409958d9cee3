import { QUICKLINK_FILE_TYPES } from '@fieldops/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadCatalog } from '../../../i18n';
import { fileTypeName } from './file-type-name';

describe('a quicklink’s file type', () => {
  beforeAll(() => loadCatalog('fr'));

  it('reads as stored in English, and in French in French; an unknown value as it is', () => {
    const en = i18n.getFixedT('en');
    const french = i18n.getFixedT('fr');
    expect(QUICKLINK_FILE_TYPES.map((type) => fileTypeName(en, type))).toEqual([...QUICKLINK_FILE_TYPES]);
    expect(QUICKLINK_FILE_TYPES.map((type) => fileTypeName(french, type))).toEqual([
      'Intranet TTI',
      'Guide',
      'Bulletin The Goods',
      'Site Web',
      'Chaînes YouTube',
      'Centres de service',
      'Vidéo',
      'URL',
    ]);
    expect(fileTypeName(french, 'Brochure')).toBe('Brochure');
  });
});

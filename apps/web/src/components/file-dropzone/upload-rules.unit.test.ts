import { UPLOAD_RULES } from '@fieldops/contract';
import type { FileRejection } from 'react-dropzone';
import { describe, expect, it } from 'vitest';
import { i18n, loadCatalog } from '../../i18n';
import { describeRejections, sizeLabel, tooManyText } from './upload-rules';

const MB = 1024 * 1024;
const refused = (name: string, size: number, ...codes: string[]): FileRejection => ({
  file: Object.assign(new File([new Uint8Array(size)], name), { path: name, relativePath: name }),
  errors: codes.map((code) => ({ code, message: code })),
});

describe('describeRejections', () => {
  it('calls a refused file too big when it is over the limit, whatever the dropzone found', () => {
    expect(describeRejections([refused('big.pdf', 4 * MB, 'file-invalid-type')], 3 * MB)).toEqual([
      { name: 'big.pdf', typeNotSupported: true, tooBig: true },
    ]);
    expect(describeRejections([refused('small.txt', 10, 'file-invalid-type')], 3 * MB)).toEqual([
      { name: 'small.txt', typeNotSupported: true, tooBig: false },
    ]);
    expect(describeRejections([refused('huge.pdf', 11 * MB, 'file-too-large')], 10 * MB)).toEqual([
      { name: 'huge.pdf', typeNotSupported: false, tooBig: true },
    ]);
  });
});

describe('sizeLabel', () => {
  it('writes the limit as the specification does in English, with French units in French', async () => {
    await loadCatalog('fr');
    const en = i18n.getFixedT('en');
    expect(sizeLabel(en, UPLOAD_RULES.image.maxBytes)).toBe('3 MB');
    expect(sizeLabel(en, UPLOAD_RULES.objective.maxBytes)).toBe('10 MiB');
    expect(sizeLabel(en, 2_500_000)).toBe('2.5 MB');
    try {
      await i18n.changeLanguage('fr');
      expect(sizeLabel(i18n.t, UPLOAD_RULES.image.maxBytes)).toBe('3 Mo');
      expect(sizeLabel(i18n.t, UPLOAD_RULES.objective.maxBytes)).toBe('10 Mio');
      expect(sizeLabel(i18n.t, 2_500_000)).toBe('2,5 Mo');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('tooManyText', () => {
  it('says one file in the singular and more in the plural, in English and in French', async () => {
    await loadCatalog('fr');
    const en = i18n.getFixedT('en');
    expect(tooManyText(en, 1)).toBe('Only 1 file can be added.');
    expect(tooManyText(en, UPLOAD_RULES.image.maxFiles)).toBe('Only 3 files can be added.');
    const fr = i18n.getFixedT('fr');
    expect(tooManyText(fr, 1)).toBe('Vous ne pouvez ajouter que 1 fichier.');
    expect(tooManyText(fr, 3)).toBe('Vous ne pouvez ajouter que 3 fichiers.');
  });
});

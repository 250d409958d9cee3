import { en, fr, type ContactImportError } from '@fieldops/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../i18n';
import { importReasonTexts } from './import-reasons';

const I = en.crm.import;

/** A line as POST /contact/import refuses it: a province the form refuses, a brand not found, a duplicate. */
const line: ContactImportError = {
  line: 3,
  messages: [
    `Province: ${en.crm.provinceInvalid}`,
    "Brand: none is named 'Nope'.",
    'The same contact is already on line 2.',
    en.crm.tradeNotFound,
  ],
  reasons: [
    {
      key: 'crm.import.fieldMessage',
      params: { field: 'Province', message: en.crm.provinceInvalid },
      paramKeys: { message: { key: 'crm.provinceInvalid' } },
    },
    { key: 'crm.import.unknownName', params: { field: 'Brand', name: 'Nope' } },
    { key: 'crm.import.duplicate', params: { line: 2 } },
    { key: 'crm.tradeNotFound' },
  ],
};

describe('the reasons an import refused a line', () => {
  beforeAll(() => loadCatalog('fr'));

  it('read in French for a French reader, the form’s own message after the column too', () => {
    expect(importReasonTexts(line, 'fr')).toEqual([
      `Province\u00a0: ${fr.crm.provinceInvalid}`,
      "Brand\u00a0: aucun élément ne s'appelle «\u00a0Nope\u00a0».",
      fr.crm.import.duplicate.replace('{{line}}', '2'),
      fr.crm.tradeNotFound,
    ]);
  });

  it('read as the server wrote them for an English reader', () => {
    expect(importReasonTexts(line, 'en')).toEqual(line.messages);
    expect(line.messages[0]).toBe(I.fieldMessage.replace('{{field}}', 'Province').replace('{{message}}', en.crm.provinceInvalid));
  });

  it('fall back to the English text where a reason has no key', () => {
    expect(importReasonTexts({ line: 4, messages: ['Something the catalog lacks'], reasons: [] }, 'fr')).toEqual([
      'Something the catalog lacks',
    ]);
  });
});

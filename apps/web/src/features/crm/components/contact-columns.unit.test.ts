import type { Contact } from '@fieldops/contract';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { contactColumns } from './contact-columns';

const provinceCell = (language: string, province: string) => {
  const none = () => undefined;
  const column = contactColumns({ t: i18n.t, language, onView: none, onEdit: none, onDelete: none }).find((c) => c.id === 'province');
  const cell = column?.cell as (context: { row: { original: Pick<Contact, 'province'> } }) => unknown;
  return cell({ row: { original: { province } } });
};

describe('the CRM list’s PROVINCE column', () => {
  it('names the stored (English) province in the reader’s language', () => {
    expect(provinceCell('fr', 'British Columbia')).toBe('Colombie-Britannique');
    expect(provinceCell('en', 'British Columbia')).toBe('British Columbia');
    expect(provinceCell('fr', '')).toBe('');
  });
});

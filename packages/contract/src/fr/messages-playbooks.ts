import type { Translation } from '../catalog.js';
import type { playbookMessages } from '../messages-playbooks.js';

/** French (fr-CA) of ../messages-playbooks.ts: the same keys, Quebec workplace French. */
export const playbookMessagesFr: Translation<typeof playbookMessages> = {
  title: 'Playbooks',
  addNew: 'Add New',
  columns: {
    title: 'TITLE',
    month: 'MONTH',
    year: 'YEAR',
    visibleTo: 'VISIBLE TO',
    views: 'NUM. VIEWS',
    actions: 'Actions',
  },
  /** The VISIBLE TO cell: the number of stores followed by the word 'stores'. */
  storeCount: '{{count}} stores',
  newTitle: 'New Playbook',
  editTitle: 'Edit Playbook',
  fields: { file: 'PDF', name: 'Title', month: 'Month', year: 'Year', stores: 'Stores' },
  /** Under the store selection: saving with none chosen (spec 3 §5). */
  allStoresHint: 'No store chosen: the playbook is shown to every store of a known region.',
  save: 'Save',
  created: 'Playbook has been created',
  updated: 'Playbook has been updated',
  deleted: 'Playbook has been deleted.',
  confirmDelete: 'Do you want to delete this playbook?',
  open: 'Open {{name}}',
  notFound: 'Playbook not found.',
  validation: {
    file: 'The PDF file is required',
    name: 'Enter a title',
    date: 'Select a month and a year from 2018 to next year',
    /** A store id that names no active store. */
    unknownStores: 'Some of the selected stores do not exist.',
  },
  published: {
    subject: 'New playbook',
    message: 'The playbook {{name}} has been published.',
  },
};

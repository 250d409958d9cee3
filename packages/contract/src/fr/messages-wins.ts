import type { Translation } from '../catalog.js';
import type { winMessages } from '../messages-wins.js';

/** French (fr-CA) of ../messages-wins.ts: the same keys, Quebec workplace French. */
export const winMessagesFr: Translation<typeof winMessages> = {
  title: 'Wins',
  postWin: 'Post a win',
  newTitle: 'New Win',
  editTitle: 'Edit Win',
  approve: 'Approve',
  approved: 'Approved',
  approveItem: 'Approve {{title}}',
  edit: 'Edit',
  delete: 'Delete',
  editItem: 'Edit {{title}}',
  deleteItem: 'Delete {{title}}',
  save: 'Save',
  created: 'The record has been created',
  updated: 'The record has been updated',
  deleted: 'The record has been deleted.',
  confirmDelete: 'Do you want to delete this record?',
  empty: 'No wins have been posted yet.',
  postedBy: 'Posted by {{name}}',
  photoOf: 'Photo of the win {{title}}',
  feed: 'Wins feed',
  notFound: 'Win not found.',
  winTypeNotFound: 'Select an existing win type',
  approvedLocked: 'This win has been approved: only an admin may change it now.',
  notYours: 'Only the author or an admin may change this win.',
  approvedSubject: 'Win approved',
  approvedMessage: 'Your win "{{title}}" was approved.',
  fields: { winTypeID: 'Win Type', title: 'Title', description: 'Description', date: 'Date', image: 'Photo' },
};

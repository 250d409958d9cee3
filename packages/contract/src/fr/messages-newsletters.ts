import type { Translation } from '../catalog.js';
import type { newsletterMessages } from '../messages-newsletters.js';

/** French (fr-CA) of ../messages-newsletters.ts: the same keys, Quebec workplace French. */
export const newsletterMessagesFr: Translation<typeof newsletterMessages> = {
  title: 'Newsletter',
  tabs: {
    win: 'Wins',
    weekly_good: 'Weekly Good',
    e_learning: 'E-learning',
    weeklyGoods: 'Weekly Goods',
    winsFeed: 'Wins Feed',
    label: 'Newsletter sections',
  },
  columns: { title: 'TITLE', date: 'DATE', month: 'MONTH', year: 'YEAR', views: 'NUM. VIEWS', actions: 'Actions' },
  fields: { name: 'Title', date: 'Date', file: 'File', month: 'Month', year: 'Year', type: 'Type' },
  modes: { new: 'New', edit: 'Edit', preview: 'Detail' },
  created: 'The record has been created',
  updated: 'The record has been updated',
  deleted: 'The record has been deleted.',
  confirmDelete: 'Do you want to delete this record?',
  notFound: 'Record not found.',
  typeInvalid: 'Choose one of: win, weekly_good, e_learning',
  firstOfMonth: 'Use the first of a month, YYYY-MM-01',
  realDate: 'Enter a real date',
  yearRange: 'Choose a year from {{first}} to next year',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  openPdf: 'Open the PDF',
  noPdf: 'No PDF attached.',
  pdfTitle: 'PDF of {{name}}',
  views: '{{count}} views',
  close: 'Close',
  weeklyGoods: {
    title: 'Weekly Goods',
    newTitle: 'New Weekly Good',
    editTitle: 'Edit Weekly Good',
    created: 'Weekly good has been created',
    updated: 'Weekly good has been updated',
    deleted: 'Weekly good has been deleted.',
    confirmDelete: 'Do you want to delete this weekly good?',
    notFound: 'Weekly good not found.',
  },
};

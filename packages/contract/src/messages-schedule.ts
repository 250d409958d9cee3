/**
 * Schedule calendar texts (spec 3 §2 Schedule page, §8 messages), composed into the `en` catalog
 * as `schedule`. The specification's own wording is kept, spelling included ('All Districs').
 */
export const scheduleMessages = {
  title: 'Schedule',
  allDistricts: 'All Districs',
  allReps: 'All Reps',
  searchRep: 'Type a name to search the reps',
  noRepFound: 'No rep found',
  eventDetails: 'Event details',
  /** An event's title on the calendar and in its details: the type, then whose entry it is. */
  eventTitle: '{{type}} — {{name}}',
  legend: 'Schedule types',
  /** The five schedule types by id (migration 0002; fixed, not an admin list): shown in the reader's language. */
  typeNames: { 1: 'Store Visit', 2: 'Meeting', 3: 'Office Day', 4: 'Training', 5: 'Time Off' },
  noNotes: 'No notes.',
  views: {
    month: 'Month',
    week: 'Week',
    day: 'Day',
    list: 'List',
    today: 'Today',
    previous: 'Previous',
    next: 'Next',
    /** The list view's column headers (FullCalendar's own English texts). */
    time: 'Time',
    event: 'Event',
  },
  newTitle: 'New entry',
  editTitle: 'Edit entry',
  addHint: 'Click a day or Add entry to add an entry; drag an entry, or open it and edit its date, to move it.',
  add: 'Add entry',
  fields: { date: 'Date', scheduleTypeID: 'Type', notes: 'Notes', userID: 'Rep' },
  created: 'The record has been created',
  updated: 'The record has been updated',
  deleted: 'The record has been deleted.',
  confirmDelete: 'Do you want to delete this record?',
  notFound: 'Schedule entry not found.',
  userNotFound: 'User not found.',
  typeNotFound: 'Select an existing schedule type',
  notPlannable: 'Select a field sales rep or district supervisor',
  ownOnly: 'You can change only your own schedule.',
  yearRange: 'Enter a date between {{from}} and {{to}}',
  rangeOrder: 'The end date must not be before the start date',
  rangeTooLong: 'Ask for at most {{days}} days at a time',
  /** Told to the owner when an admin adds, changes or removes an entry of their calendar (DESIGN §4). */
  notify: {
    subject: 'Schedule updated',
    added: 'An entry was added to your schedule on {{date}}.',
    changed: 'An entry of your schedule was changed ({{date}}).',
    removed: 'The entry of your schedule on {{date}} was removed.',
  },
  feed: {
    title: 'Calendar feed',
    help: "Subscribe to your schedule from your phone's calendar with this private link. Anyone who has the link can read your schedule.",
    none: 'You have no calendar link yet.',
    create: 'Create link',
    renew: 'New link',
    copy: 'Copy link',
    copied: 'The link has been copied',
    link: 'Calendar link',
    /** Only a hash of the secret is kept, so a link can be read only when it is made. */
    hidden:
      'Your link was made on {{date}}. It is shown only when it is made: make a new link to see it again (the old one then stops working).',
    renewTitle: 'Make a new link?',
    renewText: 'The old link stops working: calendars subscribed to it no longer update.',
    renewConfirm: 'Yes, make a new link',
    renewed: 'A new link has been made',
    notFound: 'Calendar feed not found.',
    calendarName: 'Fieldops schedule — {{name}}',
  },
} as const;

import { masterDataMessages } from './messages-master-data.js';
import { objectiveMessages } from './messages-objectives.js';
import { fieldWorkMessages } from './messages-field-work.js';
import { dashboardMessages } from './messages-dashboards.js';
import { inboxMessages } from './messages-messages.js';
import { contentMessages } from './messages-content.js';
import { crmMessages } from './messages-crm.js';
import { winMessages } from './messages-wins.js';
import { scheduleMessages } from './messages-schedule.js';
import { playbookMessages } from './messages-playbooks.js';
import { newsletterMessages } from './messages-newsletters.js';
import { geoMessages } from './messages-geo.js';
import { settingsMessages } from './messages-settings.js';

/** The core texts (app, auth, menu, shell, home, table, common, errors). */
export const coreMessages = {
  app: {
    slogan: 'Together we make every store a success',
    name: 'Fieldops',
  },
  auth: {
    welcome: 'Welcome',
    email: 'E-mail',
    password: 'Password',
    submit: 'SUBMIT',
    resetPasswordLink: 'Reset Password',
    loginFailed: 'The user or password you entered is incorrect. Please try again.',
    forgotTitle: 'Forgot your password?',
    forgotHelp: 'Enter your e-mail and we will send you a link to change your password.',
    resetLinkSent: 'A link to change your password has been emailed to you.',
    newPasswordTitle: 'Choose a new password',
    newPassword: 'New password',
    confirmPassword: 'Confirm password',
    updatePassword: 'Update Password',
    passwordReset: 'Your password has been reset.',
    passwordMismatch: 'Enter a password, and make sure it matches.',
    passwordRequired: 'Enter the password',
    resetTokenInvalid: 'This link is invalid or has expired. Ask for a new one.',
    backToLogin: 'Back to sign in',
    notSignedIn: 'Please sign in to continue.',
    sessionExpired: 'Your session has expired. Please sign in again.',
    tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
    /** The per-account throttle; {{minutes}} until the next attempt is taken. */
    accountLocked: 'Too many attempts. Please try again in {{minutes}} min.',
    passwordTooShort: 'The password must have at least 8 characters',
    passwordTooLong: 'The password can have at most 128 characters',
    resetMailSubject: 'Reset your Fieldops password',
    resetMailBody:
      'Hello {{name}},\n\nSomeone asked to reset the password of your Fieldops account. Open this link within one hour to choose a new password:\n\n{{link}}\n\nIf you did not ask for it, ignore this message.',
  },
  menu: {
    main: 'Main',
    dashboard: 'Dashboard',
    objectives: 'Objectives',
    schedule: 'Schedule',
    crm: 'CRM',
    playbooks: 'Playbooks',
    newsletter: 'Newsletter',
    settings: 'Settings',
    manageTerritory: 'Manage Territory',
    manageStores: 'Manage Stores',
    manageUsers: 'Manage Users',
    account: 'Account',
    myAccount: 'My account',
    logout: 'Logout',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
  },
  shell: {
    notifications: 'Notifications',
    notificationsUnread: 'Notifications, {{count}} unread',
    noNotifications: 'You have no notifications.',
    notificationsFailed: 'The notifications could not be loaded.',
    notificationNotFound: 'Notification not found.',
    close: 'Close',
    loading: 'Loading…',
    notAllowed: 'You are not allowed to do this operation.',
    back: 'Back',
    notFoundTitle: 'Page not found',
    notFound: 'There is nothing at this address.',
    goHome: 'Go to the home page',
    errorTitle: 'Error',
    ok: 'OK',
    /** The language switch (sign-in page, My Account); the languages are named in themselves. */
    language: 'Language',
  },
  home: {
    greeting: 'Hello, {{name}}',
    role: 'Role',
    area: 'Area',
    allAreas: 'All areas',
    period: 'Period',
    shortcuts: 'Where to go',
    unreadNotifications: 'Unread notifications',
    stores: 'Stores',
    users: 'Users',
    periodRange: '{{start}} to {{end}}',
  },
  table: {
    search: 'Search',
    typeToSearch: 'Type to search',
    downloadCsv: 'Download CSV',
    loading: 'Loading…',
    empty: 'No records found.',
    rowsPerPage: 'Rows per page',
  },
  common: {
    cancel: 'Cancel',
    confirmDelete: 'Yes, delete it!',
    cannotRevert: "You won't be able to revert this!",
  },
  errors: {
    internal: 'Something went wrong on our side. Please try again.',
    network: 'The server could not be reached. Check your connection and try again.',
    notFound: 'Not found.',
    forbidden: 'You are not allowed to do this operation.',
    unauthorized: 'Please sign in to continue.',
    validation: 'Some fields are not valid.',
    malformed: 'The request is not valid.',
    invalidCharacters: 'This field contains characters that are not allowed.',
    rateLimited: 'Too many requests. Please wait a minute and try again.',
  },
} as const;

/**
 * The English message catalog: every text a user sees, with the specification's exact wording
 * (odd spellings included). The web app loads it as i18next's `en` resource; the server uses the
 * same keys for validation and error messages. A French catalog is a second object of this shape.
 */
export const en = {
  ...coreMessages,
  ...masterDataMessages,
  ...objectiveMessages,
  ...fieldWorkMessages,
  ...dashboardMessages,
  ...inboxMessages,
  ...contentMessages,
  crm: crmMessages,
  wins: winMessages,
  schedule: scheduleMessages,
  playbooks: playbookMessages,
  newsletters: newsletterMessages,
  geo: geoMessages,
  settings: settingsMessages,
} as const;

export type Messages = typeof en;

/**
 * The core texts (app, auth, menu, shell, home, table, common, errors): the signed-out screens and
 * the app's frame. The web app loads them first; the features' texts (./messages-features.ts) come
 * with the signed-in screens.
 */
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
    /** The dialog over the screen whose session ended (features/auth sign-in-again-dialog.tsx). */
    sessionEnded: 'Your session has expired',
    signInAgain: 'Enter your password to go on where you left off: what you were doing is kept.',
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
    /** A screen that could not be shown (app/routes/screen-error.tsx): its code did not load, or it failed. */
    screenLoadFailed: 'This screen could not be loaded. Check your connection, then try again.',
    screenFailed: 'This screen stopped on an error on our side. Try again; what was sent is kept.',
    tryAgain: 'Try again',
    /** The first link of every signed-in page, shown when it has the focus; it moves the focus to the page. */
    skipToContent: 'Skip to content',
    notifications: 'Notifications',
    notificationsUnread_one: 'Notifications, {{count}} unread',
    notificationsUnread_other: 'Notifications, {{count}} unread',
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
  /** The roles' names (roles.ts ROLE_KEYS); in English, the names GET /user/roles and users.csv give. */
  roles: {
    admin: 'Admin',
    regionalManager: 'Regional Manager (DSM)',
    districtSupervisor: 'District Supervisor (DS)',
    fieldSalesRep: 'Field Sales Rep (FSR)',
  },
  table: {
    search: 'Search',
    typeToSearch: 'Type to search',
    downloadCsv: 'Download CSV',
    loading: 'Loading…',
    empty: 'No records found.',
    rowsPerPage: 'Rows per page',
    /** On a phone, where a list is cards without column headers: the column it is sorted by, and the toggle of its direction. */
    sortBy: 'Sort by',
    descending: 'Descending',
    /** A long text in a cell, cut at a few lines (clamped-text.tsx): the button that shows it whole, and back. */
    showMore: 'Show more',
    showLess: 'Show less',
    /** Told to screen readers when a search's answer comes (DataTable). */
    found_one: '{{count}} record found',
    found_other: '{{count}} records found',
  },
  common: {
    /** A length of time in hours and minutes: '2 h 05 min' (lib/duration.ts). */
    hoursMinutes: '{{hours}} h {{minutes}} min',
    /** How much of a long text field is used (FormTextField's maxLength). */
    characterCount: '{{used}} / {{max}}',
    /** Asked before leaving a form whose changes are not saved (lib/unsaved-changes.tsx). */
    discardTitle: 'Discard your changes?',
    discardText: 'What you typed has not been saved and will be lost.',
    discard: 'Discard',
    keepEditing: 'Keep editing',
    cancel: 'Cancel',
    confirmDelete: 'Yes, delete it!',
    cannotRevert: "You won't be able to revert this!",
    /** Saving a record someone else saved after it was opened (contract record-version.ts). */
    changedTitle: 'Changed meanwhile',
    changedText: 'Save yours over it, or cancel to keep what you typed on screen.',
    saveOver: 'Save mine',
    /** A figure after its name ("Visits: 12"); French puts a space before the colon. */
    labelValue: '{{label}}: {{value}}',
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
    changedSince: 'Someone else saved a change to this record after you opened it.',
  },
} as const;

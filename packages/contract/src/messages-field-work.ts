/**
 * Texts of the field work (DESIGN §4 "Field work"): visits, the rep's day, the approval queue and
 * work sent later. Not in the specification, so plain English; spread into the `en` catalog.
 */
export const fieldWorkMessages = {
  visits: {
    notFound: 'Visit not found.',
    /** 409 when checking in with a visit still open elsewhere. */
    alreadyOpen: 'You are still checked in at {{store}}. Check out there first.',
    alreadyClosed: 'This visit is already checked out.',
    positionPair: 'Send both latitude and longitude, or neither.',
    latitude: 'The latitude must be between -90 and 90.',
    longitude: 'The longitude must be between -180 and 180.',
    accuracy: 'The accuracy must be a number of metres, 0 or more.',
    atFormat: 'The time must be an ISO 8601 timestamp.',
    /** `at` more than 24 h ago or in the future. */
    atRange: 'The time of a visit must be within the last 24 hours, and not in the future.',
    checkoutBeforeCheckin: 'The check-out cannot be before the check-in.',
    forced: 'time expired (forced)',
    verified: 'Verified',
    unverified: 'Not verified',
  },
  /** The rep's day (/today, /today/{storeId}) and the store form's position fields. */
  today: {
    menu: 'My day',
    title: 'My day',
    search: 'Search stores',
    locating: 'Finding your position…',
    byDistance: 'Nearest stores first.',
    byName: 'Sorted by name: your position is not available.',
    noStores: 'No store of your area has work this month.',
    noMatch: 'No store matches your search.',
    open_one: '{{count}} open',
    open_other: '{{count}} open',
    overdue_one: '{{count}} overdue',
    overdue_other: '{{count}} overdue',
    lastVisit: 'Last visit {{when}}',
    neverVisited: 'No visit yet',
    metres: '{{value}} m',
    kilometres: '{{value}} km',
    openVisitBanner: 'Checked in at {{store}} since {{time}}',
    openVisitLink: 'Open',
    checkIn: 'Check in',
    checkOut: 'Check out',
    checkedInSince: 'Checked in since {{time}}',
    verifiedHere: 'Verified at the store',
    notVerifiedAway: 'Not verified · {{distance}} away',
    notVerifiedNoPosition: 'Not verified · no position',
    /** Under a check-in not verified at the store (shown once checked in). */
    positionHint: 'Your position was recorded with the check-in; the visit counts even when it is not verified.',
    /** A check-in without position (refused or unavailable on the phone). */
    noPositionHint: 'No position was sent with the check-in; the visit counts even when it is not verified.',
    checkInFirst: 'Check in when you arrive, then open an objective.',
    otherStoreOpen: 'Go to {{store}}',
    waitingToSend: 'Waiting to send',
    checkInWaiting: 'Checked in at {{time}} · waiting to send',
    checkOutWaiting: 'Checked out at {{time}} · waiting to send',
    confirmCheckOutTitle: 'Check out of {{store}}?',
    confirmCheckOutText: 'The visit ends now.',
    objectives: 'Objectives',
    noObjectives: 'This store has no objective this month.',
    priority: 'Priority {{priority}}',
    due: 'Due {{date}}',
    overdueMark: 'Overdue',
    openObjective: 'Open {{title}}',
    visitsToday: 'Visits today',
    noVisitsToday: 'No visit here yet today.',
    visitTimes: '{{from}} – {{to}}',
    stillOpen: 'now',
    homeCardOpen_one: '{{count}} open objective in your stores',
    homeCardOpen_other: '{{count}} open objectives in your stores',
    homeCardGo: 'Start my day',
    position: 'Position',
    latitude: 'Latitude',
    longitude: 'Longitude',
    useMyPosition: 'Use my position',
    positionUnavailable: 'Your position is not available in this browser.',
    positionDenied: 'Your position could not be read: allow location access and try again.',
    /** Without signal, over the day's list: what is shown, and what the search looks through. */
    offlineList: 'No signal: these are the stores loaded earlier. The search looks through them only.',
    /** Without signal, a screen of the day never loaded on this phone. */
    dayNotKept: 'No signal, and your stores were not loaded on this phone before. They will appear when the signal returns.',
    storeNotKept: 'No signal, and this store was not loaded on this phone before. It will open when the signal returns.',
    backToDay: 'Back to my day',
  },
  approvals: {
    // Server (POST /store_objective/approve and /reopen, and the rep's bell).
    /** 409 for an item that is no longer waiting: approved already, reopened, or not completed. */
    notWaiting: 'This result is not waiting for approval any more.',
    approvedSubject: 'Objective approved',
    approvedMessage: '{{title}} at {{store}} has been approved.',
    reopenedSubject: 'Objective reopened',
    reopenedMessage: '{{title}} at {{store}} has been reopened: {{comment}}',
    // The queue's screen (/approvals).
    menu: 'Approvals',
    title: 'Approvals',
    /** {{total}} is the count written with the language's grouping (1,009); `count` picks the form. */
    waiting_one: '{{total}} result waiting for approval',
    waiting_other: '{{total}} results waiting for approval',
    empty: 'Nothing is waiting for approval.',
    listLabel: 'Results waiting for approval',
    selectAll: 'Select all on this page',
    selectItem: 'Select {{store}} — {{objective}}',
    approveSelected: 'Approve ({{count}})',
    approve: 'Approve',
    reopen: 'Reopen',
    storeNumber: 'Store #{{number}}',
    completedBy: 'Completed by {{name}} on {{date}}',
    noComments: 'No comments',
    openPhoto: 'Open photo {{index}} of {{store}}',
    approved_one: '{{count}} result approved.',
    approved_other: '{{count}} results approved.',
    /** Some items were refused: the server's messages; a refused result still waiting shows its own on its card. */
    partlyApproved: '{{approved}} approved, {{refused}} not approved: {{reasons}}',
    notApproved: 'Not approved: {{message}}',
    // The reopen dialog.
    reopenTitle: 'Reopen {{store}} — {{objective}}',
    reopenHelp: 'The result goes back to the rep as Incomplete, with your comment.',
    reopenComment: 'What is missing',
    /** The comment left empty (the contract's reopenBodySchema). */
    reopenCommentRequired: 'Say what is missing',
    reopenSend: 'Reopen',
    reopened: 'The result has been reopened.',
    /** Shown to the rep on a reopened result. */
    reopenedBy: 'Reopened by {{name}} on {{date}}: {{comment}}',
  },
  /** Writes made without signal, kept on the phone and sent in order when the network returns. */
  offline: {
    waiting_one: '{{count}} change waiting to send',
    waiting_other: '{{count}} changes waiting to send',
    /** Part of the bar when some were refused by the server, after those still waiting. */
    refused_one: '{{count}} not accepted',
    refused_other: '{{count}} not accepted',
    /** The bar when every change kept was refused: none is waiting. */
    refusedOnly_one: '{{count}} change not accepted',
    refusedOnly_other: '{{count}} changes not accepted',
    noSignal: 'No signal: they will be sent when the network returns.',
    /** Under the top bar on every screen without signal while nothing waits (no-signal-bar.tsx). */
    noSignalScreen: 'No signal. What was loaded earlier is shown, and the rest will load when the network returns.',
    details: 'Details',
    title: 'Changes waiting to send',
    help: 'They are kept on this phone, even if you close the app, and sent in order.',
    waitingItem: 'Waiting to send',
    retryingItem: 'Not sent yet, trying again',
    refusedItem: 'Not accepted: {{message}}',
    /** A change that needs an earlier one (a photo of the result) that was refused or discarded. */
    dependsOn: 'Needs “{{label}}”, which was not sent.',
    dependencyGone: 'Needs an earlier change that was discarded.',
    /** Logout asked while changes wait (app-shell.tsx): they stay on this device for the same user. */
    logoutTitle: 'Log out with changes waiting?',
    logoutText_one: '{{count}} change has not reached the server yet. It stays on this device and is sent the next time you sign in here.',
    logoutText_other:
      '{{count}} changes have not reached the server yet. They stay on this device and are sent the next time you sign in here.',
    retry: 'Retry',
    discard: 'Discard',
    discardTitle: 'Discard this change?',
    discardText: '“{{label}}” will not be sent, and cannot be recovered.',
    close: 'Close',
    /** Shown on a record changed without signal until the server has it. */
    hint: 'Waiting to send',
    /** Labels of the waiting changes. */
    resultLabel: 'Result of {{store}} — {{objective}}',
    resultLabelShort: 'Result of store {{storeID}}, objective {{objectiveID}}',
    photoLabel: 'Photo {{name}}',
    fileLabel: 'File {{name}}',
    removePhotoLabel: 'Remove a photo',
  },
  /** The Idempotency-Key of writes sent again (apps/server/src/plugins/idempotency.ts). */
  idempotency: {
    invalidKey: 'The Idempotency-Key must be 1 to 200 visible ASCII characters.',
    inProgress: 'This change is still being applied. Try again in a moment.',
    mismatch: 'This Idempotency-Key was already used for another request.',
  },
} as const;

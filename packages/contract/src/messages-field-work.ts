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
  today: {},
  approvals: {},
  offline: {},
} as const;

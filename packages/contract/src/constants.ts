import { OBJECTIVE_STATUS } from './schemas/objective-status.js';

/** Business constants named by the specification, defined once. */
export const API_BASE = '/api/v1';

export const PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 500;
export const PAGE_SIZE_OPTIONS = [PAGE_SIZE, 100, MAX_PAGE_SIZE] as const;
/** Spec 2 §2, §9: the geo tables show 10 rows a page, with 10, 20, 40 or 100 to choose from. */
export const GEO_PAGE_SIZE = 10;
export const GEO_PAGE_SIZE_OPTIONS = [GEO_PAGE_SIZE, 20, 40, 100] as const;
/** The weeks of the geo chart and of the reps table when no week is chosen: the current one and the 11 before. */
export const GEO_SUMMARY_WEEKS = 12;

export const NOTIFICATION_BAR_MS = 6000;
export const SUCCESS_POPUP_MS = 4000;
export const OBJECTIVE_REDIRECT_MS = 4000;

export const GALLERY_PAGE_ITEMS = 12;
export const GALLERY_COLUMNS = 3;

export const DEFAULT_FILTER_REGIONS = [2, 7, 11, 12, 13, 14, 15] as const;
/** First year of every year picker; the last is next year (`offeredYears` in calc.ts). */
export const FIRST_YEAR = 2018;

/** Store results that count as completed: Completed and Approved (DESIGN §4). */
export const COMPLETED_STATUSES: readonly number[] = [OBJECTIVE_STATUS.completed, OBJECTIVE_STATUS.approved];
/** The status filter's 'All' (GET /store_objective/status/0, the list filter's status '0'). */
export const ALL_STATUSES = 0;

export const NEWS_TRUNCATE_AT = 75;

/** An upload attached to no record (the view `attached_files`) is deleted once this old. */
export const UNATTACHED_FILE_TTL_HOURS = 24;

/** Sign-in tokens and password reset. */
export const SESSION_TTL_HOURS = 12;
export const RESET_TOKEN_TTL_MINUTES = 60;

/**
 * Per-account throttle, beside the per-client limit (AUTH_RATE_LIMIT a minute): this many failed
 * sign-ins, reset requests or wrong current passwords for one account within the window, and
 * further attempts answer 429 until the oldest of them leaves the window.
 */
export const ACCOUNT_ATTEMPT_LIMIT = 10;
export const ACCOUNT_ATTEMPT_WINDOW_MINUTES = 15;

/** Every password that is set: counted in characters (code points), not bytes. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

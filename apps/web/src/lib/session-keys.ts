/** Where the saved sign-in is kept in local storage (session.ts); vite.config.ts reads the token's key too. */
export const TOKEN_KEY = 'token';
export const NAME_KEY = 'name';
/** The signed-in user as the server last confirmed it: the session's user when a reload finds no network (session-context.tsx). */
export const USER_KEY = 'user';
/**
 * The dashboards' Filters month and year, kept in the tab's session storage
 * (features/dashboards/model/filter-storage.ts): one person's choice, which sign-out forgets.
 */
export const DASHBOARD_FILTER_KEY = 'dashboardFilter';

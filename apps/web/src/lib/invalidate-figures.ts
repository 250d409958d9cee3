import type { QueryClient } from '@tanstack/react-query';

/** The calls whose answers are figures made of results and visits (spec 1 §7): the dashboards and their detail lists. */
const FIGURE_ENDPOINTS = new Set(['/dashboard_data', '/ds_summary', '/fsr_summary', '/checkin']);
/** The user panel's tables: GET /user/{id}/approvals | objectives | checkin. */
const PANEL_TABLES = new Set(['approvals', 'objectives', 'checkin']);

/**
 * After a result or a visit changed (an approval, a reopen, a rep's result, a check-in or out):
 * the dashboards, the home page's ring, the detail lists and the user panels are read again, the
 * ones on screen at once, the others when next shown. Keys start with their endpoint (STYLE).
 */
export const invalidateFigures = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({
    predicate: ({ queryKey: [first, , table] }) =>
      typeof first === 'string' &&
      (FIGURE_ENDPOINTS.has(first) || (first === '/user' && typeof table === 'string' && PANEL_TABLES.has(table))),
  });

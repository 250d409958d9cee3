import { ADMIN_ONLY, ALL_ROLES, ROLE, type RoleId } from './roles.js';

/**
 * Who may open what. `public` needs no sign-in; otherwise the list of roles allowed.
 * The server enforces `apiAccess`; the web router reads `webRoutes` to show the
 * not-allowed page. One table each, so a permission is never written twice.
 */
export type Access = 'public' | readonly RoleId[];

const ALL = ALL_ROLES;
const ADMIN = ADMIN_ONLY;
const ADMIN_OR_DSM: readonly RoleId[] = [ROLE.admin, ROLE.regionalManager];
/** Who works in the stores: supervisors and reps (DESIGN §4 "Field work"). */
const FIELD: readonly RoleId[] = [ROLE.districtSupervisor, ROLE.fieldSalesRep];
/** Who approves results: admins, regional managers and supervisors. */
const APPROVERS: readonly RoleId[] = [ROLE.admin, ROLE.regionalManager, ROLE.districtSupervisor];
/** Who writes schedule entries (DESIGN §4): admins for anyone, supervisors and reps for themselves. */
const SCHEDULE_WRITERS: readonly RoleId[] = [ROLE.admin, ROLE.districtSupervisor, ROLE.fieldSalesRep];

const dashboardDetail = (base: string) => [
  `${base}/ds-performance/:filterDate`,
  `${base}/fsr-leaderboard/:filterDate`,
  `${base}/in-story-time/:filterDate`,
];

/** Every signed-in route of the three specification documents, in React Router form. */
export const webRoutes: Record<string, Access> = Object.fromEntries([
  ...[
    '/',
    '/home',
    '/home/dsm',
    '/home/:startDate/:endDate',
    '/dashboard',
    '/dashboard/type/national',
    ...dashboardDetail('/dashboard'),
    '/dashboard/region/:regionID',
    ...dashboardDetail('/dashboard/region/:regionID'),
    '/dashboard/ds/:districtID/:regionID',
    ...dashboardDetail('/dashboard/ds/:districtID/:regionID'),
    '/dashboard/rep/:territoryID/:dsID/:regionID',
    ...dashboardDetail('/dashboard/rep/:territoryID/:dsID/:regionID'),
    '/objective',
    '/objective/:objectiveID',
    '/objective/:objectiveID/:statusID',
    '/objective/status/:statusID',
    '/objective/status/:statusID/:regionID',
    '/objective/status/:statusID/:regionID/:startDate',
    '/playbooks',
    '/wins',
    '/schedule',
    '/quicklink',
    '/survey',
    '/news',
    '/store',
    '/user',
    '/user/account',
    '/geo',
    '/geo/user/:userID',
  ].map((path) => [path, ALL] as const),
  ...[
    '/objective/create',
    '/objective/:objectiveID/edit',
    '/objective/:objectiveID/copy',
    '/objective/formbuilder/:objectiveID',
    '/playbooks/create',
    '/playbooks/:playbookID/edit',
    '/territory',
    '/crm',
    '/weekly-goods',
    '/newsletter/wins',
    '/newsletter/weekly-good',
    '/newsletter/e-learning',
    '/quicklink/create',
    '/quicklink/:id/edit',
    '/survey/create',
    '/survey/:id/edit',
    '/news/create',
    '/news/:id/edit',
    '/store/create',
    '/store/:storeID',
    '/store/:storeID/edit',
    '/user/create',
    '/user/:userID/edit',
    '/user/:userID/password',
    '/message/compose',
    '/settings/lists',
  ].map((path) => [path, ADMIN] as const),
  ['/objective/by-store', ADMIN_OR_DSM] as const,
  ['/today', FIELD] as const,
  ['/today/:storeID', FIELD] as const,
  ['/approvals', APPROVERS] as const,
]);

/** Every API call, keyed "METHOD /path" (Fastify path form, below /api/v1). */
export const apiAccess: Record<string, Access> = {
  'GET /health': 'public',
  'GET /health/ready': 'public',
  /** Its own bearer token, METRICS_TOKEN, not a session's (modules/health/routes.ts). */
  'GET /metrics': 'public',
  'POST /user/login': 'public',
  'POST /user/reset_password': 'public',
  'POST /user/password/:token': 'public',
  'GET /user/me': ALL,
  'POST /user/logout': ALL,
  'GET /notification': ALL,
  'PUT /notification/:id': ALL,
  // Master data: reads for every signed-in user, writes for admins (spec 2 §6, spec 3 §6).
  'GET /region': ALL,
  'GET /district': ALL,
  'GET /district/:id': ALL,
  'GET /territory': ALL,
  'GET /territory/all': ALL,
  'GET /territory/:id': ALL,
  'POST /territory': ADMIN,
  'PUT /territory/:id': ADMIN,
  'DELETE /territory/:id': ADMIN,
  'GET /store': ALL,
  'GET /store/search': ALL,
  'GET /store/regions': ALL,
  'GET /store/:id': ALL,
  'POST /store': ADMIN,
  'PUT /store/:id': ADMIN,
  'DELETE /store/:id': ADMIN,
  'GET /user': ALL,
  'GET /user/search': ALL,
  'GET /user/roles': ALL,
  'GET /user/:id': ALL,
  'POST /user': ADMIN,
  'PUT /user/:id': ADMIN,
  'DELETE /user/:id': ADMIN,
  'PUT /user/:id/password': ADMIN,
  'PUT /user/me/password': ALL,
  'PUT /user/me/language': ALL,
  'GET /province': ALL,
  'GET /brand': ALL,
  'GET /trade': ALL,
  'GET /objective_types': ALL,
  'GET /objective/status': ALL,
  'GET /incomplete_reason': ALL,
  'GET /schedule_types': ALL,
  'GET /win_types': ALL,
  'GET /contact_subscription': ALL,
  // Files: any signed-in user uploads; the uploader or an admin deletes.
  'POST /image': ALL,
  'DELETE /image/:id': ALL,
  // Objectives (spec 2 §6): lists and views for everyone, writes for admins, By Store for 1 and 2.
  'GET /objective': ALL,
  'POST /objective/filter': ALL,
  'GET /objective/byArea': ADMIN_OR_DSM,
  'GET /objective/:id': ALL,
  'GET /objective/:id/CSVsummary': ALL,
  'GET /objective/:id/answersCSV': ALL,
  'POST /objective': ADMIN,
  'PUT /objective/:id': ADMIN,
  'DELETE /objective/:id': ADMIN,
  'POST /objective/:id/copyMedia': ADMIN,
  // The form builder and its templates (spec 2 §2: "form builder is for role 1").
  'POST /objective/:id/multiFields': ADMIN,
  'PUT /objective/:id/multiFields': ADMIN,
  'DELETE /objective/:id/multiFields': ADMIN,
  'GET /objective_field_template': ADMIN,
  'GET /objective_field_template/:id': ADMIN,
  'DELETE /objective_field_template/:id': ADMIN,
  'GET /store_objective/status/:status': ALL,
  'GET /store_objective/status/:status/list': ALL,
  'GET /store/:storeId/objective/:objectiveId': ALL,
  // A rep completes, a DS or admin approves; the service checks the store is in the caller's area.
  'PUT /store/:storeId/objective/:objectiveId': [1, 3, 4],
  // Field work (DESIGN §4): visits and the rep's day for those in the stores, the queue for approvers.
  'POST /checkin': FIELD,
  'PUT /checkin/:id': FIELD,
  'GET /user/:id/checkin': ALL,
  'GET /today': FIELD,
  'GET /today/:storeId': FIELD,
  'GET /store_objective/approvals': APPROVERS,
  'POST /store_objective/approve': APPROVERS,
  'POST /store_objective/reopen': APPROVERS,
  // Dashboards (spec 1 §7): every role; each answers for the caller's own area only (404 outside it).
  'GET /dashboard_data': ALL,
  'GET /ds_summary': ALL,
  'GET /fsr_summary': ALL,
  'GET /checkin': ALL,
  'GET /user/:id/approvals': ALL,
  'GET /user/:id/objectives': ALL,
  // Content (spec 2 §2, spec 3 §2): read by everyone (playbooks only for the caller's stores), written
  // by admins; a win is posted by anyone and changed or deleted by its author until approved.
  // — news, surveys, quicklinks:
  'GET /news': ALL,
  'GET /news/:id': ALL,
  'POST /news': ADMIN,
  'PUT /news/:id': ADMIN,
  'DELETE /news/:id': ADMIN,
  'GET /survey': ALL,
  'GET /survey/:id': ALL,
  'POST /survey': ADMIN,
  'PUT /survey/:id': ADMIN,
  'DELETE /survey/:id': ADMIN,
  'GET /quicklink': ALL,
  'GET /quicklink/:id': ALL,
  'POST /quicklink': ADMIN,
  'PUT /quicklink/:id': ADMIN,
  'DELETE /quicklink/:id': ADMIN,
  // — playbooks:
  'GET /playbook': ALL,
  'GET /playbook/:id': ALL,
  'POST /playbook': ADMIN,
  'PUT /playbook/:id': ADMIN,
  'DELETE /playbook/:id': ADMIN,
  // — weekly goods and newsletters:
  'GET /weekly_good': ALL,
  'GET /weekly_good/:id': ALL,
  'POST /weekly_good': ADMIN,
  'PUT /weekly_good/:id': ADMIN,
  'DELETE /weekly_good/:id': ADMIN,
  'GET /newsletter': ALL,
  'GET /newsletter/:id': ALL,
  'POST /newsletter': ADMIN,
  'PUT /newsletter/:id': ADMIN,
  'DELETE /newsletter/:id': ADMIN,
  // — wins:
  'GET /win': ALL,
  'GET /win/:id': ALL,
  'POST /win': ALL,
  'PUT /win/:id': ALL,
  'DELETE /win/:id': ALL,
  'POST /win/:id/approve': ADMIN,
  // CRM (spec 3 §2): admins only.
  'GET /contact': ADMIN,
  'GET /contact/:id': ADMIN,
  'POST /contact': ADMIN,
  'PUT /contact/:id': ADMIN,
  'DELETE /contact/:id': ADMIN,
  'POST /contact/import': ADMIN,
  // Schedule (spec 3 §2, DESIGN §4): reps and supervisors write their own entries, admins anyone's.
  // Reads follow the districts of the caller's area (a rep reads their district's calendar); a
  // regional manager only reads. The feed is a capability URL: its secret is the credential.
  'GET /schedule': ALL,
  'GET /district/:id/schedule': ALL,
  'GET /schedule/user/:id': ALL,
  'GET /schedule/feed': ALL,
  'POST /schedule/feed': ALL,
  'GET /schedule/feed/:secret': 'public',
  'POST /schedule': SCHEDULE_WRITERS,
  'PUT /schedule/:id': SCHEDULE_WRITERS,
  'DELETE /schedule/:id': SCHEDULE_WRITERS,
  // Messages and live notifications (DESIGN §4).
  'GET /user/me/messages': ALL,
  'PUT /message/:id/readStatus': ALL,
  'POST /message': ADMIN,
  'GET /notification/stream': ALL,
  // The one-click unsubscribe link of a subscriber e-mail: its signed token is the credential.
  'GET /contact/unsubscribe/:token': 'public',
  'POST /contact/unsubscribe/:token': 'public',
  // Geo tracking (spec 2 §2, §7): everyone, scoped to the caller's area.
  'GET /geoitem/weeklySummary': ALL,
  'GET /geoitem/topUsers': ALL,
  'GET /geoitem/weeks': ALL,
  'GET /geoitem/user/:id': ALL,
  'GET /geoitem/user/:id/week/:week': ALL,
  // The lists behind the forms (issue 12): admins add, rename and retire.
  'POST /brand': ADMIN,
  'PUT /brand/:id': ADMIN,
  'DELETE /brand/:id': ADMIN,
  'POST /trade': ADMIN,
  'PUT /trade/:id': ADMIN,
  'DELETE /trade/:id': ADMIN,
  'POST /district': ADMIN,
  'PUT /district/:id': ADMIN,
  'DELETE /district/:id': ADMIN,
  'POST /objective_types': ADMIN,
  'PUT /objective_types/:id': ADMIN,
  'DELETE /objective_types/:id': ADMIN,
  'POST /incomplete_reason': ADMIN,
  'PUT /incomplete_reason/:id': ADMIN,
  'DELETE /incomplete_reason/:id': ADMIN,
  'POST /win_types': ADMIN,
  'PUT /win_types/:id': ADMIN,
  'DELETE /win_types/:id': ADMIN,
};

export function canAccess(access: Access | undefined, role: RoleId | undefined): boolean {
  if (access === undefined) return false;
  if (access === 'public') return true;
  return role !== undefined && access.includes(role);
}

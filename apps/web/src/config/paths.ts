/**
 * Every route of the web app, named once: `path` is the React Router pattern (the key of the
 * contract's `webRoutes` for signed-in routes), `url()` builds a link to it.
 */
export const paths = {
  root: { path: '/', url: () => '/' },
  login: { path: '/login', url: () => '/login' },
  forgotPassword: { path: '/password', url: () => '/password' },
  resetPassword: { path: '/password/:token', url: (token: string) => `/password/${encodeURIComponent(token)}` },

  home: { path: '/home', url: () => '/home' },
  homeDsm: { path: '/home/dsm', url: () => '/home/dsm' },
  homePeriod: {
    path: '/home/:startDate/:endDate',
    url: (startDate: string, endDate: string) => `/home/${startDate}/${endDate}`,
  },

  dashboard: { path: '/dashboard', url: () => '/dashboard' },
  dashboardNational: { path: '/dashboard/type/national', url: () => '/dashboard/type/national' },
  dashboardRegion: { path: '/dashboard/region/:regionID', url: (regionID: number) => `/dashboard/region/${regionID}` },
  dashboardDistrict: {
    path: '/dashboard/ds/:districtID/:regionID',
    url: (districtID: number, regionID: number) => `/dashboard/ds/${districtID}/${regionID}`,
  },
  dashboardRep: {
    path: '/dashboard/rep/:territoryID/:dsID/:regionID',
    url: (territoryID: number, districtID: number, regionID: number) => `/dashboard/rep/${territoryID}/${districtID}/${regionID}`,
  },
  /** The three detail lists below a dashboard's URL (`base`), for a month 'YYYY-MM' (spec 1 §2.4; 'in-story-time' so spelled). */
  dashboardDetail: {
    path: ':base/:kind/:filterDate',
    url: (base: string, kind: 'ds-performance' | 'fsr-leaderboard' | 'in-story-time', filterDate: string) =>
      `${base === '/' ? '' : base}/${kind}/${filterDate}`,
  },
  objectives: { path: '/objective', url: () => '/objective' },
  objective: { path: '/objective/:objectiveID', url: (id: number) => `/objective/${id}` },
  objectiveWithStatus: { path: '/objective/:objectiveID/:statusID', url: (id: number, statusID: string) => `/objective/${id}/${statusID}` },
  objectiveCreate: { path: '/objective/create', url: (custom = false) => (custom ? '/objective/create?custom=1' : '/objective/create') },
  objectiveEdit: { path: '/objective/:objectiveID/edit', url: (id: number) => `/objective/${id}/edit` },
  objectiveCopy: { path: '/objective/:objectiveID/copy', url: (id: number) => `/objective/${id}/copy` },
  objectiveFormBuilder: { path: '/objective/formbuilder/:objectiveID', url: (id: number) => `/objective/formbuilder/${id}` },
  objectivesByStore: { path: '/objective/by-store', url: () => '/objective/by-store' },
  objectiveStatus: {
    path: '/objective/status/:statusID',
    url: (statusID: string, regionID?: number, startDate?: string) =>
      `/objective/status/${statusID}${regionID ? `/${regionID}${startDate ? `/${startDate}` : ''}` : ''}`,
  },
  schedule: { path: '/schedule', url: () => '/schedule' },
  crm: { path: '/crm', url: () => '/crm' },
  playbooks: { path: '/playbooks', url: () => '/playbooks' },
  playbookCreate: { path: '/playbooks/create', url: () => '/playbooks/create' },
  playbookEdit: { path: '/playbooks/:playbookID/edit', url: (id: number) => `/playbooks/${id}/edit` },
  newsletterWins: { path: '/newsletter/wins', url: () => '/newsletter/wins' },
  newsletterWeeklyGood: { path: '/newsletter/weekly-good', url: () => '/newsletter/weekly-good' },
  newsletterELearning: { path: '/newsletter/e-learning', url: () => '/newsletter/e-learning' },
  weeklyGoods: { path: '/weekly-goods', url: () => '/weekly-goods' },
  wins: { path: '/wins', url: () => '/wins' },

  news: { path: '/news', url: () => '/news' },
  newsCreate: { path: '/news/create', url: () => '/news/create' },
  newsEdit: { path: '/news/:id/edit', url: (id: number) => `/news/${id}/edit` },
  surveys: { path: '/survey', url: () => '/survey' },
  surveyCreate: { path: '/survey/create', url: () => '/survey/create' },
  surveyEdit: { path: '/survey/:id/edit', url: (id: number) => `/survey/${id}/edit` },
  quicklinks: { path: '/quicklink', url: () => '/quicklink' },
  quicklinkCreate: { path: '/quicklink/create', url: () => '/quicklink/create' },
  quicklinkEdit: { path: '/quicklink/:id/edit', url: (id: number) => `/quicklink/${id}/edit` },
  territories: { path: '/territory', url: () => '/territory' },
  settingsLists: { path: '/settings/lists', url: () => '/settings/lists' },
  stores: { path: '/store', url: () => '/store' },
  store: { path: '/store/:storeID', url: (id: number) => `/store/${id}` },
  storeCreate: { path: '/store/create', url: () => '/store/create' },
  storeEdit: { path: '/store/:storeID/edit', url: (id: number) => `/store/${id}/edit` },
  users: { path: '/user', url: () => '/user' },
  userCreate: { path: '/user/create', url: () => '/user/create' },
  userEdit: { path: '/user/:userID/edit', url: (id: number) => `/user/${id}/edit` },
  userPassword: { path: '/user/:userID/password', url: (id: number) => `/user/${id}/password` },
  account: { path: '/user/account', url: () => '/user/account' },

  today: { path: '/today', url: () => '/today' },
  todayStore: { path: '/today/:storeID', url: (storeID: number) => `/today/${storeID}` },
  approvals: { path: '/approvals', url: () => '/approvals' },
  /** Geo tracking; `week` (its Monday) shows that week in its table. */
  geo: { path: '/geo', url: (week?: string) => `/geo${week ? `?week=${week}` : ''}` },
  /** A person's geo page; `week` (its Monday) opens that week's visits. */
  geoUser: { path: '/geo/user/:userID', url: (id: number, week?: string) => `/geo/user/${id}${week ? `?week=${week}` : ''}` },
  messageCompose: { path: '/message/compose', url: () => '/message/compose' },
} as const;

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
  objectives: { path: '/objective', url: () => '/objective' },
  objective: { path: '/objective/:objectiveID', url: (id: number) => `/objective/${id}` },
  schedule: { path: '/schedule', url: () => '/schedule' },
  crm: { path: '/crm', url: () => '/crm' },
  playbooks: { path: '/playbooks', url: () => '/playbooks' },
  newsletterWins: { path: '/newsletter/wins', url: () => '/newsletter/wins' },

  territories: { path: '/territory', url: () => '/territory' },
  stores: { path: '/store', url: () => '/store' },
  store: { path: '/store/:storeID', url: (id: number) => `/store/${id}` },
  storeCreate: { path: '/store/create', url: () => '/store/create' },
  storeEdit: { path: '/store/:storeID/edit', url: (id: number) => `/store/${id}/edit` },
  users: { path: '/user', url: () => '/user' },
  userCreate: { path: '/user/create', url: () => '/user/create' },
  userEdit: { path: '/user/:userID/edit', url: (id: number) => `/user/${id}/edit` },
  userPassword: { path: '/user/:userID/password', url: (id: number) => `/user/${id}/password` },
  account: { path: '/user/account', url: () => '/user/account' },
} as const;

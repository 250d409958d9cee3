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
  users: { path: '/user', url: () => '/user' },
  account: { path: '/user/account', url: () => '/user/account' },
} as const;

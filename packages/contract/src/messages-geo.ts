/** Texts of geo tracking (spec 2 §2 "Geo tracking", §3 Geo visit), composed into `en` as `geo`. */
export const geoMessages = {
  title: 'Geo Tracking',
  chartTitle: 'Weekly Average Hours',
  /** The chart's value axis and tooltip: mean hours in store per rep-day. */
  chartAxis: 'Average hours per rep-day',
  noData: 'No visits yet.',
  repsTitle: 'Field Sales Reps',
  week: 'Week',
  /** The week selector's first choice: the chart's weeks (GEO_SUMMARY_WEEKS). */
  lastWeeks: 'Last {{count}} weeks',
  columns: {
    name: 'NAME',
    role: 'ROLE',
    area: 'AREA',
    visits: 'VISITS',
    stores: 'STORES VISITED',
    hours: 'HOURS',
    avgHours: 'AVG. HOURS / DAY',
  },
  roles: { admin: 'Admin', dsm: 'DSM', ds: 'DS', fsr: 'FSR' },
  userTitle: 'Geo Tracking: {{name}}',
  back: 'Back to Geo Tracking',
  weeksTitle: 'Weeks',
  weekColumns: {
    week: 'WEEK',
    visits: 'VISITS',
    stores: 'STORES',
    hours: 'HOURS',
    avgHours: 'AVG. HOURS / DAY',
  },
  chooseWeek: 'Choose a week to see its visits.',
  visitsTitle: 'Store visits: {{week}}',
  /** The week's visits table (it scrolls sideways on a phone). */
  visitsTable: 'Visits of the week',
  visitColumns: {
    store: 'STORE',
    entry: 'ENTRY',
    exit: 'EXIT',
    duration: 'DURATION',
  },
  /** A visit's length in hours and minutes (spec 2 §2). */
  /** A visit not checked out yet. */
  open: 'In store',
  forced: 'Forced check-out',
  noVisits: 'No visits this week.',
  mapTitle: 'Map of the week',
  /** Shown over the map when no tile server is configured (MAP_TILE_URL): markers only. */
  noTiles: 'No map tiles configured: store markers only.',
  popupEntry: 'Entry: {{time}}',
  popupExit: 'Exit: {{time}}',
  checkinSpot: 'Check-in position',
  /** GET /geoitem/user/{id}/week/{week} with a day that is not a Monday. */
  weekInvalid: 'Choose a week by its Monday (YYYY-MM-DD)',
  userNotFound: 'User not found.',
};

/**
 * The organisation's time zone (the server's TZ_ORG default), in which the browser suite's servers,
 * its browsers and its tests all live: a test's 'today' and 'this month' are then the ones the
 * server counts in, as for the organisation's own users, whatever the machine's zone. On a machine
 * in UTC the evening in Toronto is already the next day (and at a month's end the next month), and
 * tests that created records for the machine's today looked for them in the server's.
 */
export const ORG_TIME_ZONE = 'America/Toronto';

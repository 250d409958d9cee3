// The test suites seed the demo organisation for the organisation's today and month (its schedule,
// this month's playbooks and newsletters, today's visits) and then ask the server for them. A run
// that crosses the organisation's midnight asks on the next day, or in the next month, for what was
// seeded on the day before: on 1 December 2026 a CI run that began at 23:50 in Toronto failed seven
// browser tests that way. So a run that would cross it waits for it to pass before it begins.

/**
 * The suites' organisation time zone: the server's default, which the API suite keeps
 * (test/demo-template.ts testConfig) and the browser suite sets (e2e/support/time-zone.ts).
 */
const ORG_TIME_ZONE = 'America/Toronto';

/** Minutes from `now` to the next midnight in `timeZone`. */
export function minutesToMidnight(timeZone, now = new Date()) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(now);
  const part = (type) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return 24 * 60 - (part('hour') * 60 + part('minute') + part('second') / 60);
}

/**
 * Waits until the organisation's midnight has passed when it falls within `marginMinutes` (the
 * longest a run takes, TEST_MIDNIGHT_MARGIN_MINUTES; 0 never waits), saying so first.
 */
export async function waitPastOrgMidnight(marginMinutes = Number(process.env.TEST_MIDNIGHT_MARGIN_MINUTES ?? 40)) {
  const timeZone = ORG_TIME_ZONE;
  const left = minutesToMidnight(timeZone);
  if (left > marginMinutes) return;
  const waitMs = Math.ceil((left + 1) * 60_000);
  console.log(
    `It is ${Math.ceil(left)} minutes to midnight in ${timeZone}: the run would cross it, so it starts after it, in ${Math.ceil(waitMs / 60_000)} minutes` +
      ' (TEST_MIDNIGHT_MARGIN_MINUTES=0 starts at once).',
  );
  await new Promise((resolve) => setTimeout(resolve, waitMs));
}

import { Stack, Typography } from '@mui/material';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LazyMyAreaCard, periodOfRange } from '../../dashboards';
import { formatDay, formatMonthYear } from '../../../lib/format';
import { useCurrentUser } from '../../../lib/session-context';
import { TodayHomeCard } from '../../today';
import { hasDay } from '../api/home-reads';
import { ProfileSummary } from '../components/profile-summary';
import { ShortcutCards } from '../components/shortcut-cards';
import { WhatsNew } from '../components/whats-new';
import { orgToday } from '../../../lib/org-today';

/** The home view of /, /home, /home/dsm and /home/{startDate}/{endDate} (spec 2.2). */
export function HomePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { startDate, endDate } = useParams();

  // Dates that are not a period (not real days, or the end first) show the current month, as /home does.
  const range = periodOfRange(startDate, endDate);
  const period = range
    ? t('home.periodRange', { start: formatDay(range.startDate), end: formatDay(range.endDate) })
    : formatMonthYear(orgToday());

  return (
    <Stack spacing={4}>
      <div>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {t('home.greeting', { name: user.firstName || user.name })}
        </Typography>
        <Typography variant="body1" color="text.secondary">
          {user.email}
        </Typography>
      </div>
      {hasDay(user) && <TodayHomeCard />}
      <Suspense fallback={null}>
        {/* The user's own area's ring and working days for the period shown; loaded apart, with the dashboards' charts. */}
        <LazyMyAreaCard user={user} period={range} />
      </Suspense>
      <WhatsNew />
      <ProfileSummary user={user} period={period} />
      <ShortcutCards />
    </Stack>
  );
}

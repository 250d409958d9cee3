import { geoWeekSchema } from '@fieldops/contract';
import { Alert, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { RouterLink } from '../../../components/router-link';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { positiveId } from '../../../lib/route-id';
import { useGeoUser, useGeoWeekVisits } from '../api/geo-queries';
import { hoursMinutesText } from '../../../lib/duration';
import { VisitTable } from '../components/visit-table';
import { VisitsMap } from '../components/visits-map';
import { WeeklyHoursChart } from '../components/weekly-hours-chart';

/** /geo/user/{userID} (spec 2 §2): a person's weekly hours, and a chosen week's store visits with their map. */
export function GeoUserPage() {
  const { t } = useTranslation();
  // An id that is no user's (`/geo/user/abc`, `/geo/user/0`) is not found, as one outside the area is.
  const id = positiveId(useParams().userID) ?? 0;
  const valid = id > 0;
  const [search, setSearch] = useSearchParams();
  const person = useGeoUser(id);
  const weeks = person.data?.weeks ?? [];
  // A week in the address that is no Monday (?week=garbage) is set aside for the latest.
  const asked = search.get('week');
  const keptWeek = asked && geoWeekSchema.safeParse(asked).success ? asked : null;
  const week = keptWeek || weeks[0]?.week || null;
  const visits = useGeoWeekVisits(id, person.data ? week : null);
  const chosen = weeks.find((w) => w.week === week);
  // Back to /geo keeps the week of the address (?week=), so its table shows that week again.
  const back = paths.geo.url(keptWeek || undefined);

  if (!valid) return <Alert severity="error">{t('geo.userNotFound')}</Alert>;
  if (person.isError) return <Alert severity="error">{errorMessage(person.error)}</Alert>;
  if (!person.data) return <Typography color="text.secondary">{t('table.loading')}</Typography>;

  return (
    <Stack spacing={2}>
      <RouterLink to={back}>{t('geo.back')}</RouterLink>
      <Typography variant="h5" component="h1">
        {t('geo.userTitle', { name: person.data.user.name })}
      </Typography>
      <WeeklyHoursChart
        title={t('geo.chartTitle')}
        points={[...weeks]
          .reverse()
          .slice(-12)
          .map((w) => ({ ...w, hours: w.avgHours }))}
      />
      <Card component="section" aria-labelledby="geo-visits-title">
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
            <Typography id="geo-visits-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700, flexGrow: 1 }}>
              {week ? t('geo.visitsTitle', { week: visits.data?.meta.label ?? chosen?.label ?? week }) : t('geo.chooseWeek')}
            </Typography>
            {weeks.length > 0 && (
              <TextField
                select
                size="small"
                label={t('geo.week')}
                value={week ?? ''}
                onChange={(e) => setSearch({ week: e.target.value }, { replace: true })}
                sx={{ width: { xs: '100%', sm: 240 } }}
                slotProps={{ htmlInput: { 'data-testid': 'geo-week-select' } }}
              >
                {weeks.map((w) => (
                  <MenuItem key={w.week} value={w.week}>
                    {w.label}
                  </MenuItem>
                ))}
              </TextField>
            )}
          </Stack>
          {chosen && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="geo-week-figures">
              {(
                [
                  ['visits', chosen.visits],
                  ['stores', chosen.stores],
                  ['hours', hoursMinutesText(t, chosen.hours)],
                  ['avgHours', hoursMinutesText(t, chosen.avgHours)],
                ] as const
              )
                .map(([column, value]) => t('common.labelValue', { label: t(`geo.weekColumns.${column}`), value }))
                .join(' · ')}
            </Typography>
          )}
          {weeks.length === 0 && <Typography color="text.secondary">{t('geo.noData')}</Typography>}
          {visits.isError && <Alert severity="error">{errorMessage(visits.error)}</Alert>}
          {visits.data && (
            <Stack spacing={2}>
              <VisitTable key={week} visits={visits.data.data} />
              {visits.data.data.length > 0 && (
                <section aria-label={t('geo.mapTitle')}>
                  <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                    {t('geo.mapTitle')}
                  </Typography>
                  <VisitsMap visits={visits.data.data} tileUrl={visits.data.meta.mapTileUrl} />
                </section>
              )}
            </Stack>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}

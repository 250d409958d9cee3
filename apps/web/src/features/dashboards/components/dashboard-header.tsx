import FilterListIcon from '@mui/icons-material/FilterList';
import { Box, Breadcrumbs, IconButton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../components/router-link';
import { formatDay } from '../../../lib/format';
import type { Crumb } from '../model/crumbs';
import type { Period } from '../model/period';
import { BackLink } from './back-link';
import { preloadFiltersDialog } from './lazy-filters-dialog';
import { Hint } from '../../../components/hint';

interface DashboardHeaderProps {
  title: ReactNode;
  crumbs: Crumb[];
  /** The back link (spec 1 §2.4–2.6), when the user may open it. */
  back?: string;
  period?: Period;
  onFilter: () => void;
}

/** Back link, breadcrumbs, title, the period shown and the filter icon of every dashboard screen. */
export function DashboardHeader({ title, crumbs, back, period, onFilter }: DashboardHeaderProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {back && <BackLink to={back} />}
        <Breadcrumbs aria-label={t('dashboards.breadcrumb')}>
          {crumbs.map((c, index) =>
            c.to && index < crumbs.length - 1 ? (
              <RouterLink key={index} to={c.to} underline="hover" color="inherit">
                {c.label}
              </RouterLink>
            ) : (
              <Typography key={index} color={index === crumbs.length - 1 ? 'text.primary' : 'text.secondary'}>
                {c.label}
              </Typography>
            ),
          )}
        </Breadcrumbs>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, flex: '1 1 auto', overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        <Hint title={t('dashboards.filters.title')}>
          <IconButton
            aria-label={t('dashboards.filterIcon')}
            onClick={onFilter}
            onPointerEnter={preloadFiltersDialog}
            onFocus={preloadFiltersDialog}
          >
            <FilterListIcon />
          </IconButton>
        </Hint>
      </Box>
      {/* Its line is kept while the period loads: the dashboard below does not move when it comes. */}
      <Box sx={{ minHeight: (theme) => `calc(${theme.typography.body2.fontSize} * ${theme.typography.body2.lineHeight})` }}>
        {period && (
          <Typography variant="body2" color="text.secondary" data-testid="dashboard-period">
            {t('dashboards.period', { period: `${formatDay(period.startDate)} – ${formatDay(period.endDate)}` })}
          </Typography>
        )}
      </Box>
    </Stack>
  );
}

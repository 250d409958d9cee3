import type { DashboardSummary } from '@fieldops/contract';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DashboardCard } from './dashboard-card';

/** The 'Working Days' counter block: Total, Elapsed and Remaining Monday–Friday days of the period. */
export function WorkingDays({ days }: { days: DashboardSummary['workingDays'] }) {
  const { t } = useTranslation();
  return (
    <DashboardCard title={t('dashboards.workingDays')} id="working-days-title">
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
        {days.map((d) => (
          <Box
            key={d.label}
            sx={{ textAlign: 'center', p: 1, borderRadius: 1, bgcolor: 'action.hover' }}
            data-testid={`working-days-${d.label}`}
          >
            <Typography variant="h5" component="div" sx={{ fontWeight: 700 }}>
              {d.count}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t(`dashboards.workingDayLabels.${d.label}`)}
            </Typography>
          </Box>
        ))}
      </Box>
    </DashboardCard>
  );
}

import type { BucketCounts } from '@fieldops/contract';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DashboardCard } from './dashboard-card';

/** 'Objective Tracking' (spec 1 §2.6): Completed, Overdue and Incomplete out of the total. */
export function ObjectiveTracking({ counts }: { counts: BucketCounts }) {
  const { t } = useTranslation();
  return (
    <DashboardCard title={t('dashboards.objectiveTracking')} id="objective-tracking-title">
      <BucketGrid counts={counts} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, textAlign: 'center' }}>
        {t('dashboards.outOf', { total: counts.total })}
      </Typography>
    </DashboardCard>
  );
}

/** Completed, Overdue and Incomplete counts side by side (district tracking, rep store blocks). */
export function BucketGrid({ counts }: { counts: BucketCounts }) {
  const { t } = useTranslation();
  const cells = [
    { key: 'completed', label: t('dashboards.completed'), value: counts.completed, color: 'success.main' },
    { key: 'overdue', label: t('dashboards.overdue'), value: counts.overdue, color: 'error.main' },
    { key: 'outstanding', label: t('dashboards.incomplete'), value: counts.outstanding, color: 'text.secondary' },
  ];
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
      {cells.map((c) => (
        <Box key={c.key} sx={{ textAlign: 'center' }} data-testid={`bucket-${c.key}`}>
          <Typography variant="h6" component="div" sx={{ fontWeight: 700, color: c.color }}>
            {c.value}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {c.label}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** Conversions (DESIGN §4): per objective type, the store objectives completed in the period. */
export function Conversions({ conversions }: { conversions: { objectiveType: { id: number; name: string }; count: number }[] }) {
  const { t } = useTranslation();
  return (
    <DashboardCard title={t('dashboards.conversions')} id="conversions-title">
      {conversions.length === 0 ? (
        <Typography color="text.secondary">{t('dashboards.noConversions')}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 1 }}>
          {conversions.map((c) => (
            <Box key={c.objectiveType.id} sx={{ textAlign: 'center', p: 1, borderRadius: 1, bgcolor: 'action.hover' }}>
              <Typography variant="h6" component="div" sx={{ fontWeight: 700 }}>
                {c.count}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {c.objectiveType.name}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </DashboardCard>
  );
}

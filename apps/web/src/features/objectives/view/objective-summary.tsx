import { objectivePercent, type ObjectiveCounts } from '@fieldops/contract';
import { Box, CircularProgress, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

function Count({ label, value, color }: { label: string; value: number; color: string }) {
  return (
    <Box sx={{ textAlign: 'center', minWidth: 88 }} data-testid={`count-${label.toLowerCase()}`}>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700, color }}>
        {value}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

/** Completion percentage and the counts: completed, overdue, incomplete (of the total). */
export function ObjectiveSummary({ counts }: { counts: ObjectiveCounts }) {
  const { t } = useTranslation();
  const percent = objectivePercent(counts);
  return (
    <Paper
      sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 3, flexWrap: 'wrap' }}
      aria-label={t('objectives.view.completion')}
      component="section"
    >
      <Box sx={{ position: 'relative', display: 'inline-flex' }}>
        <CircularProgress variant="determinate" value={percent} size={84} thickness={5} aria-label={t('objectives.view.completion')} />
        <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
          <Typography variant="h6" component="p" sx={{ fontWeight: 700 }} data-testid="objective-completion">
            {t('objectives.percent', { value: percent })}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Count label={t('objectives.counts.completed')} value={counts.completed} color="success.main" />
        <Count label={t('objectives.counts.overdue')} value={counts.overdue} color="error.main" />
        <Count label={t('objectives.counts.incomplete')} value={counts.incomplete} color="warning.main" />
        <Count label={t('objectives.counts.total')} value={counts.total} color="text.primary" />
      </Box>
    </Paper>
  );
}

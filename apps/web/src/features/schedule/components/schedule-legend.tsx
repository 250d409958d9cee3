import type { ScheduleType } from '@fieldops/contract';
import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** A coloured bullet of a schedule type (the legend and the Event details modal). */
export function TypeBullet({ color }: { color: string }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{ display: 'inline-block', width: 12, height: 12, borderRadius: '50%', bgcolor: color, flex: '0 0 auto' }}
    />
  );
}

/** The legend of the schedule types and their colours (spec 3 §2, §9). */
export function ScheduleLegend({ types }: { types: readonly ScheduleType[] }) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-label={t('schedule.legend')}>
      <Stack component="ul" direction="row" sx={{ flexWrap: 'wrap', columnGap: 2.5, rowGap: 1, listStyle: 'none', m: 0, p: 0 }}>
        {types.map((type) => (
          <Stack component="li" key={type.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TypeBullet color={type.color} />
            <Typography variant="body2">{type.name}</Typography>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}

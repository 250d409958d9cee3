import type { TodayObjective } from '@fieldops/contract';
import { Box, Chip, List, ListItemButton, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format';

interface StoreObjectiveListProps {
  objectives: TodayObjective[];
  onOpen: (objective: TodayObjective) => void;
}

const statusColor = (id: number) => (id === 3 ? 'success' : id === 2 ? 'primary' : id === 4 ? 'warning' : 'default');

/** The store's objectives of the month (priority A first, as the server orders them), each one tap from its result. */
export function StoreObjectiveList({ objectives, onOpen }: StoreObjectiveListProps) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="today-objectives">
      <Typography id="today-objectives" variant="h6" component="h2" sx={{ px: 2, pt: 1.5 }}>
        {t('today.objectives')}
      </Typography>
      {objectives.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2, py: 1.5 }}>
          {t('today.noObjectives')}
        </Typography>
      ) : (
        <List disablePadding>
          {objectives.map((o) => (
            <ListItemButton
              key={o.objectiveID}
              divider
              onClick={() => onOpen(o)}
              aria-label={t('today.openObjective', { title: o.title })}
              data-testid="today-objective"
              sx={{ py: 1.5, gap: 1.5, alignItems: 'flex-start', minHeight: 56 }}
            >
              <Chip
                size="small"
                label={o.priority}
                color={o.priority === 'A' ? 'secondary' : 'default'}
                aria-label={t('today.priority', { priority: o.priority })}
                sx={{ fontWeight: 700, mt: 0.25 }}
              />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="subtitle2" component="p" sx={{ overflowWrap: 'anywhere' }}>
                  {o.title}
                </Typography>
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mt: 0.5 }}>
                  <Chip size="small" variant="outlined" label={o.statusLabel} color={statusColor(o.status.id)} />
                  {o.overdue && <Chip size="small" color="error" label={t('today.overdueMark')} />}
                  <Typography variant="caption" color={o.overdue ? 'error' : 'text.secondary'}>
                    {t('today.due', { date: formatDay(o.dueDate) })}
                  </Typography>
                </Box>
              </Box>
            </ListItemButton>
          ))}
        </List>
      )}
    </Paper>
  );
}

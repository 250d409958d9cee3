import type { TodayObjective } from '@fieldops/contract';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { Box, Chip, List, ListItem, ListItemButton, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format';
import { useObjectiveStatuses, useWaitingResultUpdate } from '../../objectives';

interface StoreObjectiveListProps {
  storeID: number;
  objectives: TodayObjective[];
  onOpen: (objective: TodayObjective) => void;
}

const statusColor = (id: number) => (id === 3 ? 'success' : id === 2 ? 'primary' : id === 4 ? 'warning' : 'default');

/** The store's objectives of the month (priority A first, as the server orders them), each one tap from its result. */
export function StoreObjectiveList({ storeID, objectives, onOpen }: StoreObjectiveListProps) {
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
            <ObjectiveRow key={o.objectiveID} storeID={storeID} objective={o} onOpen={onOpen} />
          ))}
        </List>
      )}
    </Paper>
  );
}

/**
 * One objective, one tap from its result. A result update made without signal shows here at
 * once, as it will be, 'Waiting to send' (also after a reload: the queue keeps it), until it is sent.
 */
function ObjectiveRow({
  storeID,
  objective: o,
  onOpen,
}: {
  storeID: number;
  objective: TodayObjective;
  onOpen: (o: TodayObjective) => void;
}) {
  const { t } = useTranslation();
  const waiting = useWaitingResultUpdate({ storeID, objectiveID: o.objectiveID });
  const statuses = useObjectiveStatuses();
  const waitingStatus = typeof waiting?.meta?.status === 'number' ? waiting.meta.status : null;
  const statusID = waitingStatus ?? o.status.id;
  const statusLabel =
    waitingStatus === null || waitingStatus === o.status.id
      ? o.statusLabel
      : (statuses.data?.find((s) => s.id === waitingStatus)?.name ?? o.statusLabel);
  // In a list item of its own (a list holds only items); named by what it shows, priority, title,
  // status and due date, so the name holds the visible text (label in name, WCAG 2.5.3).
  return (
    <ListItem disablePadding>
      <ListItemButton
        divider
        onClick={() => onOpen(o)}
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
            <Chip size="small" variant="outlined" label={statusLabel} color={statusColor(statusID)} />
            {waiting && (
              <Chip size="small" color="warning" variant="outlined" icon={<CloudUploadIcon />} label={t('today.waitingToSend')} />
            )}
            {o.overdue && <Chip size="small" color="error" label={t('today.overdueMark')} />}
            <Typography variant="caption" color={o.overdue ? 'error' : 'text.secondary'}>
              {t('today.due', { date: formatDay(o.dueDate) })}
            </Typography>
          </Box>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}

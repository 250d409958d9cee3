import type { StoreObjective } from '@fieldops/contract';
import { Alert, Box, Button, Card, CardActions, CardContent, Checkbox, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatTimestamp } from '../../../lib/format';
import { localizeText } from '../../../lib/localize';
import { ResultAnswers } from '../../objectives';
import { ApprovalPhotos } from './approval-photos';

interface ApprovalCardProps {
  item: StoreObjective;
  selected: boolean;
  /** The server's message when approving this result was refused (English as sent; shown in the reader's language). */
  refusal?: string;
  busy: boolean;
  onSelect: (selected: boolean) => void;
  onApprove: () => void;
  onReopen: () => void;
}

/** One Completed result waiting for approval: what the rep did, and Approve or Reopen. */
export function ApprovalCard({ item, selected, refusal, busy, onSelect, onApprove, onReopen }: ApprovalCardProps) {
  const { t } = useTranslation();
  const title = `${item.store.name} — ${item.objective.title}`;
  return (
    <Card
      component="li"
      variant="outlined"
      aria-label={title}
      data-testid="approval-item"
      // The page gives it the focus when a card beside it leaves the list.
      tabIndex={-1}
      sx={{ listStyle: 'none' }}
    >
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Checkbox
            checked={selected}
            onChange={(e) => onSelect(e.target.checked)}
            slotProps={{ input: { 'aria-label': t('approvals.selectItem', { store: item.store.name, objective: item.objective.title }) } }}
            sx={{ mt: -1, ml: -1 }}
          />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {item.objective.title}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {item.store.name} · {t('approvals.storeNumber', { number: item.store.storeNumber })} · {item.store.territory.name}
            </Typography>
            {item.completedBy && item.completedAt && (
              <Typography variant="caption" color="text.secondary" component="p">
                {t('approvals.completedBy', { name: item.completedBy.name, date: formatTimestamp(item.completedAt) })}
              </Typography>
            )}
          </Box>
        </Stack>
        <Stack spacing={1.5} sx={{ mt: 1.5 }}>
          {item.reopenedBy && item.reopenedAt && item.reopenComment && (
            // Sent back before: the approver checks that what was missing is there now.
            <Alert severity="info" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {t('approvals.reopenedBy', {
                name: item.reopenedBy.name,
                date: formatTimestamp(item.reopenedAt),
                comment: item.reopenComment,
              })}
            </Alert>
          )}
          <Typography
            variant="body2"
            color={item.comments ? 'text.primary' : 'text.secondary'}
            sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', fontStyle: item.comments ? undefined : 'italic' }}
          >
            {item.comments || t('approvals.noComments')}
          </Typography>
          <ApprovalPhotos images={item.images} store={item.store.name} />
        </Stack>
        {item.fields.length > 0 && <ResultAnswers fields={item.fields} answers={item.answers} />}
        {refusal && (
          <Alert severity="error" sx={{ mt: 1.5 }}>
            {t('approvals.notApproved', { message: localizeText(refusal) })}
          </Alert>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1, justifyContent: 'flex-end' }}>
        <Button onClick={onReopen} disabled={busy}>
          {t('approvals.reopen')}
        </Button>
        <Button variant="contained" onClick={onApprove} disabled={busy}>
          {t('approvals.approve')}
        </Button>
      </CardActions>
    </Card>
  );
}

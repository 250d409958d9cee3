import type { Win } from '@fieldops/contract';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/EditOutlined';
import { Box, Button, Card, CardContent, CardMedia, Chip, IconButton, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format';
import { Hint } from '../../../components/hint';

interface WinCardProps {
  win: Win;
  /** Shown to admins on a win not yet approved. */
  onApprove?: () => void;
  /** Shown to whoever may change the win (canChangeWin). */
  onEdit?: () => void;
  onDelete?: () => void;
  busy?: boolean;
}

/**
 * One win of the feed (spec 3 §2): its type label, date, title, an Approve button or the
 * 'Approved' label, the description and the photo.
 */
export function WinCard({ win, onApprove, onEdit, onDelete, busy }: WinCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Card component="article" aria-labelledby={titleId} variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Chip size="small" color="secondary" variant="outlined" label={win.winType} />
            <Typography variant="body2" color="text.secondary" component="time" dateTime={win.date}>
              {formatDay(win.date)}
            </Typography>
          </Stack>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            {win.approved ? (
              <Chip size="small" color="success" icon={<CheckCircleIcon />} label={t('wins.approved')} />
            ) : (
              onApprove && (
                <Button
                  size="small"
                  variant="contained"
                  onClick={onApprove}
                  disabled={busy}
                  aria-label={t('wins.approveItem', { title: win.title })}
                >
                  {t('wins.approve')}
                </Button>
              )
            )}
            {onEdit && (
              <Hint title={t('wins.edit')}>
                <IconButton size="small" onClick={onEdit} disabled={busy} aria-label={t('wins.editItem', { title: win.title })}>
                  <EditIcon fontSize="small" />
                </IconButton>
              </Hint>
            )}
            {onDelete && (
              <Hint title={t('wins.delete')}>
                <IconButton size="small" onClick={onDelete} disabled={busy} aria-label={t('wins.deleteItem', { title: win.title })}>
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Hint>
            )}
          </Stack>
        </Stack>
        <Typography id={titleId} variant="h6" component="h2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {win.title}
        </Typography>
        {win.user && (
          <Typography variant="caption" color="text.secondary">
            {t('wins.postedBy', { name: win.user.name })}
          </Typography>
        )}
        {win.description && (
          <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {win.description}
          </Typography>
        )}
      </CardContent>
      {win.image && (
        <Box sx={{ mt: 'auto' }}>
          <CardMedia
            component="img"
            image={win.image.fileURL}
            alt={t('wins.photoOf', { title: win.title })}
            loading="lazy"
            sx={{ maxHeight: 360, objectFit: 'cover' }}
          />
        </Box>
      )}
    </Card>
  );
}

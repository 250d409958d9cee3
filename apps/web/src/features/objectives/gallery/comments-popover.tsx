import CommentIcon from '@mui/icons-material/CommentOutlined';
import { Badge, IconButton, Popover, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A button that shows a tile's comments in a popover. */
export function CommentsPopover({ title, comments }: { title: string; comments: string | null }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton size="small" aria-label={t('objectives.gallery.showComments', { title })} onClick={(e) => setAnchor(e.currentTarget)}>
        <Badge color="primary" variant="dot" invisible={!comments}>
          <CommentIcon fontSize="small" />
        </Badge>
      </IconButton>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { p: 2, maxWidth: 320 } } }}
      >
        <Typography variant="subtitle2">{t('objectives.gallery.comments')}</Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }} color={comments ? 'text.primary' : 'text.secondary'}>
          {comments || t('objectives.gallery.noComments')}
        </Typography>
      </Popover>
    </>
  );
}

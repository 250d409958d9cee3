import CloudOffIcon from '@mui/icons-material/CloudOffOutlined';
import CloudUploadIcon from '@mui/icons-material/CloudUploadOutlined';
import { Alert, Box, Button, List, ListItem, ListItemText, Popover, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../components/use-confirm';
import { useOnline } from '../use-online';
import type { WaitingChange } from './queue';
import { useOfflineQueue } from './use-offline-queue';

/**
 * 'n changes waiting to send' under the top bar while writes made without signal wait; its
 * details list each one with the server's message when it refused it, and Retry / Discard.
 * Hidden when nothing waits.
 */
export function OfflineBarPanel() {
  const { t } = useTranslation();
  const { waiting, items, retry, discard } = useOfflineQueue();
  const online = useOnline();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { confirm, dialog } = useConfirm();
  const popoverId = useId();
  const refused = items.filter((item) => item.state === 'refused').length;
  // Those still to be sent; the refused ones wait for the rep's Retry or Discard.
  const pending = waiting - refused;

  if (waiting === 0) return dialog;

  const onDiscard = async (item: WaitingChange) => {
    const ok = await confirm({
      title: t('offline.discardTitle'),
      text: t('offline.discardText', { label: item.label }),
      confirmLabel: t('offline.discard'),
    });
    if (ok) await discard(item.key);
  };

  return (
    <>
      <Alert
        severity={refused > 0 ? 'warning' : 'info'}
        icon={online ? <CloudUploadIcon /> : <CloudOffIcon />}
        role="status"
        data-testid="offline-bar"
        sx={{ mb: 2, alignItems: 'center' }}
        action={
          <Button color="inherit" size="small" aria-describedby={popoverId} onClick={(e) => setAnchor(e.currentTarget)}>
            {t('offline.details')}
          </Button>
        }
      >
        <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
          {pending > 0 ? t('offline.waiting', { count: pending }) : t('offline.refusedOnly', { count: refused })}
        </Typography>
        {pending > 0 && refused > 0 && (
          <Typography variant="body2" component="span">
            {' · '}
            {t('offline.refused', { count: refused })}
          </Typography>
        )}
        {/* On a phone too: there, above all, the rep must know why nothing leaves. */}
        {!online && <Typography variant="body2">{t('offline.noSignal')}</Typography>}
      </Alert>
      <Popover
        id={popoverId}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 360, maxWidth: 'calc(100vw - 32px)' }, 'aria-label': t('offline.title') } }}
      >
        <Box sx={{ p: 2 }}>
          <Typography variant="subtitle1" component="h2">
            {t('offline.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {online ? t('offline.help') : t('offline.noSignal')}
          </Typography>
          <List dense aria-label={t('offline.title')}>
            {items.map((item) => (
              <ListItem key={item.key} disableGutters data-testid="offline-item" sx={{ display: 'block' }}>
                <ListItemText
                  primary={item.label}
                  secondary={
                    item.state === 'refused' ? item.error : item.state === 'retrying' ? t('offline.retryingItem') : t('offline.waitingItem')
                  }
                  slotProps={{ secondary: { color: item.state === 'refused' ? 'error' : 'text.secondary' } }}
                />
                {item.state !== 'waiting' && (
                  <Stack direction="row" spacing={1}>
                    <Button size="small" variant="outlined" onClick={() => void retry(item.key)}>
                      {t('offline.retry')}
                    </Button>
                    <Button size="small" color="error" onClick={() => void onDiscard(item)}>
                      {t('offline.discard')}
                    </Button>
                  </Stack>
                )}
              </ListItem>
            ))}
          </List>
          <Box sx={{ textAlign: 'right' }}>
            <Button onClick={() => setAnchor(null)}>{t('offline.close')}</Button>
          </Box>
        </Box>
      </Popover>
      {dialog}
    </>
  );
}

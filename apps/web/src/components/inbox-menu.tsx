import { Badge, Box, IconButton, List, Popover, Typography } from '@mui/material';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { Fragment, useEffect, useId, useState, type ReactNode } from 'react';
import { arrowKeyFocus } from '../lib/arrow-key-focus';
import { useErrorDialog } from './error-dialog';
import { Hint } from './hint';

/** What a top-bar list holds: records with an id, read (1) or not (0). */
type InboxRecord = { id: number; isRead: number };

interface InboxMenuProps<T extends InboxRecord> {
  /** The button's hint, the list's heading and its name. */
  title: string;
  /** The button's name: with the unread count when there is one (label in name, WCAG 2.5.3). */
  buttonLabel: (unread: number) => string;
  /** Shown instead of the list when it is empty. */
  empty: string;
  icon: ReactNode;
  badgeTestId: string;
  /** The list, polled or kept live by its feature. */
  read: UseQueryResult<T[]>;
  /** Marks a record read (PUT …/readStatus): called when an unread one is opened. */
  markRead: UseMutationResult<unknown, Error, number>;
  /** One entry of the list; `open` marks it read and does what `onOpen` adds. */
  renderItem: (record: T, open: (record: T) => void) => ReactNode;
  /** What opening a record does besides marking it read; `close` closes the list. */
  onOpen?: (record: T, close: () => void) => void;
  /** Beside the heading (the messages' Compose). */
  action?: (close: () => void) => ReactNode;
}

/**
 * A top-bar list that opens from an icon button with a badge counting the unread records (the
 * bell's notifications, the messages): a dialog named by its heading, the records or a line saying
 * there are none. Opening the list reads it again; opening an unread record marks it read.
 */
export function InboxMenu<T extends InboxRecord>({
  title,
  buttonLabel,
  empty,
  icon,
  badgeTestId,
  read,
  markRead,
  renderItem,
  onOpen,
  action,
}: InboxMenuProps<T>) {
  const { showError } = useErrorDialog();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const titleId = useId();
  const { data = [], error, errorUpdatedAt, isLoadingError, refetch } = read;
  const unread = data.filter((r) => r.isRead === 0).length;
  const close = () => setAnchor(null);

  // A failed load is shown (spec 1 §8); a failed background poll is not: on one bar of signal it
  // would cover the rep's screen every minute, and the badge keeps its last count until the next.
  useEffect(() => {
    if (error && isLoadingError) showError(error);
  }, [error, errorUpdatedAt, isLoadingError, showError]);

  const open = (record: T) => {
    if (record.isRead === 0) markRead.mutate(record.id, { onError: (e) => showError(e) });
    onOpen?.(record, close);
  };

  return (
    <>
      <Hint title={title}>
        <IconButton
          color="inherit"
          aria-label={buttonLabel(unread)}
          aria-haspopup="dialog"
          aria-expanded={anchor ? 'true' : 'false'}
          onClick={(e) => {
            setAnchor(e.currentTarget);
            // Opening the list shows what arrived since the last poll, or why it could not.
            void refetch().then((result) => {
              if (result.isError && !result.isLoadingError) showError(result.error);
            });
          }}
        >
          <Badge
            badgeContent={unread}
            color="error"
            slotProps={{ badge: { 'aria-hidden': true } }}
            sx={{ '& .MuiBadge-invisible': { display: 'none' } }}
            data-testid={badgeTestId}
          >
            {icon}
          </Badge>
        </IconButton>
      </Hint>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        onKeyDown={arrowKeyFocus}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        // A dialog named by its heading: what the button's aria-haspopup announces.
        slotProps={{
          paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: 380, maxWidth: 'calc(100vw - 16px)', maxHeight: 520 } },
        }}
      >
        <Box sx={{ px: 2, py: 1, minHeight: 48, borderBottom: 1, borderColor: 'divider', display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, flexGrow: 1 }}>
            {title}
          </Typography>
          {action?.(close)}
        </Box>
        {data.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
            {empty}
          </Typography>
        ) : (
          <List disablePadding aria-label={title}>
            {data.map((record) => (
              <Fragment key={record.id}>{renderItem(record, open)}</Fragment>
            ))}
          </List>
        )}
      </Popover>
    </>
  );
}

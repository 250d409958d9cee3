import type { FileRef } from '@fieldops/contract';
import CloseIcon from '@mui/icons-material/Close';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Box, IconButton, LinearProgress, Link, List, ListItem, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isQueuedId } from '../../lib/offline-queue';
import type { PendingUpload } from './use-file-uploads';

interface UploadedFileListProps {
  files: FileRef[];
  pending: PendingUpload[];
  nameOf: (file: FileRef) => string;
  onRemove: (file: FileRef) => void;
  /** Puts the focus on the dropzone, when the last file's Remove button has gone with its file. */
  focusDropzone: () => void;
  disabled?: boolean;
}

const isPdf = (url: string) => /\.pdf($|\?)/i.test(url) || url.startsWith('data:application/pdf');

/** The attached files (thumbnail or PDF icon, name, remove) and the ones still uploading. */
export function UploadedFileList({ files, pending, nameOf, onRemove, focusDropzone, disabled }: UploadedFileListProps) {
  const { t } = useTranslation();
  // A Remove button goes with its file, and the focus with it: once the file has left the list, the
  // focus goes to the next file's Remove button, the one before when it was the last, or the dropzone.
  const removeButtons = useRef(new Map<number, HTMLButtonElement>());
  const afterRemove = useRef<{ removed: number; next: number | null } | null>(null);
  useEffect(() => {
    const pendingFocus = afterRemove.current;
    if (!pendingFocus || files.some((f) => f.id === pendingFocus.removed)) return;
    afterRemove.current = null;
    const next = pendingFocus.next === null ? undefined : removeButtons.current.get(pendingFocus.next);
    if (next) next.focus();
    else focusDropzone();
  });
  const remove = (file: FileRef, index: number) => {
    const next = files[index + 1] ?? files[index - 1];
    afterRemove.current = { removed: file.id, next: next?.id ?? null };
    onRemove(file);
  };
  if (files.length === 0 && pending.length === 0) return null;
  return (
    <List dense disablePadding aria-label={t('objectives.view.files')}>
      {files.map((file, index) => {
        const name = nameOf(file);
        return (
          <ListItem
            key={file.id}
            disableGutters
            data-testid="uploaded-file"
            secondaryAction={
              <IconButton
                edge="end"
                size="small"
                ref={(button) => {
                  if (button) removeButtons.current.set(file.id, button);
                  else removeButtons.current.delete(file.id);
                }}
                aria-label={t('files.remove', { name })}
                onClick={() => remove(file, index)}
                disabled={disabled}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            }
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0, pr: 5 }}>
              {isPdf(file.fileURL) ? (
                <PictureAsPdfIcon color="error" sx={{ width: 48 }} />
              ) : (
                <Box
                  component="img"
                  src={file.fileURL}
                  alt={name}
                  sx={{ width: 48, height: 48, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
                />
              )}
              {isQueuedId(file.id) ? (
                // Kept on the phone until the network returns: no server URL to open yet.
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="body2" noWrap>
                    {name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" data-testid="file-waiting">
                    {t('offline.hint')}
                  </Typography>
                </Box>
              ) : (
                <Link href={file.fileURL} target="_blank" rel="noopener" variant="body2" noWrap sx={{ minWidth: 0 }}>
                  {name}
                </Link>
              )}
            </Box>
          </ListItem>
        );
      })}
      {pending.map((upload) => (
        <ListItem key={upload.key} disableGutters sx={{ display: 'block' }}>
          <Typography variant="body2" noWrap>
            {upload.name}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={Math.round(upload.progress * 100)}
            aria-label={t('files.uploading', { name: upload.name })}
          />
        </ListItem>
      ))}
    </List>
  );
}

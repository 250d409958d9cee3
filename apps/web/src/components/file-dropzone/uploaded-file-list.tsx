import type { FileRef } from '@fieldops/contract';
import CloseIcon from '@mui/icons-material/Close';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Box, IconButton, LinearProgress, Link, List, ListItem, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { isQueuedId } from '../../lib/offline-queue';
import type { PendingUpload } from './use-file-uploads';

interface UploadedFileListProps {
  files: FileRef[];
  pending: PendingUpload[];
  nameOf: (file: FileRef) => string;
  onRemove: (file: FileRef) => void;
  disabled?: boolean;
}

const isPdf = (url: string) => /\.pdf($|\?)/i.test(url) || url.startsWith('data:application/pdf');

/** The attached files (thumbnail or PDF icon, name, remove) and the ones still uploading. */
export function UploadedFileList({ files, pending, nameOf, onRemove, disabled }: UploadedFileListProps) {
  const { t } = useTranslation();
  if (files.length === 0 && pending.length === 0) return null;
  return (
    <List dense disablePadding aria-label={t('objectives.view.files')}>
      {files.map((file) => {
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
                aria-label={t('files.remove', { name })}
                onClick={() => onRemove(file)}
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

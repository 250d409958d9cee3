import type { StoreObjective } from '@fieldops/contract';
import { Alert, Box, Chip, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay, formatTimestamp } from '../../../lib/format';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 2, py: 0.5 }}>
      <Typography variant="body2" color="text.secondary" sx={{ width: { xs: 110, sm: 190 }, flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** A store's result: status (or incomplete reason), comments, photos, dates and who did what. */
export function ResultDetails({ result }: { result: StoreObjective }) {
  const { t } = useTranslation();
  const R = (key: 'status' | 'comments' | 'photos' | 'updatedAt' | 'estimatedCompletionDate') => t(`objectives.result.${key}`);
  const formTakesPhotos = result.fields.some((field) => field.type === 'photo');
  return (
    <Box data-testid="store-result">
      {result.reopenedBy && result.reopenedAt && result.reopenComment && (
        // Why an approver sent the result back, for the rep working it again (kept until approved).
        <Alert severity="warning" data-testid="reopened-note" sx={{ mb: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {t('approvals.reopenedBy', {
            name: result.reopenedBy.name,
            date: formatTimestamp(result.reopenedAt),
            comment: result.reopenComment,
          })}
        </Alert>
      )}
      <Row label={R('status')}>
        <Chip
          size="small"
          label={result.statusLabel}
          color={result.status.id === 3 ? 'success' : result.status.id === 2 ? 'primary' : 'default'}
        />
      </Row>
      <Row label={R('comments')}>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
          {result.comments || '—'}
        </Typography>
      </Row>
      {/* A form with photo fields holds the photos in its answers (below): 'No photos' here would say otherwise. */}
      {(result.images.length > 0 || !formTakesPhotos) && (
        <Row label={R('photos')}>
          {result.images.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('objectives.result.noPhotos')}
            </Typography>
          ) : (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              {result.images.map((image, i) => (
                <Link key={image.id} href={image.fileURL} target="_blank" rel="noopener">
                  <Box
                    component="img"
                    src={image.fileURL}
                    alt={`${R('photos')} ${i + 1}`}
                    sx={{ width: 96, height: 72, objectFit: 'cover', borderRadius: 1 }}
                  />
                </Link>
              ))}
            </Box>
          )}
        </Row>
      )}
      <Row label={R('updatedAt')}>{formatTimestamp(result.updated_at)}</Row>
      <Row label={R('estimatedCompletionDate')}>{result.estimatedCompletionDate ? formatDay(result.estimatedCompletionDate) : '—'}</Row>
      {result.completedBy && result.completedAt && (
        <Typography variant="caption" color="text.secondary" component="p">
          {t('objectives.result.completedBy', { name: result.completedBy.name, date: formatTimestamp(result.completedAt) })}
        </Typography>
      )}
      {result.approvedBy && result.approvedAt && (
        <Typography variant="caption" color="text.secondary" component="p">
          {t('objectives.result.approvedBy', { name: result.approvedBy.name, date: formatTimestamp(result.approvedAt) })}
        </Typography>
      )}
    </Box>
  );
}

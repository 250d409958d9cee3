import type { UploadedFile } from '@fieldops/contract';
import { Box, ButtonBase } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhotoLightbox } from '../../../components/photo-lightbox';

/** A result's photos as thumbnails; one opens the gallery's lightbox with previous and next. */
export function ApprovalPhotos({ images, store }: { images: readonly UploadedFile[]; store: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(-1);
  if (images.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} data-testid="approval-photos">
      {images.map((image, index) => (
        <ButtonBase
          key={image.id}
          onClick={() => setOpen(index)}
          aria-label={t('approvals.openPhoto', { index: index + 1, store })}
          sx={{ borderRadius: 1, overflow: 'hidden' }}
        >
          <Box component="img" src={image.fileURL} alt="" loading="lazy" sx={{ width: 96, height: 72, objectFit: 'cover' }} />
        </ButtonBase>
      ))}
      <PhotoLightbox
        slides={images.map((image) => ({ src: image.fileURL, alt: image.name, title: image.name }))}
        index={open >= 0 ? open : null}
        onClose={() => setOpen(-1)}
      />
    </Box>
  );
}

import type { UploadedFile } from '@fieldops/contract';
import { Box, ButtonBase } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Lightbox from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/captions.css';
import 'yet-another-react-lightbox/plugins/counter.css';

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
      <Lightbox
        open={open >= 0}
        index={Math.max(0, open)}
        close={() => setOpen(-1)}
        slides={images.map((image) => ({ src: image.fileURL, alt: image.name, title: image.name }))}
        plugins={[Captions, Counter]}
        carousel={{ finite: true }}
        labels={{ Previous: t('objectives.gallery.previous'), Next: t('objectives.gallery.next'), Close: t('objectives.result.close') }}
      />
    </Box>
  );
}

import type { UploadedFile } from '@fieldops/contract';
import { Box, ButtonBase } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Lightbox from 'yet-another-react-lightbox';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/counter.css';

interface NewsImagesProps {
  subject: string;
  images: UploadedFile[];
  /** Thumbnail edge in pixels. */
  size?: number;
}

/** The images of a news post as thumbnails; a click opens them in the lightbox, with previous and next. */
export function NewsImages({ subject, images, size = 48 }: NewsImagesProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  if (images.length === 0) return null;
  return (
    <>
      <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap' }}>
        {images.map((image, index) => (
          <ButtonBase
            key={image.id}
            onClick={() => setOpen(index)}
            aria-label={t('news.openImage', { index: index + 1, subject })}
            sx={{ borderRadius: 1, overflow: 'hidden' }}
          >
            <Box component="img" src={image.fileURL} alt="" sx={{ width: size, height: size, objectFit: 'cover', display: 'block' }} />
          </ButtonBase>
        ))}
      </Box>
      <Lightbox
        open={open !== null}
        index={open ?? 0}
        close={() => setOpen(null)}
        slides={images.map((image) => ({ src: image.fileURL, alt: subject }))}
        plugins={[Counter]}
        carousel={{ finite: true }}
        labels={{ Previous: t('objectives.gallery.previous'), Next: t('objectives.gallery.next'), Close: t('shell.close') }}
      />
    </>
  );
}

import type { UploadedFile } from '@fieldops/contract';
import { Box, ButtonBase } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhotoLightbox } from '../../../components/photo-lightbox';

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
      <PhotoLightbox slides={images.map((image) => ({ src: image.fileURL, alt: subject }))} index={open} onClose={() => setOpen(null)} />
    </>
  );
}

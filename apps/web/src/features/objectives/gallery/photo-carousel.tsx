import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ImageNotSupportedIcon from '@mui/icons-material/ImageNotSupportedOutlined';
import { Box, ButtonBase, IconButton, Typography } from '@mui/material';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GalleryPhoto } from './gallery-item';

interface PhotoCarouselProps {
  title: string;
  images: GalleryPhoto[];
  onOpen: (index: number) => void;
}

const arrow = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  bgcolor: 'rgba(255,255,255,0.8)',
  '&:hover': { bgcolor: 'white' },
} as const;

/** A tile's photos in an Embla carousel; a click opens the photo in the lightbox. */
export function PhotoCarousel({ title, images, onOpen }: PhotoCarouselProps) {
  const { t } = useTranslation();
  const [ref, embla] = useEmblaCarousel({ loop: false });
  const [selected, setSelected] = useState(0);
  const onSelect = useCallback(() => setSelected(embla?.selectedScrollSnap() ?? 0), [embla]);
  useEffect(() => {
    if (!embla) return;
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla, onSelect]);

  if (images.length === 0) {
    return (
      <Box sx={{ aspectRatio: '4 / 3', display: 'grid', placeItems: 'center', bgcolor: 'grey.100', color: 'text.secondary' }}>
        <Box sx={{ textAlign: 'center' }}>
          <ImageNotSupportedIcon />
          <Typography variant="caption" component="p">
            {t('objectives.gallery.noPhotos')}
          </Typography>
        </Box>
      </Box>
    );
  }
  return (
    <Box sx={{ position: 'relative' }}>
      <Box ref={ref} sx={{ overflow: 'hidden' }}>
        <Box sx={{ display: 'flex' }}>
          {images.map((image, index) => (
            <ButtonBase
              key={image.id}
              onClick={() => onOpen(index)}
              aria-label={t('objectives.gallery.openPhoto', { index: index + 1, title })}
              // A form's photo is named by its field (the lightbox says it too).
              title={image.caption}
              sx={{ flex: '0 0 100%', minWidth: 0, aspectRatio: '4 / 3', bgcolor: 'grey.100' }}
            >
              <Box component="img" src={image.fileURL} alt="" loading="lazy" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
            </ButtonBase>
          ))}
        </Box>
      </Box>
      {images.length > 1 && (
        <>
          <IconButton
            size="small"
            sx={{ ...arrow, left: 4 }}
            onClick={() => embla?.scrollPrev()}
            disabled={selected === 0}
            aria-label={t('objectives.gallery.previous')}
          >
            <ChevronLeftIcon fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            sx={{ ...arrow, right: 4 }}
            onClick={() => embla?.scrollNext()}
            disabled={selected === images.length - 1}
            aria-label={t('objectives.gallery.next')}
          >
            <ChevronRightIcon fontSize="small" />
          </IconButton>
          <Typography variant="caption" sx={{ position: 'absolute', bottom: 4, right: 8, color: 'white', textShadow: '0 0 3px black' }}>
            {selected + 1} / {images.length}
          </Typography>
        </>
      )}
    </Box>
  );
}

import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, IconButton, Stack, useMediaQuery, useTheme } from '@mui/material';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface AreaCarouselProps {
  /** Slides visible at a time on a wide screen (spec 1 §9: 1 national, 4 region, 3 district). */
  perView: number;
  /** Accessible name of the carousel. */
  label: string;
  children: ReactNode[];
}

/** The donut carousel of the dashboards (Embla); on a phone one slide shows at a time. */
export function AreaCarousel({ perView, label, children }: AreaCarouselProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const tablet = useMediaQuery(theme.breakpoints.down('md'));
  const visible = phone ? 1 : tablet ? Math.min(perView, 2) : perView;
  const [viewportRef, embla] = useEmblaCarousel({ align: 'start', slidesToScroll: visible, containScroll: 'trimSnaps' });
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);

  const update = useCallback(() => {
    if (!embla) return;
    setCanPrev(embla.canScrollPrev());
    setCanNext(embla.canScrollNext());
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    embla.on('select', update).on('reInit', update);
    // Emits 'reInit', which reads whether there is anything to scroll to.
    embla.reInit({ slidesToScroll: visible });
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla, update, visible, children.length]);

  return (
    <Stack direction="row" alignItems="center" spacing={0.5} role="group" aria-roledescription="carousel" aria-label={label}>
      <IconButton aria-label={t('dashboards.previous')} onClick={() => embla?.scrollPrev()} disabled={!canPrev} size="small">
        <ChevronLeftIcon />
      </IconButton>
      <Box ref={viewportRef} sx={{ overflow: 'hidden', flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex' }}>
          {children.map((child, index) => (
            <Box
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={t('dashboards.slide', { index: index + 1, count: children.length })}
              sx={{ flex: `0 0 ${100 / visible}%`, minWidth: 0, px: 1 }}
            >
              {child}
            </Box>
          ))}
        </Box>
      </Box>
      <IconButton aria-label={t('dashboards.next')} onClick={() => embla?.scrollNext()} disabled={!canNext} size="small">
        <ChevronRightIcon />
      </IconButton>
    </Stack>
  );
}

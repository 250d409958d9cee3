import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, IconButton, Stack, useMediaQuery, useTheme } from '@mui/material';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../components/visually-hidden';

interface AreaCarouselProps {
  /** Slides visible at a time on a wide screen (spec 1 §9: 1 national, 4 region, 3 district). */
  perView: number;
  /** Accessible name of the carousel. */
  label: string;
  children: ReactNode[];
}

/**
 * The donut carousel of the dashboards (Embla); on a phone one slide shows at a time. By keyboard:
 * Previous and Next are buttons, and the arrow keys (Home, End) move it while the focus is inside;
 * each move is told to screen readers ('Showing 5 to 8 of 12').
 */
export function AreaCarousel({ perView, label, children }: AreaCarouselProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const tablet = useMediaQuery(theme.breakpoints.down('md'));
  const visible = phone ? 1 : tablet ? Math.min(perView, 2) : perView;
  const [viewportRef, embla] = useEmblaCarousel({ align: 'start', slidesToScroll: visible, containScroll: 'trimSnaps' });
  // Embla measures the slides as it starts, a layout of the whole page: it starts in a task of its
  // own once the dashboard has been drawn, not in the one that builds it (a long pause on a slow
  // phone). The slides show meanwhile, laid out by their styles; Previous and Next wait for it.
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const start = setTimeout(() => setStarted(true));
    return () => clearTimeout(start);
  }, []);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);
  const [shown, setShown] = useState('');
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const count = children.length;

  const refocus = useRef<HTMLButtonElement>(null);

  const update = useCallback(() => {
    if (!embla) return;
    const prev = embla.canScrollPrev();
    const next = embla.canScrollNext();
    // A button disabled under the focus would drop it on the page: the other one takes it, once
    // rendered enabled (below).
    if (!prev && document.activeElement === prevRef.current && next) refocus.current = nextRef.current;
    if (!next && document.activeElement === nextRef.current && prev) refocus.current = prevRef.current;
    setCanPrev(prev);
    setCanNext(next);
  }, [embla]);

  useEffect(() => {
    refocus.current?.focus();
    refocus.current = null;
  }, [canPrev, canNext]);

  const announce = useCallback(() => {
    if (!embla) return;
    const from = Math.max(0, Math.min(embla.selectedScrollSnap() * visible, count - visible)) + 1;
    const to = Math.min(from + visible - 1, count);
    setShown(from === to ? t('dashboards.shownOne', { index: from, count }) : t('dashboards.shownMany', { from, to, count }));
  }, [embla, visible, count, t]);

  useEffect(() => {
    if (!embla) return;
    embla.on('select', update).on('reInit', update).on('select', announce);
    // Emits 'reInit', which reads whether there is anything to scroll to.
    embla.reInit({ slidesToScroll: visible });
    return () => {
      embla.off('select', update).off('reInit', update).off('select', announce);
    };
  }, [embla, update, announce, visible, count]);

  // The track is the same elements while only the carousel's own state changes (as Embla starts,
  // it re-renders three times): React skips the slides, and only the buttons are drawn again.
  const slides = useMemo(
    () => (
      <Box sx={{ display: 'flex' }}>
        {children.map((child, index) => (
          <Box
            key={index}
            role="group"
            aria-roledescription={t('dashboards.slideRole')}
            aria-label={t('dashboards.slide', { index: index + 1, count })}
            sx={{ flex: `0 0 ${100 / visible}%`, minWidth: 0, px: 1 }}
          >
            {child}
          </Box>
        ))}
      </Box>
    ),
    [children, visible, count, t],
  );

  const onKeyDown = (event: KeyboardEvent) => {
    if (!embla || event.altKey || event.ctrlKey || event.metaKey) return;
    const move = {
      ArrowLeft: () => embla.scrollPrev(),
      ArrowRight: () => embla.scrollNext(),
      Home: () => embla.scrollTo(0),
      End: () => embla.scrollTo(embla.scrollSnapList().length - 1),
    }[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  return (
    <Stack
      direction="row"
      alignItems="center"
      spacing={0.5}
      role="group"
      aria-roledescription={t('dashboards.carouselRole')}
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      <IconButton ref={prevRef} aria-label={t('dashboards.previous')} onClick={() => embla?.scrollPrev()} disabled={!canPrev} size="small">
        <ChevronLeftIcon />
      </IconButton>
      <Box ref={started ? viewportRef : undefined} sx={{ overflow: 'hidden', flex: 1, minWidth: 0 }}>
        {slides}
      </Box>
      <IconButton ref={nextRef} aria-label={t('dashboards.next')} onClick={() => embla?.scrollNext()} disabled={!canNext} size="small">
        <ChevronRightIcon />
      </IconButton>
      <Box role="status" sx={visuallyHidden}>
        {shown}
      </Box>
    </Stack>
  );
}

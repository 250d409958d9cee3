import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, IconButton, Stack, useMediaQuery, useTheme } from '@mui/material';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../components/visually-hidden';

interface AreaCarouselProps {
  /** Slides visible at a time on a wide screen (spec 1 §9: 1 national, 4 region, 3 district). */
  perView: number;
  /** Accessible name of the carousel. */
  label: string;
  children: ReactNode[];
}

/** What Tab stops at in a slide: the ring's name, a link to the area's dashboard. */
const TABBABLE = 'a[href], button, [tabindex]:not([tabindex="-1"])';

/** The index of the first slide shown at Embla's snap `snap`: the last snap shows the last `visible` slides (trimSnaps). */
function firstShown(snap: number, visible: number, count: number): number {
  return Math.max(0, Math.min(snap * visible, count - visible));
}

/**
 * The donut carousel of the dashboards (Embla); on a phone one slide shows at a time. By keyboard:
 * Previous and Next are buttons, and the arrow keys (Home, End) move it while the focus is inside;
 * each move is told to screen readers ('Showing 5 to 8 of 12'). The slides out of view are inert
 * (WAI-ARIA APG carousel): Tab goes from the slides shown to Next, and Shift+Tab to Previous,
 * instead of to a hidden slide that Embla would scroll to, past the buttons; and a focus on a
 * slide the keys move out of view follows to the first slide shown, where Enter opens what is seen.
 * Embla's own move to a focused slide is left out (`keepPage`).
 */
/**
 * A slide taking the focus (only slides shown can) leaves the carousel where it is. Embla's own
 * handling moved it to the first page holding that slide: on a last page trimmed to end with the
 * last slide, Tab from slide 2 to 3 of 4, three to a page, went back to slides 1 to 3. What the
 * browser scrolled to show the focused slide is undone, as Embla does, since Embla moves the
 * track itself.
 */
const keepPage = (embla: NonNullable<UseEmblaCarouselType[1]>) => {
  embla.rootNode().scrollLeft = 0;
  return false;
};

export function AreaCarousel({ perView, label, children }: AreaCarouselProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const tablet = useMediaQuery(theme.breakpoints.down('md'));
  const visible = phone ? 1 : tablet ? Math.min(perView, 2) : perView;
  const [viewportRef, embla] = useEmblaCarousel({
    align: 'start',
    slidesToScroll: visible,
    containScroll: 'trimSnaps',
    watchFocus: keepPage,
  });
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
  const [first, setFirst] = useState(0);
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const count = children.length;

  const refocus = useRef<HTMLElement>(null);

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

  // The slides shown, the others made inert (below). A focus on a slide that goes out of view would
  // be dropped on the page: the first slide shown takes it, once rendered without inert.
  const show = useCallback(() => {
    if (!embla) return;
    const from = firstShown(embla.selectedScrollSnap(), visible, count);
    const slides = embla.slideNodes();
    const focused = slides.findIndex((slide) => slide.contains(document.activeElement));
    if (focused !== -1 && (focused < from || focused >= from + visible)) {
      refocus.current = slides[from]?.querySelector<HTMLElement>(TABBABLE) ?? null;
    }
    setFirst(from);
  }, [embla, visible, count]);

  // Before the browser drops the focus of what has been disabled or made inert. Without scrolling:
  // the slide is being moved into view by Embla, which the browser's own scroll would upset.
  useLayoutEffect(() => {
    refocus.current?.focus({ preventScroll: true });
    refocus.current = null;
  }, [canPrev, canNext, first]);

  const announce = useCallback(() => {
    if (!embla) return;
    const from = firstShown(embla.selectedScrollSnap(), visible, count) + 1;
    const to = Math.min(from + visible - 1, count);
    setShown(from === to ? t('dashboards.shownOne', { index: from, count }) : t('dashboards.shownMany', { from, to, count }));
  }, [embla, visible, count, t]);

  useEffect(() => {
    if (!embla) return;
    embla.on('select', update).on('reInit', update).on('select', show).on('reInit', show).on('select', announce);
    // Emits 'reInit', which reads whether there is anything to scroll to and which slides show.
    embla.reInit({ slidesToScroll: visible });
    return () => {
      embla.off('select', update).off('reInit', update).off('select', show).off('reInit', show).off('select', announce);
    };
  }, [embla, update, show, announce, visible, count]);

  // The track is the same elements while only the buttons' state changes (as Embla starts, it
  // re-renders three times): React skips the slides, and only the buttons are drawn again.
  const slides = useMemo(
    () => (
      <Box sx={{ display: 'flex' }}>
        {children.map((child, index) => (
          <Box
            key={index}
            role="group"
            aria-roledescription={t('dashboards.slideRole')}
            aria-label={t('dashboards.slide', { index: index + 1, count })}
            inert={index < first || index >= first + visible}
            sx={{ flex: `0 0 ${100 / visible}%`, minWidth: 0, px: 1 }}
          >
            {child}
          </Box>
        ))}
      </Box>
    ),
    [children, first, visible, count, t],
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

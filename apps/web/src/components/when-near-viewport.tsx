import { Skeleton } from '@mui/material';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below (or above) the screen a placeholder starts its content loading. */
const AHEAD = '200px';

/**
 * Renders `children` (typically a lazy component and its library) only once its place comes within
 * AHEAD of the screen: a block below the fold on a phone does not weigh on the page's first load.
 * Until then, and while they load, a placeholder of their height holds the place (no layout shift).
 */
export function WhenNearViewport({ height, children }: { height: number; children: ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const place = ref.current;
    if (near || !place) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: `${AHEAD} 0px`,
    });
    observer.observe(place);
    return () => observer.disconnect();
  }, [near]);

  const placeholder = <Skeleton ref={ref} variant="rounded" height={height} />;
  return near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}

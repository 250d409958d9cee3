import { Suspense, useState } from 'react';
import { lazyExport } from '../../../lib/lazy-export';
import type { NewsDetailDialogProps } from './news-detail-dialog';

const NewsDetailDialog = lazyExport(() => import('./news-detail-dialog'), 'NewsDetailDialog');

/**
 * The news detail dialog with its code (the images' lightbox) fetched when a post is first opened,
 * for a page that shows it only on a click (the home page's What's new, issue 13); mounted from then
 * on, so it closes with its transition.
 */
export function LazyNewsDetailDialog(props: NewsDetailDialogProps) {
  const [wanted, setWanted] = useState(props.news !== null);
  if (props.news !== null && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <NewsDetailDialog {...props} />
    </Suspense>
  );
}

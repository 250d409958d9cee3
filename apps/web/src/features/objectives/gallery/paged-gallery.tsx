import { useMemo } from 'react';
import type { ZodType } from 'zod';
import type { ListFilters } from '../../../components/data-table';
import { errorMessage } from '../../../lib/api-client';
import { useGalleryPages } from '../api/get-gallery-pages';
import { GalleryGrid } from './gallery-grid';
import type { GalleryItem } from './gallery-item';

interface PagedGalleryProps<T> {
  endpoint: string;
  params: ListFilters;
  rowSchema: ZodType<T>;
  /** What a tile shows of a row. */
  toItem: (row: T) => GalleryItem;
}

/** A list endpoint shown as photo tiles, 12 at a time with 'Load More'. */
export function PagedGallery<T>({ endpoint, params, rowSchema, toItem }: PagedGalleryProps<T>) {
  const pages = useGalleryPages(endpoint, { ...params, showGallery: 1 }, rowSchema);
  const items = useMemo(() => (pages.data?.pages ?? []).flatMap((p) => p.data.map(toItem)), [pages.data, toItem]);
  return (
    <GalleryGrid
      items={items}
      total={pages.data?.pages[0]?.meta.total ?? 0}
      loading={pages.isPending}
      error={pages.isError ? errorMessage(pages.error) : undefined}
      hasMore={pages.hasNextPage}
      loadingMore={pages.isFetchingNextPage}
      onLoadMore={() => void pages.fetchNextPage()}
    />
  );
}

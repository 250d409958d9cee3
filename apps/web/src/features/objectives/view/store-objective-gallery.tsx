import { storeObjectiveSchema } from '@fieldops/contract';
import { useMemo } from 'react';
import type { ListFilters } from '../../../components/data-table';
import { errorMessage } from '../../../lib/api-client';
import { useGalleryPages } from '../api/get-gallery-pages';
import { GalleryGrid } from '../gallery/gallery-grid';
import type { GalleryItem } from '../gallery/gallery-item';

interface StoreObjectiveGalleryProps {
  status: string;
  filters: ListFilters;
}

/** The store results of the table as photo tiles, 12 at a time. */
export function StoreObjectiveGallery({ status, filters }: StoreObjectiveGalleryProps) {
  // Only results that have photos: a gallery of empty tiles helps nobody.
  const photoFilters = useMemo(() => ({ ...filters, showGallery: 1 }), [filters]);
  const pages = useGalleryPages(`/store_objective/status/${encodeURIComponent(status)}/list`, photoFilters, storeObjectiveSchema);
  const items = useMemo<GalleryItem[]>(
    () =>
      (pages.data?.pages ?? []).flatMap((p) =>
        p.data.map((row) => ({
          id: row.id,
          title: row.store.name,
          subtitle: row.objective.title,
          statusLabel: row.statusLabel,
          images: row.images,
          comments: row.comments,
        })),
      ),
    [pages.data],
  );
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

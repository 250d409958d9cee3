import { byAreaRowSchema } from '@fieldops/contract';
import { useMemo } from 'react';
import type { ListFilters } from '../../../components/data-table';
import { errorMessage } from '../../../lib/api-client';
import { useGalleryPages } from '../api/get-gallery-pages';
import { GalleryGrid } from '../gallery/gallery-grid';
import type { GalleryItem } from '../gallery/gallery-item';

/** GET /objective/byArea?showGallery=1 for one store: its objectives' photos, 12 per page. */
export function ByStoreGallery({ query }: { query: ListFilters }) {
  const pages = useGalleryPages('/objective/byArea', { ...query, showGallery: 1 }, byAreaRowSchema);
  const items = useMemo<GalleryItem[]>(
    () =>
      (pages.data?.pages ?? []).flatMap((p) =>
        p.data.map((row) => ({
          id: row.id,
          title: row.objective.title,
          subtitle: row.store.name,
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

import { storeObjectiveSchema, type StoreObjective } from '@fieldops/contract';
import type { ListFilters } from '../../../components/data-table';
import { galleryPhotos, type GalleryItem } from '../gallery/gallery-item';
import { PagedGallery } from '../gallery/paged-gallery';

interface StoreObjectiveGalleryProps {
  status: string;
  filters: ListFilters;
}

const toItem = (row: StoreObjective): GalleryItem => ({
  id: row.id,
  title: row.store.name,
  subtitle: row.objective.title,
  statusLabel: row.statusLabel,
  images: galleryPhotos(row),
  comments: row.comments,
});

/** The store results of the table that have photos, as tiles, 12 at a time. */
export function StoreObjectiveGallery({ status, filters }: StoreObjectiveGalleryProps) {
  return (
    <PagedGallery
      endpoint={`/store_objective/status/${encodeURIComponent(status)}/list`}
      params={filters}
      rowSchema={storeObjectiveSchema}
      toItem={toItem}
    />
  );
}

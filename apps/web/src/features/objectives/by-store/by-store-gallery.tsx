import { byAreaRowSchema, type ByAreaRow } from '@fieldops/contract';
import type { ListFilters } from '../../../components/data-table';
import { galleryPhotos, type GalleryItem } from '../gallery/gallery-item';
import { PagedGallery } from '../gallery/paged-gallery';

const toItem = (row: ByAreaRow): GalleryItem => ({
  id: row.id,
  title: row.objective.title,
  subtitle: row.store.name,
  statusLabel: row.statusLabel,
  images: galleryPhotos(row),
  comments: row.comments,
});

/** GET /objective/byArea?showGallery=1 for one store: its objectives' photos, 12 per page. */
export function ByStoreGallery({ query }: { query: ListFilters }) {
  return <PagedGallery endpoint="/objective/byArea" params={query} rowSchema={byAreaRowSchema} toItem={toItem} />;
}

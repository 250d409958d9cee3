import type { AnswerPhoto, FileRef } from '@fieldops/contract';

/** A photo of a tile; one answering the form carries its field's label as a caption. */
export interface GalleryPhoto extends FileRef {
  caption?: string;
}

/** One tile of a gallery: a store's result for an objective, with its photos and comments. */
export interface GalleryItem {
  id: number;
  title: string;
  subtitle: string;
  statusLabel: string;
  images: GalleryPhoto[];
  comments: string | null;
}

/** A result's photos in a tile: its own, then the pictures answering its form (where a custom objective's evidence is). */
export const galleryPhotos = (row: { images: readonly FileRef[]; answerPhotos: readonly AnswerPhoto[] }): GalleryPhoto[] => [
  ...row.images.map(({ id, fileURL }) => ({ id, fileURL })),
  ...row.answerPhotos.map(({ id, fileURL, label }) => ({ id, fileURL, caption: label })),
];

/** A photo of the lightbox with the tile it belongs to. */
export interface GallerySlide {
  src: string;
  alt: string;
  title: string;
  description: string;
}

/** Every photo of the loaded tiles in order, and where each tile's first photo sits. */
export function toSlides(items: readonly GalleryItem[]): { slides: GallerySlide[]; firstIndex: Map<number, number> } {
  const slides: GallerySlide[] = [];
  const firstIndex = new Map<number, number>();
  for (const item of items) {
    firstIndex.set(item.id, slides.length);
    item.images.forEach((image, i) =>
      slides.push({
        src: image.fileURL,
        alt: `${item.title} ${i + 1}`,
        title: item.title,
        description: [item.subtitle, item.statusLabel, image.caption].filter(Boolean).join(' · '),
      }),
    );
  }
  return { slides, firstIndex };
}

import { useTranslation } from 'react-i18next';
import Lightbox, { type SlideImage } from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/captions.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import './photo-lightbox.css';

interface PhotoLightboxProps {
  /** Each photo; a `title` is shown above it, a `description` below. */
  slides: SlideImage[];
  /** The photo shown, or null while closed. */
  index: number | null;
  onClose: () => void;
}

/** Height of the count's line ('2 / 15'): its margin, padding and line (yarl's counter.css). */
const COUNTER_HEIGHT = 64;

/**
 * The full-screen lightbox with previous and next (spec 2's gallery) of every set of photos: the
 * title at the top, the description above '2 / 15' at the bottom (at the top left, as the library
 * places it, the count was drawn over the title).
 */
export function PhotoLightbox({ slides, index, onClose }: PhotoLightboxProps) {
  const { t } = useTranslation();
  return (
    <Lightbox
      open={index !== null}
      index={index ?? 0}
      close={onClose}
      slides={slides}
      plugins={slides.some((slide) => slide.title) ? [Captions, Counter] : [Counter]}
      counter={{ container: { style: { top: 'unset', bottom: 0 } } }}
      styles={{ captionsDescriptionContainer: { bottom: COUNTER_HEIGHT } }}
      carousel={{ finite: true }}
      labels={{
        Previous: t('objectives.gallery.previous'),
        Next: t('objectives.gallery.next'),
        Close: t('shell.close'),
        Lightbox: t('objectives.gallery.lightbox'),
        'Photo gallery': t('objectives.gallery.photos'),
        Carousel: t('objectives.gallery.carousel'),
        Slide: t('objectives.gallery.slide'),
        // The library's own placeholders, filled by it per photo.
        '{index} of {total}': t('objectives.gallery.showing', { shown: '{index}', total: '{total}' }),
      }}
    />
  );
}

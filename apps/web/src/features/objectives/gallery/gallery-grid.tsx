import { GALLERY_COLUMNS } from '@fieldops/contract';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toSlides, type GalleryItem } from './gallery-item';
import { GalleryTile } from './gallery-tile';
import { PhotoLightbox } from '../../../components/photo-lightbox';

interface GalleryGridProps {
  items: GalleryItem[];
  total: number;
  loading: boolean;
  error?: string;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/**
 * Tiles in 3 columns (1 on a phone), 12 at a time with 'Load More', and one full-screen
 * lightbox over every loaded photo with previous and next (spec 2 §2, §9).
 */
export function GalleryGrid({ items, total, loading, error, hasMore, loadingMore, onLoadMore }: GalleryGridProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(-1);
  const { slides, firstIndex } = useMemo(() => toSlides(items), [items]);

  if (error) return <Alert severity="error">{error}</Alert>;
  if (loading) return <CircularProgress aria-label={t('shell.loading')} sx={{ m: 3 }} />;
  if (items.length === 0)
    return (
      <Typography color="text.secondary" sx={{ p: 3 }}>
        {t('objectives.gallery.empty')}
      </Typography>
    );
  return (
    <Box>
      <Box
        component="ul"
        aria-label={t('objectives.view.gallery')}
        sx={{
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: `repeat(${GALLERY_COLUMNS}, 1fr)` },
        }}
      >
        {items.map((item) => (
          <GalleryTile key={item.id} item={item} onOpen={(photo) => setOpen((firstIndex.get(item.id) ?? 0) + photo)} />
        ))}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, mt: 2 }}>
        <Typography variant="body2" color="text.secondary" data-testid="gallery-showing">
          {t('objectives.gallery.showing', { shown: items.length, total })}
        </Typography>
        {hasMore && (
          <Button variant="outlined" onClick={onLoadMore} disabled={loadingMore}>
            {t('objectives.loadMore')}
          </Button>
        )}
      </Box>
      <PhotoLightbox slides={slides} index={open >= 0 ? open : null} onClose={() => setOpen(-1)} />
    </Box>
  );
}

import { Box, Card, CardContent, Chip, Typography } from '@mui/material';
import { CommentsPopover } from './comments-popover';
import type { GalleryItem } from './gallery-item';
import { PhotoCarousel } from './photo-carousel';

/** One gallery tile: the photos carousel, the store and objective, status and comments. */
export function GalleryTile({ item, onOpen }: { item: GalleryItem; onOpen: (photoIndex: number) => void }) {
  return (
    <Card component="li" data-testid="gallery-tile" sx={{ listStyle: 'none', display: 'flex', flexDirection: 'column' }}>
      <PhotoCarousel title={item.title} images={item.images} onOpen={onOpen} />
      <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="subtitle2" noWrap title={item.title}>
              {item.title}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap title={item.subtitle}>
              {item.subtitle}
            </Typography>
          </Box>
          <CommentsPopover title={item.title} comments={item.comments} />
        </Box>
        <Chip size="small" label={item.statusLabel} sx={{ mt: 1 }} />
      </CardContent>
    </Card>
  );
}

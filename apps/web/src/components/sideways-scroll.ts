import type { SxProps, Theme } from '@mui/material/styles';

/**
 * A box that scrolls sideways on a narrow screen (a table wider than a phone): a shadow at the edge
 * where more columns are hidden, gone once scrolled to that end (the covers move with the content,
 * the shadows stay with the box). Focusable where used, so the keyboard scrolls it too (WCAG 2.1.1).
 */
export const sidewaysScroll: SxProps<Theme> = (theme) => {
  const paper = theme.palette.background.paper;
  const shadow = 'rgba(0, 0, 0, 0.18)';
  return {
    overflowX: 'auto',
    backgroundImage: [
      `linear-gradient(to right, ${paper} 30%, transparent)`,
      `linear-gradient(to left, ${paper} 30%, transparent)`,
      `radial-gradient(farthest-side at 0 50%, ${shadow}, transparent)`,
      `radial-gradient(farthest-side at 100% 50%, ${shadow}, transparent)`,
    ].join(', '),
    backgroundPosition: 'left center, right center, left center, right center',
    backgroundRepeat: 'no-repeat',
    backgroundSize: '40px 100%, 40px 100%, 14px 100%, 14px 100%',
    backgroundAttachment: 'local, local, scroll, scroll',
  };
};

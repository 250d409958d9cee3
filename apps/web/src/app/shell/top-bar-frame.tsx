import { AppBar, Avatar, Box, Toolbar, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FRAME_MARKS } from '../../lib/prerendered-frame';

/** The width of the side menu, which the top bar leaves free beside it from the md breakpoint up. */
export const DRAWER_WIDTH = 248;

interface TopBarFrameProps {
  /** Before the slogan: the phone's menu toggle. */
  start: ReactNode;
  /** The user's initials, in the avatar (from sm up). */
  initials: ReactNode;
  /** The user's display name; the prerendered copy writes the saved one from a CSS property. */
  name?: string;
  /** After the name: the messages and the notifications. */
  end: ReactNode;
  /** The copy prerendered into index.html (prerendered-frame.ts), a picture of the bar. */
  prerendered?: boolean;
}

/**
 * The top bar's layout (spec 2.2): slogan, the user's name, then the messages and the bell; on
 * phones (below md) across the whole width, above the side menu, otherwise beside it. The app's bar
 * (top-bar.tsx) and the copy prerendered into index.html (prerendered-frame.ts) are this one
 * layout, so the slogan sits in the same place, wrapped the same way, in both.
 */
export function TopBarFrame({ start, initials, name, end, prerendered = false }: TopBarFrameProps) {
  const { t } = useTranslation();
  return (
    <AppBar
      position="fixed"
      aria-hidden={prerendered || undefined}
      sx={(theme) => ({
        // On phones the bar stays above the drawer, so its toggle can close it again.
        zIndex: theme.zIndex.drawer + 1,
        [theme.breakpoints.up('md')]: { width: `calc(100% - ${DRAWER_WIDTH}px)`, ml: `${DRAWER_WIDTH}px`, zIndex: theme.zIndex.appBar },
      })}
    >
      <Toolbar sx={{ gap: 1 }}>
        {start}
        <Typography
          component="p"
          sx={{
            flexGrow: 1,
            minWidth: 0,
            fontWeight: 500,
            fontSize: { xs: 13, sm: 16 },
            lineHeight: 1.3,
            overflow: 'hidden',
            display: '-webkit-box',
            // Three lines on a phone, beside a longer name (a toolbar of 56 px holds them); two above.
            WebkitLineClamp: { xs: 3, sm: 2 },
            WebkitBoxOrient: 'vertical',
          }}
        >
          {t('app.slogan')}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, flexShrink: 0, maxWidth: { xs: 110, sm: 240 } }}>
          <Avatar sx={{ width: 32, height: 32, fontSize: 13, bgcolor: 'secondary.main', display: { xs: 'none', sm: 'flex' } }} aria-hidden>
            {initials}
          </Avatar>
          {prerendered ? (
            <Typography
              variant="body2"
              noWrap
              sx={{ fontWeight: 500, minWidth: 0, '&::before': { content: `var(${FRAME_MARKS.nameProperty})` } }}
            />
          ) : (
            <Typography variant="body2" noWrap data-testid="display-name" sx={{ fontWeight: 500, minWidth: 0 }}>
              {name}
            </Typography>
          )}
        </Box>
        {end}
      </Toolbar>
    </AppBar>
  );
}

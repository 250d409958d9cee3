import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Avatar, Box, IconButton, Toolbar, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MessagesMenu } from '../../features/messages';
import { NotificationsBell } from '../../features/notifications';
import { useSession } from '../../lib/session-context';
import { useLiveUpdates } from './live-updates';

interface TopBarProps {
  /** Phone width: the menu is a temporary drawer opened from here. */
  compact: boolean;
  menuOpen: boolean;
  onToggleMenu: () => void;
  drawerWidth: number;
}

/** Slogan, the signed-in user's display name, the messages and the notifications bell (spec 2.2), kept live. */
export function TopBar({ compact, menuOpen, onToggleMenu, drawerWidth }: TopBarProps) {
  const { t } = useTranslation();
  const { displayName } = useSession();
  useLiveUpdates();
  const initials = displayName
    .split(' ')
    .filter(Boolean)
    .map((part) => part[0])
    .slice(0, 2)
    .join('')
    .toUpperCase();

  return (
    <AppBar
      position="fixed"
      sx={{
        width: compact ? '100%' : `calc(100% - ${drawerWidth}px)`,
        ml: compact ? 0 : `${drawerWidth}px`,
        // On phones the bar stays above the drawer, so its toggle can close it again.
        zIndex: (theme) => (compact ? theme.zIndex.drawer + 1 : theme.zIndex.appBar),
      }}
    >
      <Toolbar sx={{ gap: 1 }}>
        {compact && (
          <IconButton
            color="inherit"
            edge="start"
            aria-label={menuOpen ? t('menu.closeMenu') : t('menu.openMenu')}
            aria-expanded={menuOpen ? 'true' : 'false'}
            aria-controls="side-menu"
            onClick={onToggleMenu}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </IconButton>
        )}
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
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
          }}
        >
          {t('app.slogan')}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, flexShrink: 0, maxWidth: { xs: 110, sm: 240 } }}>
          <Avatar sx={{ width: 32, height: 32, fontSize: 13, bgcolor: 'secondary.main', display: { xs: 'none', sm: 'flex' } }} aria-hidden>
            {initials}
          </Avatar>
          <Typography variant="body2" noWrap data-testid="display-name" sx={{ fontWeight: 500, minWidth: 0 }}>
            {displayName}
          </Typography>
        </Box>
        <MessagesMenu />
        <NotificationsBell />
      </Toolbar>
    </AppBar>
  );
}

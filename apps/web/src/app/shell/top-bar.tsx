import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import { IconButton } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MessagesMenu } from '../../features/messages';
import { NotificationsBell } from '../../features/notifications';
import { initialsOf } from '../../lib/initials';
import { useSession } from '../../lib/session-context';
import { useLiveUpdates } from './live-updates';
import { TopBarFrame } from './top-bar-frame';

interface TopBarProps {
  /** Phone width: the menu is a temporary drawer opened from here. */
  compact: boolean;
  menuOpen: boolean;
  /** The menu is in the page (a phone builds it when first opened): what the toggle controls. */
  menuBuilt: boolean;
  onToggleMenu: () => void;
}

/** The phone's menu button: the focus goes back to it when the menu is closed by Escape. */
export const MENU_TOGGLE_ID = 'menu-toggle';

/** Slogan, the signed-in user's display name, the messages and the notifications bell (spec 2.2), kept live. */
export function TopBar({ compact, menuOpen, menuBuilt, onToggleMenu }: TopBarProps) {
  const { t } = useTranslation();
  const { displayName } = useSession();
  useLiveUpdates();
  const initials = initialsOf(displayName);

  return (
    <TopBarFrame
      start={
        compact && (
          <IconButton
            id={MENU_TOGGLE_ID}
            color="inherit"
            edge="start"
            aria-label={menuOpen ? t('menu.closeMenu') : t('menu.openMenu')}
            aria-expanded={menuOpen ? 'true' : 'false'}
            aria-controls={menuBuilt ? 'side-menu' : undefined}
            onClick={onToggleMenu}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </IconButton>
        )
      }
      initials={initials}
      name={displayName}
      end={
        <>
          <MessagesMenu />
          <NotificationsBell />
        </>
      }
    />
  );
}

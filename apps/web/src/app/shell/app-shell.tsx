import { Backdrop, Box, Drawer, Toolbar, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useEffect, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useLogout } from '../../features/auth';
import { useConfirm } from '../../components/use-confirm';
import { OfflineBar, useOfflineQueue } from '../../lib/offline-queue';
import { removePrerenderedFrame } from '../../lib/prerendered-frame';
import { useSession } from '../../lib/session-context';
import { mayLeave, UnsavedChangesGuard } from '../../lib/unsaved-changes';
import { SideMenu } from './side-menu';
import { MAIN_ID, SkipLink } from './skip-link';
import { MENU_TOGGLE_ID, TopBar } from './top-bar';
import { DRAWER_WIDTH } from './top-bar-frame';

/**
 * The signed-in frame: top bar, side menu and page. On desktop the menu is permanent; on phones it
 * slides in under the top bar, whose toggle opens and closes it (a non-modal drawer, so the toggle
 * stays reachable), and it closes on navigation, on the backdrop, on Escape (the focus back on the
 * toggle) and when the focus leaves it and the top bar (Tab past its last item). A phone builds the
 * menu the first time it is opened, not with the first screen: closed, it would cost a slow phone
 * its render and a layout of the page (the slide measuring itself) before the screen answers.
 */
export function AppShell() {
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuBuilt, setMenuBuilt] = useState(false);
  const navigate = useNavigate();
  const { signOut } = useSession();
  const logout = useLogout();
  const { t } = useTranslation();
  const { confirm, dialog: confirmDialog } = useConfirm();
  const { waiting } = useOfflineQueue();
  const drawerOpen = compact && menuOpen;
  const hasMenu = !compact || menuBuilt;

  // The page's prerendered bar gives way to this one in the same paint.
  useLayoutEffect(removePrerenderedFrame, []);

  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      document.getElementById(MENU_TOGGLE_ID)?.focus();
    };
    // Focus going on to the page, under the backdrop, closes the menu instead of hiding the focus.
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target instanceof Node ? event.target : null;
      const inFrame = [document.getElementById('side-menu'), document.querySelector('header')].some((part) => part?.contains(target));
      if (!inFrame) setMenuOpen(false);
    };
    window.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      window.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [drawerOpen]);

  const onLogout = async () => {
    if (!(await mayLeave())) return;
    setMenuOpen(false);
    // Changes not sent yet stay on this device for this user: said before leaving, not lost.
    if (
      waiting > 0 &&
      !(await confirm({
        title: t('offline.logoutTitle'),
        text: t('offline.logoutText', { count: waiting }),
        confirmLabel: t('menu.logout'),
      }))
    )
      return;
    // Signed out locally whatever the server answers: the token is forgotten either way.
    logout.mutate(undefined, {
      onSettled: () => {
        signOut();
        void navigate(paths.root.url());
      },
    });
  };

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      <TopBar
        compact={compact}
        menuOpen={drawerOpen}
        menuBuilt={hasMenu}
        onToggleMenu={() => {
          setMenuBuilt(true);
          setMenuOpen((o) => !o);
        }}
      />
      {hasMenu && (
        <Drawer
          id="side-menu"
          variant={compact ? 'persistent' : 'permanent'}
          open={compact ? drawerOpen : true}
          // Built open, it slides in all the same (a drawer skips its first slide otherwise).
          slotProps={{ transition: { appear: true } }}
          sx={{
            width: compact ? 0 : DRAWER_WIDTH,
            flexShrink: 0,
            '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
          }}
        >
          <SideMenu onNavigate={() => setMenuOpen(false)} onLogout={() => void onLogout()} />
        </Drawer>
      )}
      {compact && <Backdrop open={drawerOpen} onClick={() => setMenuOpen(false)} sx={{ zIndex: (t) => t.zIndex.drawer - 1 }} />}
      <Box
        component="main"
        id={MAIN_ID}
        // Reached by the skip link, not by Tab; the page itself shows where the focus went.
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3 }, '&:focus': { outline: 'none' } }}
      >
        <Toolbar />
        <OfflineBar />
        <UnsavedChangesGuard />
        {confirmDialog}
        <Outlet />
      </Box>
    </Box>
  );
}

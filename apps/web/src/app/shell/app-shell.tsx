import { Backdrop, Box, Drawer, Toolbar, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useLogout } from '../../features/auth';
import { OfflineBar } from '../../lib/offline-queue';
import { useSession } from '../../lib/session-context';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';

const DRAWER_WIDTH = 248;

/**
 * The signed-in frame: top bar, side menu and page. On desktop the menu is permanent; on phones it
 * slides in under the top bar, whose toggle opens and closes it (a non-modal drawer, so the toggle
 * stays reachable), and it closes on navigation, on the backdrop and on Escape.
 */
export function AppShell() {
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [menuOpen, setMenuOpen] = useState(false);
  const navigate = useNavigate();
  const { signOut } = useSession();
  const logout = useLogout();
  const drawerOpen = compact && menuOpen;

  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drawerOpen]);

  const onLogout = () => {
    setMenuOpen(false);
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
      <TopBar compact={compact} menuOpen={drawerOpen} onToggleMenu={() => setMenuOpen((o) => !o)} drawerWidth={DRAWER_WIDTH} />
      <Drawer
        id="side-menu"
        variant={compact ? 'persistent' : 'permanent'}
        open={compact ? drawerOpen : true}
        sx={{
          width: compact ? 0 : DRAWER_WIDTH,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
        }}
      >
        <SideMenu onNavigate={() => setMenuOpen(false)} onLogout={onLogout} />
      </Drawer>
      {compact && <Backdrop open={drawerOpen} onClick={() => setMenuOpen(false)} sx={{ zIndex: (t) => t.zIndex.drawer - 1 }} />}
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3 } }}>
        <Toolbar />
        <OfflineBar />
        <Outlet />
      </Box>
    </Box>
  );
}

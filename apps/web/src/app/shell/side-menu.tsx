import LogoutIcon from '@mui/icons-material/Logout';
import { Box, List, ListItem, ListItemButton, ListItemIcon, ListItemText, ListSubheader, Toolbar, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useCurrentUser } from '../../lib/session-context';
import { menuSections } from './menu-items';

interface SideMenuProps {
  onNavigate: () => void;
  onLogout: () => void;
}

/** Main, Settings and Account menus; the content of the side drawer. */
export function SideMenu({ onNavigate, onLogout }: SideMenuProps) {
  const { t } = useTranslation();
  const { role } = useCurrentUser();
  return (
    <Box component="nav" aria-label={t('menu.main')} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Toolbar sx={{ px: 2.5 }}>
        <Typography variant="h6" component="p" sx={{ fontWeight: 700, color: 'primary.main', letterSpacing: '-0.02em' }}>
          {t('app.name')}
        </Typography>
      </Toolbar>
      <Box sx={{ overflowY: 'auto', px: 1.5, pb: 2 }}>
        {menuSections.map((section) => (
          <List
            key={section.id}
            dense
            aria-labelledby={`menu-${section.id}`}
            subheader={
              <ListSubheader id={`menu-${section.id}`} disableSticky sx={{ bgcolor: 'transparent' }}>
                {t(section.title)}
              </ListSubheader>
            }
          >
            {section.items
              .filter((item) => !item.roles || item.roles.includes(role))
              .map(({ label, to, icon: Icon }) => (
                // Each entry in a list item of its own: a list holds only items (WCAG 1.3.1).
                <ListItem key={to} disablePadding sx={{ mb: 0.25 }}>
                  <ListItemButton component={NavLink} to={to} end onClick={onNavigate}>
                    <ListItemIcon>
                      <Icon fontSize="small" />
                    </ListItemIcon>
                    <ListItemText primary={t(label)} />
                  </ListItemButton>
                </ListItem>
              ))}
            {section.id === 'account' && (
              <ListItem disablePadding>
                <ListItemButton component="button" onClick={onLogout} sx={{ width: '100%' }}>
                  <ListItemIcon>
                    <LogoutIcon fontSize="small" />
                  </ListItemIcon>
                  <ListItemText primary={t('menu.logout')} />
                </ListItemButton>
              </ListItem>
            )}
          </List>
        ))}
      </Box>
    </Box>
  );
}

import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import AssignmentIcon from '@mui/icons-material/Assignment';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EventIcon from '@mui/icons-material/Event';
import GroupIcon from '@mui/icons-material/Group';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { Box, Card, CardActionArea, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

interface Shortcut {
  label: string;
  to: string;
  icon: ReactNode;
}

/** Cards leading to the main areas of the app. */
export function ShortcutCards() {
  const { t } = useTranslation();
  const shortcuts: Shortcut[] = [
    { label: t('menu.dashboard'), to: paths.dashboard.url(), icon: <DashboardIcon /> },
    { label: t('menu.objectives'), to: paths.objectives.url(), icon: <AssignmentIcon /> },
    { label: t('home.stores'), to: paths.stores.url(), icon: <StorefrontIcon /> },
    { label: t('home.users'), to: paths.users.url(), icon: <GroupIcon /> },
    { label: t('menu.schedule'), to: paths.schedule.url(), icon: <EventIcon /> },
    { label: t('menu.playbooks'), to: paths.playbooks.url(), icon: <MenuBookIcon /> },
    { label: t('menu.myAccount'), to: paths.account.url(), icon: <AccountCircleIcon /> },
  ];

  return (
    <Box component="nav" aria-label={t('home.shortcuts')}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('home.shortcuts')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' } }}>
        {shortcuts.map((s) => (
          <Card key={s.to}>
            <CardActionArea
              component={Link}
              to={s.to}
              sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start', height: '100%' }}
            >
              <Box sx={{ color: 'primary.main', display: 'flex', '& svg': { fontSize: 32 } }} aria-hidden>
                {s.icon}
              </Box>
              <Typography variant="subtitle1" component="span" sx={{ fontWeight: 600 }}>
                {s.label}
              </Typography>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Box>
  );
}

import { canAccess, webRoutes } from '@fieldops/contract';
import { Box, Tab, Tabs } from '@mui/material';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/session-context';

const TABS: { label: ParseKeys; path: string }[] = [
  { label: 'newsletters.tabs.win', path: paths.newsletterWins.path },
  { label: 'newsletters.tabs.weekly_good', path: paths.newsletterWeeklyGood.path },
  { label: 'newsletters.tabs.e_learning', path: paths.newsletterELearning.path },
  { label: 'newsletters.tabs.weeklyGoods', path: paths.weeklyGoods.path },
  { label: 'newsletters.tabs.winsFeed', path: paths.wins.path },
];

/**
 * The sections of the Newsletter area (spec 3 §2: the wins feed is reached through it): the three
 * newsletter pages and the weekly goods for admins, the wins feed for everyone. A tab shows only
 * to the roles its route admits (the contract's `webRoutes`).
 */
export function NewsletterTabs() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const tabs = TABS.filter((tab) => canAccess(webRoutes[tab.path], user.role));
  const current = tabs.find((tab) => tab.path === pathname)?.path ?? false;
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
      <Tabs value={current} variant="scrollable" allowScrollButtonsMobile aria-label={t('newsletters.tabs.label')}>
        {tabs.map((tab) => (
          <Tab key={tab.path} value={tab.path} label={t(tab.label)} component={Link} to={tab.path} />
        ))}
      </Tabs>
    </Box>
  );
}

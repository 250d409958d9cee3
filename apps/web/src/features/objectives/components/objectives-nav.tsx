import { canAccess, webRoutes } from '@fieldops/contract';
import { Box, Tab, Tabs, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/session-context';

interface ObjectivesNavProps {
  current: 'byObjective' | 'byStore';
  /** Buttons at the right of the title (Add New). */
  actions?: ReactNode;
}

/**
 * Title 'Objectives' and the sub-menu By Objective / By Store (spec 2 §2), shown to the roles that
 * may open By Store (1 and 2): for the others it would offer one tab and a page they are refused.
 */
export function ObjectivesNav({ current, actions }: ObjectivesNavProps) {
  const { t } = useTranslation();
  const byStore = canAccess(webRoutes[paths.objectivesByStore.path], useCurrentUser().role);
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, flex: '1 1 auto' }}>
          {t('objectives.title')}
        </Typography>
        {actions}
      </Box>
      {byStore && (
        <Tabs value={current} aria-label={t('objectives.title')} sx={{ mt: 1 }}>
          <Tab value="byObjective" label={t('objectives.byObjective')} component={Link} to={paths.objectives.url()} />
          <Tab value="byStore" label={t('objectives.byStore')} component={Link} to={paths.objectivesByStore.url()} />
        </Tabs>
      )}
    </Box>
  );
}

import { Box, Button } from '@mui/material';
import { memo, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SelectOption } from '../../../components/form';
import { useAreaOptions } from '../../../components/use-area-options';
import { paths } from '../../../config/paths';

/**
 * The submenu of the national and region dashboards (spec 1 §2.3): National plus one link per
 * region. On a phone it is one row that scrolls sideways: its height is known before the regions
 * have loaded, so the dashboard under it does not move down when they arrive. Memoised: its
 * dashboard re-renders when its answer comes, its links (sixty-odd components) need not. The
 * regions are drawn from a deferred copy: react-query tells their arrival in a render React may
 * not interrupt, which then only finds the links unchanged; they are drawn in a render that yields.
 */
export const DashboardSubmenu = memo(function DashboardSubmenu({ current }: { current: 'national' | number }) {
  const regions = useDeferredValue(useAreaOptions('region').data);
  return <SubmenuLinks current={current} regions={regions} />;
});

const SubmenuLinks = memo(function SubmenuLinks({ current, regions = [] }: { current: 'national' | number; regions?: SelectOption[] }) {
  const { t } = useTranslation();
  return (
    <Box
      component="nav"
      aria-label={t('dashboards.submenu')}
      sx={{
        display: 'flex',
        gap: 0.5,
        flexWrap: { xs: 'nowrap', md: 'wrap' },
        overflowX: { xs: 'auto', md: 'visible' },
        '& > *': { flexShrink: 0, whiteSpace: 'nowrap' },
      }}
    >
      <Button
        component={Link}
        to={paths.dashboardNational.url()}
        size="small"
        variant={current === 'national' ? 'contained' : 'text'}
        aria-current={current === 'national' ? 'page' : undefined}
      >
        {t('dashboards.national')}
      </Button>
      {regions.map((r) => (
        <Button
          key={r.value}
          component={Link}
          to={paths.dashboardRegion.url(r.value)}
          size="small"
          variant={current === r.value ? 'contained' : 'text'}
          aria-current={current === r.value ? 'page' : undefined}
        >
          {r.label}
        </Button>
      ))}
    </Box>
  );
});

import { PERIOD_MODES } from '@fieldops/contract';
import CloseIcon from '@mui/icons-material/Close';
import { Box, Drawer, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { isValid, parseISO } from 'date-fns';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/form/date-field';
import { RouterLink } from '../../../components/router-link';
import { paths } from '../../../config/paths';
import { formatDateTime, formatDay, formatWallClock } from '../../../lib/format';
import { useUserPanelRows } from '../api/get-user-panel';
import { hoursText } from '../model/figures';
import { customPeriodOf, defaultCustomPeriod, periodOfMode, type Period, type PeriodMode } from '../model/period';
import { PanelTable } from './panel-table';
import { orgToday } from '../../../lib/org-today';

const MODE_KEYS = Object.keys(PERIOD_MODES) as (keyof typeof PERIOD_MODES)[];

export interface PanelUser {
  userID: number;
  name: string;
}

/** A timestamp as 'Mar 5, 2026, 9:30 AM' (in the device's zone); '—' when empty. */
function when(iso: string | null): string {
  if (!iso) return '—';
  const date = parseISO(iso);
  if (!isValid(date)) return iso;
  return formatDateTime(date);
}

interface UserPanelProps {
  user: PanelUser | null;
  /** The list's period: the panel starts with it, then has its own. */
  period: Period;
  onClose: () => void;
}

/**
 * The right-hand user panel (spec 1 §2.4, §2.8): hidden until a row's detail icon is chosen, with its
 * own period (the three modes of §4; it opens on the list's month, as Custom) and three tables:
 * Approvals, Objectives, Check-ins.
 */
const PANEL_TITLE_ID = 'user-panel-title';
const PANEL_WIDTH = { xs: '100%', sm: 620, md: 'min(880px, 90vw)', lg: 'min(1120px, 82vw)' };

export function UserPanel({ user, period, onClose }: UserPanelProps) {
  return (
    // Above the top bar, which on a phone sits above the menu's drawer: its Close button stays in reach.
    <Drawer
      anchor="right"
      open={user !== null}
      onClose={onClose}
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      // The dialog a screen reader announces is named by the panel's heading, the user's name.
      // Full width on a phone; on a desk wide enough for the six columns of Approvals, the list's
      // left edge still in sight; never wider than the window.
      slotProps={{ paper: { sx: { width: PANEL_WIDTH, maxWidth: '100%' }, 'aria-labelledby': PANEL_TITLE_ID } }}
    >
      {user && <UserPanelBody key={user.userID} user={user} period={period} onClose={onClose} />}
    </Drawer>
  );
}

function UserPanelBody({ user, period: listPeriod, onClose }: { user: PanelUser; period: Period; onClose: () => void }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<PeriodMode>(PERIOD_MODES.custom);
  // The days as typed, and the last Custom period they made (customPeriodOf): the one asked for.
  const [custom, setCustom] = useState<Period>(listPeriod);
  const [asked, setAsked] = useState<Period>(listPeriod);
  const period = periodOfMode(mode, orgToday(), asked);
  const typeDay = (part: keyof Period, value: string) => {
    if (!value) return;
    const typed = { ...custom, [part]: value };
    setCustom(typed);
    const next = customPeriodOf(typed, orgToday());
    if (next) setAsked(next);
  };
  const outOfOrder = custom.startDate > custom.endDate;
  const approvals = useUserPanelRows('approvals', user.userID, period);
  const objectives = useUserPanelRows('objectives', user.userID, period);
  const checkins = useUserPanelRows('checkins', user.userID, period);
  const hours = (value: number | null) => (value === null ? '—' : t('dashboards.hours', { value: hoursText(value) }));
  const P = (key: 'approvals' | 'objectives' | 'checkins' | 'objective' | 'store' | 'status' | 'completionDate' | 'approvalDate') =>
    t(`dashboards.panel.${key}`);

  return (
    <Stack spacing={2} sx={{ p: 2 }} role="region" aria-label={user.name} data-testid="user-panel">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography id={PANEL_TITLE_ID} variant="h6" component="h2" sx={{ flex: 1, fontWeight: 700 }}>
          {user.name}
        </Typography>
        <IconButton aria-label={t('dashboards.panel.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
        <TextField
          select
          size="small"
          label={t('dashboards.panel.mode')}
          value={String(mode)}
          onChange={(e) => {
            const next = Number(e.target.value) as PeriodMode;
            // Custom chosen again starts where spec 1 §4 says: today's day, this month to the next.
            if (next === PERIOD_MODES.custom) {
              const start = defaultCustomPeriod(orgToday());
              setCustom(start);
              setAsked(start);
            }
            setMode(next);
          }}
        >
          {MODE_KEYS.map((key) => (
            <MenuItem key={key} value={String(PERIOD_MODES[key])}>
              {t(`dashboards.panel.modes.${key}`)}
            </MenuItem>
          ))}
        </TextField>
        {mode === PERIOD_MODES.custom && (
          <>
            <DateField
              size="small"
              fullWidth={false}
              label={t('dashboards.panel.startDate')}
              value={custom.startDate}
              onChange={(day) => typeDay('startDate', day)}
            />
            <DateField
              size="small"
              fullWidth={false}
              label={t('dashboards.panel.endDate')}
              value={custom.endDate}
              onChange={(day) => typeDay('endDate', day)}
              error={outOfOrder}
              helperText={outOfOrder ? t('dashboards.periodOrder') : undefined}
            />
          </>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary" data-testid="user-panel-period">
        {t('dashboards.period', { period: `${formatDay(period.startDate)} – ${formatDay(period.endDate)}` })}
      </Typography>
      <PanelTable
        title={P('approvals')}
        id="panel-approvals"
        query={approvals}
        rowKey={(r, i) => `${r.objective.id}-${r.store.id}-${i}`}
        columns={[
          { header: P('objective'), cell: (r) => <RouterLink to={paths.objective.url(r.objective.id)}>{r.objective.title}</RouterLink> },
          { header: P('store'), cell: (r) => (r.store.user ? `${r.store.name} (${r.store.user.name})` : r.store.name) },
          { header: P('status'), cell: (r) => r.status.name },
          { header: P('completionDate'), cell: (r) => when(r.completionDate) },
          { header: P('approvalDate'), cell: (r) => when(r.approvalDate) },
          { header: t('dashboards.panel.approvalTime'), cell: (r) => hours(r.approvalTime) },
        ]}
      />
      <PanelTable
        title={P('objectives')}
        id="panel-objectives"
        query={objectives}
        rowKey={(r, i) => `${r.objective.id}-${r.store.id}-${i}`}
        columns={[
          { header: P('objective'), cell: (r) => <RouterLink to={paths.objective.url(r.objective.id)}>{r.objective.title}</RouterLink> },
          { header: P('store'), cell: (r) => r.store.name },
          { header: P('completionDate'), cell: (r) => when(r.completionDate) },
          { header: P('status'), cell: (r) => r.status.name },
        ]}
      />
      <PanelTable
        title={P('checkins')}
        id="panel-checkins"
        query={checkins}
        rowKey={(r) => String(r.id)}
        columns={[
          { header: P('store'), cell: (r) => r.store.name },
          // The store's wall clock as the server reads it, that of the leaderboards' average times.
          { header: t('dashboards.panel.checkin'), cell: (r) => formatWallClock(r.checkinLocal, true) },
          { header: t('dashboards.panel.checkout'), cell: (r) => (r.checkoutLocal ? formatWallClock(r.checkoutLocal, true) : '—') },
          { header: t('dashboards.panel.storeTime'), cell: (r) => hours(r.storeTime) },
        ]}
      />
    </Stack>
  );
}

import type { TodayStoreDetail } from '@fieldops/contract';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import LocationOffIcon from '@mui/icons-material/LocationOff';
import { Alert, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConfirm } from '../../../components/use-confirm';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { usePendingVisits } from '../api/pending-visits';
import { queuedVisitRef, useCheckIn, useCheckOut, type VisitMeta } from '../api/visit-writes';
import { OpenVisitBanner } from './open-visit-banner';
import { isPosition, readPosition } from './position';
import { formatDistance, timeInZone } from './visit-format';
import { visitStateAt } from './visit-state';

/** The largest accuracy the contract takes (metres); a worse fix is sent as this. */
const MAX_ACCURACY_M = 100_000;

/** Where the phone is, for the body of a check-in or check-out; nothing when it cannot tell. */
async function positionBody() {
  const p = await readPosition();
  return isPosition(p) ? { latitude: p.latitude, longitude: p.longitude, accuracy: Math.min(p.accuracy, MAX_ACCURACY_M) } : {};
}

const BIG = { minHeight: 56, fontSize: '1.05rem' } as const;

/**
 * Check in (one tap: the tap's time and the phone's position) and check out (a tap and a
 * confirmation). Distance is shown, never held against the rep; without signal both are queued and
 * the visit carries on as 'waiting to send'.
 */
export function VisitPanel({ detail }: { detail: TodayStoreDetail }) {
  const { t } = useTranslation();
  const { store, openVisit } = detail;
  const state = visitStateAt(store.id, openVisit, usePendingVisits());
  const checkIn = useCheckIn();
  const checkOut = useCheckOut();
  const { confirm, dialog } = useConfirm();
  const [locating, setLocating] = useState(false);
  const [error, setError] = useState('');
  const busy = locating || checkIn.isPending || checkOut.isPending;
  const meta = (kind: VisitMeta['kind'], at: string): VisitMeta => ({
    kind,
    storeID: store.id,
    storeName: store.name,
    at,
    timeZone: store.timeZone,
  });
  const time = (iso: string) => timeInZone(iso, store.timeZone);
  const checkedIn = state.kind === 'in' || state.kind === 'inPending';

  // Check in and Check out are one button, disabled while it works: a disabled button drops the
  // focus to the page. Once the visit is in the state the action leads to (or still in its old one
  // after an error) and the button works again, the focus goes back to it, unless the user has put
  // it elsewhere meanwhile.
  const visitButton = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  const refocusWhenIn = useRef<boolean | null>(null);
  useEffect(() => {
    if (refocusWhenIn.current === null || busy || checkedIn !== refocusWhenIn.current) return;
    refocusWhenIn.current = null;
    const focus = document.activeElement;
    if (!focus || focus === document.body || panel.current?.contains(focus)) visitButton.current?.focus();
  });

  const onCheckIn = async () => {
    const at = new Date().toISOString();
    setError('');
    refocusWhenIn.current = true;
    setLocating(true);
    const position = await positionBody();
    setLocating(false);
    checkIn.mutate(
      { body: { storeID: store.id, at, ...position }, meta: meta('checkin', at) },
      {
        onError: (e) => {
          refocusWhenIn.current = false;
          setError(errorMessage(e));
        },
      },
    );
  };

  const onCheckOut = async () => {
    if (state.kind !== 'in' && state.kind !== 'inPending') return;
    const ok = await confirm({
      title: t('today.confirmCheckOutTitle', { store: store.name }),
      text: t('today.confirmCheckOutText'),
      confirmLabel: t('today.checkOut'),
    });
    if (!ok) return;
    const at = new Date().toISOString();
    setError('');
    refocusWhenIn.current = false;
    setLocating(true);
    const position = await positionBody();
    setLocating(false);
    const visitID = state.kind === 'in' ? state.visit.id : queuedVisitRef(state.key);
    checkOut.mutate(
      { visitID, body: { at, ...position }, meta: meta('checkout', at) },
      {
        onError: (e) => {
          refocusWhenIn.current = true;
          setError(errorMessage(e));
        },
      },
    );
  };

  const elsewhere = openVisit && openVisit.storeID !== store.id ? openVisit : null;

  return (
    <Paper ref={panel} variant="outlined" component="section" aria-label={t('today.checkIn')} sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        {state.kind === 'in' && (
          <>
            <Typography variant="h6" component="p" data-testid="checked-in">
              {t('today.checkedInSince', { time: timeInZone(state.visit.checkin, store.timeZone, state.visit.checkinLocal) })}
            </Typography>
            <div>
              {state.visit.verified ? (
                <Chip
                  icon={<CheckCircleIcon />}
                  color="success"
                  variant="outlined"
                  label={t('today.verifiedHere')}
                  data-testid="visit-check"
                />
              ) : (
                <Chip
                  icon={<LocationOffIcon />}
                  variant="outlined"
                  data-testid="visit-check"
                  label={
                    state.visit.distance === null
                      ? t('today.notVerifiedNoPosition')
                      : t('today.notVerifiedAway', { distance: formatDistance(t, state.visit.distance) })
                  }
                />
              )}
            </div>
            {!state.visit.verified && (
              <Typography variant="caption" color="text.secondary" data-testid="visit-hint">
                {state.visit.distance === null ? t('today.noPositionHint') : t('today.positionHint')}
              </Typography>
            )}
          </>
        )}
        {state.kind === 'inPending' && (
          <Chip
            icon={<CloudUploadIcon />}
            color="warning"
            variant="outlined"
            data-testid="checked-in"
            label={t('today.checkInWaiting', { time: time(state.at) })}
            sx={{ alignSelf: 'flex-start' }}
          />
        )}
        {state.kind === 'outPending' && (
          <Chip
            icon={<CloudUploadIcon />}
            color="warning"
            variant="outlined"
            label={t('today.checkOutWaiting', { time: time(state.at) })}
            sx={{ alignSelf: 'flex-start' }}
          />
        )}
        {(state.kind === 'inPending' || state.kind === 'outPending') && state.error && <Alert severity="error">{state.error}</Alert>}
        {/* Said before the tap, which the server would refuse while that visit is open. */}
        {!checkedIn && elsewhere && !error && <OpenVisitBanner visit={elsewhere} />}
        {!checkedIn && (
          <Typography variant="body2" color="text.secondary">
            {t('today.checkInFirst')}
          </Typography>
        )}
        {error && (
          <Alert severity="error" data-testid="visit-error">
            {error}
            {elsewhere && (
              <Button
                variant="outlined"
                color="inherit"
                component={Link}
                to={paths.todayStore.url(elsewhere.storeID)}
                sx={{ display: 'flex', mt: 1, minHeight: 44 }}
              >
                {t('today.otherStoreOpen', { store: elsewhere.store.name })}
              </Button>
            )}
          </Alert>
        )}
        {checkedIn ? (
          <Button
            ref={visitButton}
            variant="outlined"
            color="secondary"
            size="large"
            fullWidth
            sx={BIG}
            onClick={() => void onCheckOut()}
            disabled={busy}
          >
            {t('today.checkOut')}
          </Button>
        ) : (
          <Button ref={visitButton} variant="contained" size="large" fullWidth sx={BIG} onClick={() => void onCheckIn()} disabled={busy}>
            {locating ? t('today.locating') : t('today.checkIn')}
          </Button>
        )}
      </Stack>
      {dialog}
    </Paper>
  );
}

import type { Visit } from '@fieldops/contract';
import { describe, expect, it } from 'vitest';
import type { VisitMeta } from '../api/visit-writes';
import { pendingOpenVisit, visitStateAt, visitsTodayRows, type PendingVisit } from './visit-state';

const visit = (storeID: number): Visit => ({
  id: 7,
  storeID,
  store: { id: storeID, name: `Store ${storeID}` },
  userID: 1,
  checkin: '2026-11-23T14:12:00.000Z',
  checkout: null,
  checkinLocal: '2026-11-23T09:12',
  checkoutLocal: null,
  storeTime: null,
  distance: 40,
  verified: true,
  forced: false,
  timeZone: 'America/Toronto',
});
const meta = (kind: VisitMeta['kind'], storeID: number, at: string): VisitMeta => ({
  kind,
  storeID,
  storeName: `Store ${storeID}`,
  at,
  timeZone: 'America/Toronto',
});
const item = (key: string, m: VisitMeta, error?: string): PendingVisit => ({ key, meta: m, error });

describe('visitStateAt', () => {
  it('is out with nothing open, and in at the store of the open visit only', () => {
    expect(visitStateAt(5001, null, [])).toEqual({ kind: 'out' });
    expect(visitStateAt(5001, visit(5001), [])).toEqual({ kind: 'in', visit: visit(5001) });
    expect(visitStateAt(5002, visit(5001), [])).toEqual({ kind: 'out' });
  });

  it('shows a check-in waiting to send as checked in, with its key for the check-out', () => {
    const pending = [item('k1', meta('checkin', 5001, '2026-11-23T14:00:00.000Z'))];
    expect(visitStateAt(5001, null, pending)).toEqual({ kind: 'inPending', key: 'k1', at: '2026-11-23T14:00:00.000Z', error: undefined });
    expect(visitStateAt(5002, null, pending)).toEqual({ kind: 'out' });
  });

  it('lets the last write of the store win over the server: a queued check-out closes the open visit', () => {
    const pending = [item('k2', meta('checkout', 5001, '2026-11-23T15:00:00.000Z'), 'refused')];
    expect(visitStateAt(5001, visit(5001), pending)).toEqual({ kind: 'outPending', at: '2026-11-23T15:00:00.000Z', error: 'refused' });
    const again = [...pending, item('k3', meta('checkin', 5001, '2026-11-23T15:30:00.000Z'))];
    expect(visitStateAt(5001, visit(5001), again).kind).toBe('inPending');
  });

  it('finds the check-in still open among the waiting writes', () => {
    const a = item('k1', meta('checkin', 5001, '2026-11-23T14:00:00.000Z'));
    const b = item('k2', meta('checkout', 5001, '2026-11-23T15:00:00.000Z'));
    expect(pendingOpenVisit([a])).toBe(a);
    expect(pendingOpenVisit([a, b])).toBeNull();
    expect(pendingOpenVisit([])).toBeNull();
  });
});

describe('visitsTodayRows', () => {
  const closed: Visit = {
    ...visit(5001),
    id: 6,
    checkin: '2026-11-23T13:00:00.000Z',
    checkout: '2026-11-23T13:30:00.000Z',
    checkinLocal: '2026-11-23T08:00',
    checkoutLocal: '2026-11-23T08:30',
    storeTime: 0.5,
  };

  it('lists the server’s visits as they are when nothing waits', () => {
    expect(visitsTodayRows([closed, visit(5001)], 5001, [])).toEqual([
      {
        key: 'visit-6',
        checkin: closed.checkin,
        checkout: closed.checkout,
        checkinLocal: '2026-11-23T08:00',
        checkoutLocal: '2026-11-23T08:30',
        timeZone: 'America/Toronto',
        visit: closed,
        waiting: false,
      },
      {
        key: 'visit-7',
        checkin: visit(5001).checkin,
        checkout: null,
        checkinLocal: '2026-11-23T09:12',
        checkoutLocal: null,
        timeZone: 'America/Toronto',
        visit: visit(5001),
        waiting: false,
      },
    ]);
  });

  it('closes the open visit with a check-out waiting to send, and adds a check-in waiting to send', () => {
    const pending = [
      item('k1', meta('checkout', 5001, '2026-11-23T15:00:00.000Z')),
      item('k2', meta('checkin', 5001, '2026-11-23T16:00:00.000Z')),
      item('k3', meta('checkin', 5002, '2026-11-23T17:00:00.000Z')),
    ];
    const rows = visitsTodayRows([closed, visit(5001)], 5001, pending);
    expect(rows.map(({ key, checkin, checkout, waiting }) => ({ key, checkin, checkout, waiting }))).toEqual([
      { key: 'visit-6', checkin: closed.checkin, checkout: closed.checkout, waiting: false },
      { key: 'visit-7', checkin: visit(5001).checkin, checkout: '2026-11-23T15:00:00.000Z', waiting: true },
      { key: 'k2', checkin: '2026-11-23T16:00:00.000Z', checkout: null, waiting: true },
    ]);
  });

  it('closes a check-in waiting to send with the check-out queued after it, and leaves refused writes out', () => {
    const pending = [
      item('k1', meta('checkin', 5001, '2026-11-23T14:00:00.000Z')),
      item('k2', meta('checkout', 5001, '2026-11-23T15:00:00.000Z')),
      item('k3', meta('checkin', 5001, '2026-11-23T16:00:00.000Z'), 'Refused'),
    ];
    expect(visitsTodayRows([], 5001, pending)).toEqual([
      { key: 'k1', checkin: '2026-11-23T14:00:00.000Z', checkout: '2026-11-23T15:00:00.000Z', timeZone: 'America/Toronto', waiting: true },
    ]);
  });
});

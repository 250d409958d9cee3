import { provinceById, type Visit } from '@fieldops/contract';
import { sql, type SQL } from 'drizzle-orm';
import { isoSql } from '../store-objectives/result-source.js';

export type VisitRow = {
  id: number;
  store_id: number;
  store_name: string;
  province: number;
  user_id: number;
  checkin: string;
  checkout: string | null;
  checkin_local: string;
  checkout_local: string | null;
  seconds: number | null;
  distance: number | null;
  verified: boolean;
  forced: boolean;
};

/**
 * A moment as the wall clock of its store's time zone read it, 'YYYY-MM-DDTHH:mm', by the
 * database's time zone rules: the rules by which it keeps every in-store figure (the days and
 * average check-in and check-out times of migration 0008), so a visit's times and those figures
 * agree even where the browser's rules are older or newer (British Columbia's permanent UTC−7 from
 * November 2026 is in PGlite's rules and not in every browser's).
 */
export const storeLocalSql = (column: SQL) => sql`to_char(${column} at time zone province_time_zone(s.province), 'YYYY-MM-DD"T"HH24:MI')`;

/** A visit (`v`) with its store (`s`): `select ${visitColumns} ${visitFrom} where …`. */
export const visitColumns = sql`v.id, v.store_id, s.name as store_name, s.province, v.user_id,
  ${isoSql(sql`v.checkin_at`)} as checkin, ${isoSql(sql`v.checkout_at`)} as checkout,
  ${storeLocalSql(sql`v.checkin_at`)} as checkin_local, ${storeLocalSql(sql`v.checkout_at`)} as checkout_local,
  extract(epoch from v.checkout_at - v.checkin_at)::float8 as seconds, v.checkin_distance::float8 as distance, v.verified, v.forced`;

export const visitFrom = sql`from visits v join stores s on s.id = v.store_id`;

/** Hours between check-in and check-out, to two decimals (DESIGN §4 storeTime). */
export const hoursOf = (seconds: number) => Math.round((seconds / 3600) * 100) / 100;

/** The time zone of a store's province, in which its times of day are shown (DESIGN §4). */
export const storeTimeZone = (province: number, fallback: string) => provinceById(province)?.timeZone ?? fallback;

export function toVisit(r: VisitRow, orgTimeZone: string): Visit {
  return {
    id: r.id,
    storeID: r.store_id,
    store: { id: r.store_id, name: r.store_name },
    userID: r.user_id,
    checkin: r.checkin,
    checkout: r.checkout,
    checkinLocal: r.checkin_local,
    checkoutLocal: r.checkout_local,
    storeTime: r.seconds === null ? null : hoursOf(Number(r.seconds)),
    distance: r.distance === null ? null : Math.round(Number(r.distance)),
    verified: r.verified,
    forced: r.forced,
    timeZone: storeTimeZone(r.province, orgTimeZone),
  };
}

import { displayName, type Store, type StoreSort } from '@fieldops/contract';
import { sql, type SQL } from 'drizzle-orm';
import { likePattern, textMatch, type ListSource } from '../../lib/list-query.js';
import { versionSql } from '../../lib/record-version.js';
import { localName } from '../../lib/reading-language.js';

/** A store row with its territory, district, region and the territory's FSR. */
export type StoreRow = {
  id: number;
  version: string;
  name: string;
  store_number: string;
  territory_id: number;
  address_line1: string;
  address_line2: string | null;
  city: string;
  province: number;
  postal_code: string;
  phone_no: string;
  is_ssr: number;
  is_opt_out: number;
  store_manager: string | null;
  sm_email: string | null;
  assistant_manager: string | null;
  am_email: string | null;
  hardware_ds: string | null;
  hds_email: string | null;
  seasonal_ds: string | null;
  sds_email: string | null;
  latitude: number | null;
  longitude: number | null;
  date: string;
  territory_name: string;
  district_id: number;
  district_name: string;
  region_id: number;
  region_name: string;
  user_id: number | null;
  user_first: string | null;
  user_last: string | null;
};

const userName = sql`lower(u.first_name || ' ' || u.last_name)`;

export const storeSource: ListSource<StoreSort> = {
  columns: sql`s.id, s.name, s.store_number, s.territory_id, s.address_line1, s.address_line2, s.city, s.province,
               s.postal_code, s.phone_no, s.is_ssr, s.is_opt_out, s.store_manager, s.sm_email, s.assistant_manager,
               s.am_email, s.hardware_ds, s.hds_email, s.seasonal_ds, s.sds_email, s.latitude, s.longitude,
               to_char(s.created_at at time zone 'UTC', 'YYYY-MM-DD') as date, ${versionSql(sql`s.updated_at`)} as version,
               t.name as territory_name, d.id as district_id, d.name as district_name,
               r.id as region_id, ${localName('r')} as region_name,
               u.id as user_id, u.first_name as user_first, u.last_name as user_last`,
  from: sql`from stores s
            join territories t on t.id = s.territory_id
            join districts d on d.id = t.district_id
            join regions r on r.id = d.region_id
            left join users u on u.id = t.manager_id`,
  countFrom: sql`from stores s`,
  deferredJoin: { key: sql`s.id`, sorts: ['id', 'name', 'storeNumber', 'city', 'province', 'postalCode'] },
  base: [sql`s.deleted_at is null`],
  search: storeSearch,
  sorts: {
    id: sql`s.id`,
    name: sql`lower(s.name)`,
    storeNumber: sql`s.store_number`,
    city: sql`lower(s.city)`,
    province: sql`s.province`,
    postalCode: sql`s.postal_code`,
    territory: sql`lower(t.name)`,
    district: sql`lower(d.name)`,
    region: sql`lower(${localName('r')})`,
    user: userName,
  },
  defaultSort: 'name',
  tiebreak: sql`s.id`,
};

/** `q` finds a store by a part of its name, or by the start of its number, city or postal code. */
export function storeSearch(q: string): SQL {
  const postal = q.replace(/\s+/g, '').toUpperCase();
  return sql`(${textMatch(q, [sql`s.name`])} or s.store_number like ${likePattern(q, 'prefix')}
              or ${textMatch(q, [sql`s.city`], 'prefix')}
              or ${postal ? sql`s.postal_code like ${likePattern(postal, 'prefix')}` : sql`false`})`;
}

export function toStore(r: StoreRow): Store {
  return {
    id: r.id,
    version: r.version,
    name: r.name,
    storeNumber: r.store_number,
    territoryID: r.territory_id,
    addressLine1: r.address_line1,
    addressLine2: r.address_line2,
    city: r.city,
    province: r.province,
    postalCode: r.postal_code,
    phoneNo: r.phone_no,
    isSSR: r.is_ssr ? 1 : 0,
    isOptOut: r.is_opt_out ? 1 : 0,
    storeManager: r.store_manager,
    SMEmail: r.sm_email,
    assistantManager: r.assistant_manager,
    AMEmail: r.am_email,
    hardwareDS: r.hardware_ds,
    HDSEmail: r.hds_email,
    seasonalDS: r.seasonal_ds,
    SDSEmail: r.sds_email,
    latitude: r.latitude,
    longitude: r.longitude,
    territory: { id: r.territory_id, name: r.territory_name },
    district: { id: r.district_id, name: r.district_name },
    region: { id: r.region_id, name: r.region_name },
    user: r.user_id ? { id: r.user_id, name: displayName(r.user_first ?? '', r.user_last ?? '') } : null,
    date: r.date,
  };
}

import type { Lookup, Store } from '@fieldops/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { AdminApi } from './admin-api.js';
import { baseURL, newPage, type PageOptions } from './browser.js';

export interface Position {
  latitude: number;
  longitude: number;
}

/** Puts a store at a position (PUT /store/{id} with everything else as it is). */
export async function placeStore(admin: AdminApi, storeID: number, at: Position): Promise<void> {
  const s = await admin<Store>('GET', `/store/${storeID}`);
  await admin('PUT', `/store/${storeID}`, {
    territoryID: s.territoryID,
    name: s.name,
    storeNumber: s.storeNumber,
    addressLine1: s.addressLine1,
    addressLine2: s.addressLine2 ?? '',
    city: s.city,
    province: s.province,
    postalCode: s.postalCode,
    phoneNo: s.phoneNo,
    isSSR: s.isSSR,
    isOptOut: s.isOptOut,
    ...at,
  });
}

/** The last day of this month, as YYYY-MM-DD: an objective due then is active this month and not overdue. */
export function endOfMonth(): string {
  const now = new Date();
  const last = new Date(now.getFullYear(), now.getMonth() + 1, 0);
  return `${last.getFullYear()}-${String(last.getMonth() + 1).padStart(2, '0')}-${String(last.getDate()).padStart(2, '0')}`;
}

/** A priority A custom objective of this month for `stores`, with its form; answers its id. */
export async function customObjectiveWithForm(
  admin: AdminApi,
  title: string,
  stores: number[],
  fields: readonly unknown[],
): Promise<number> {
  const [type] = await admin<Lookup[]>('GET', '/objective_types');
  const [brand] = await admin<Lookup[]>('GET', '/brand?perPage=100&sort=name');
  const { id } = await admin<{ id: number }>('POST', '/objective', {
    title,
    objectiveTypeID: type?.id,
    brandID: brand?.id,
    priority: 'A',
    isCustom: 1,
    stores,
    dueDate: endOfMonth(),
  });
  await admin('POST', `/objective/${id}/multiFields`, { fields });
  return id;
}

/** A phone (390 × 844, touch), with the position granted and emulated when given. */
export async function phone(
  browser: Browser,
  at: Position | null,
  options: Pick<PageOptions, 'serviceWorker'> = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser, {
    ...options,
    phone: true,
    context: { isMobile: true, hasTouch: true, ...(at ? { geolocation: { ...at, accuracy: 20 } } : {}) },
  });
  if (at) await opened.context.grantPermissions(['geolocation'], { origin: baseURL() });
  return opened;
}

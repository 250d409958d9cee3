import { formatPostalCode, type Store, type StoreBody } from '@fieldops/contract';
import type { TFunction } from 'i18next';

/** Every field of the store form, in the order it shows them. */
export const STORE_FIELDS = [
  'territoryID',
  'name',
  'storeNumber',
  'phoneNo',
  'addressLine1',
  'addressLine2',
  'city',
  'province',
  'postalCode',
  'isSSR',
  'isOptOut',
  'storeManager',
  'SMEmail',
  'assistantManager',
  'AMEmail',
  'hardwareDS',
  'HDSEmail',
  'seasonalDS',
  'SDSEmail',
  'latitude',
  'longitude',
] as const satisfies readonly (keyof StoreBody)[];

export type StoreField = (typeof STORE_FIELDS)[number];

/** The form's starting values: the store's, or blanks (0 = no territory or province picked). */
export function toStoreFormValues(store?: Store): StoreBody {
  return {
    territoryID: store?.territoryID ?? 0,
    name: store?.name ?? '',
    storeNumber: store?.storeNumber ?? '',
    addressLine1: store?.addressLine1 ?? '',
    addressLine2: store?.addressLine2 ?? '',
    city: store?.city ?? '',
    province: store?.province ?? 0,
    postalCode: store ? formatPostalCode(store.postalCode) : '',
    phoneNo: store?.phoneNo ?? '',
    isSSR: store?.isSSR ?? 0,
    isOptOut: store?.isOptOut ?? 0,
    storeManager: store?.storeManager ?? '',
    SMEmail: store?.SMEmail ?? '',
    assistantManager: store?.assistantManager ?? '',
    AMEmail: store?.AMEmail ?? '',
    hardwareDS: store?.hardwareDS ?? '',
    HDSEmail: store?.HDSEmail ?? '',
    seasonalDS: store?.seasonalDS ?? '',
    SDSEmail: store?.SDSEmail ?? '',
    // Typed as text in the form; the contract reads a blank as none and the text as a number.
    latitude: store?.latitude != null ? String(store.latitude) : '',
    longitude: store?.longitude != null ? String(store.longitude) : '',
  };
}

/** The label of each field, which is also the name the 'Some fields are required!' alert lists. */
export function storeFieldLabels(t: TFunction): Record<StoreField, string> {
  const label = (field: StoreField) =>
    field === 'latitude' || field === 'longitude' ? t(`today.${field}`) : t(`masterData.stores.fields.${field}`);
  return Object.fromEntries(STORE_FIELDS.map((field) => [field, label(field)])) as Record<StoreField, string>;
}

import { districtBodySchema, lookupBodySchema, type AdminListKey } from '@fieldops/contract';

/** The contract's body schema of a list: the server validates the same one. */
export const bodySchemaOf = (kind: AdminListKey) => (kind === 'district' ? districtBodySchema : lookupBodySchema);

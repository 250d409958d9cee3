import { zodResolver } from '@hookform/resolvers/zod';
import {
  AREA_REQUIRED_MESSAGE,
  ROLE,
  userCreateSchema,
  userUpdateSchema,
  type User,
  type UserCreateBody,
  type UserUpdateInput,
} from '@fieldops/contract';
import type { Resolver } from 'react-hook-form';

export type UserFormValues = UserCreateBody;
/** What the form hands to its submit: the update body, plus the password on create. */
export type UserFormOutput = UserUpdateInput & { password?: string };

export const USER_FIELDS = ['firstName', 'lastName', 'email', 'role', 'areaID', 'phone', 'startDate', 'password'] as const;

export function toUserFormValues(user?: User): UserFormValues {
  return {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    role: user?.role ?? ROLE.fieldSalesRep,
    areaID: user?.areaID ?? null,
    phone: user?.phone ?? '',
    startDate: user?.startDate ?? '',
    password: '',
  };
}

/**
 * The contract's userCreateSchema (or userUpdateSchema when editing). Its area rule runs only
 * once every field is valid, so the missing area is also reported here together with the rest.
 */
export function userFormResolver(create: boolean): Resolver<UserFormValues, unknown, UserFormOutput> {
  const base = zodResolver(create ? userCreateSchema : userUpdateSchema) as unknown as Resolver<UserFormValues, unknown, UserFormOutput>;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const role = values.role ?? ROLE.fieldSalesRep;
    if (role === ROLE.admin || values.areaID || result.errors.areaID) return result;
    return { values: {}, errors: { ...result.errors, areaID: { type: 'required', message: AREA_REQUIRED_MESSAGE[role] } } };
  };
}

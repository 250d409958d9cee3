import { zodResolver } from '../../../components/form/zod-resolver';
import { ROLE, userCreateSchema, userUpdateSchema, type User, type UserCreateBody, type UserUpdateInput } from '@fieldops/contract';
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

/** The contract's userCreateSchema (or userUpdateSchema when editing), the same rules as the server. */
export function userFormResolver(create: boolean): Resolver<UserFormValues, unknown, UserFormOutput> {
  return zodResolver(create ? userCreateSchema : userUpdateSchema) as unknown as Resolver<UserFormValues, unknown, UserFormOutput>;
}

import { roleOptionSchema, type RoleOption } from '@fieldops/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { roleName } from '../../../lib/role-name';

/** GET /user/roles: the roles come from the server (spec 2 §6), its English names shown in the reader's language. */
export const getRoles = (): Promise<RoleOption[]> => api.get('/user/roles', z.array(roleOptionSchema));

export const useRoles = () => {
  const { t } = useTranslation();
  return useQuery({
    queryKey: ['/user', 'roles'],
    queryFn: getRoles,
    staleTime: Infinity,
    select: (roles) => roles.map((r) => ({ value: r.id, label: roleName(t, r.id) })),
  });
};

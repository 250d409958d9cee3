import { roleOptionSchema, type RoleOption } from '@fieldops/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

/** GET /user/roles: the role labels come from the server (spec 2 §6). */
export const getRoles = (): Promise<RoleOption[]> => api.get('/user/roles', z.array(roleOptionSchema));

export const useRoles = () =>
  useQuery({
    queryKey: ['/user', 'roles'],
    queryFn: getRoles,
    staleTime: Infinity,
    select: (roles) => roles.map((r) => ({ value: r.id, label: r.name })),
  });

import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation';
import { playbookKeys } from './get-playbook';

/** DELETE /playbook/{id}: the playbook with its PDF and its views. */
export const deletePlaybook = (id: number): Promise<undefined> => api.delete(`/playbook/${id}`);

export const useDeletePlaybook = () => useInvalidatingMutation(deletePlaybook, playbookKeys.all);

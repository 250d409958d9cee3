import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation';
import { objectivesKey } from './get-objective';

/** DELETE /objective/{id}. */
export const deleteObjective = (id: number): Promise<undefined> => api.delete(`/objective/${id}`);

export const useDeleteObjective = () => useInvalidatingMutation(deleteObjective, objectivesKey);

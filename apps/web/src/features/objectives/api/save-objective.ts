import { objectiveSchema, type ObjectiveBody } from '@fieldops/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { objectivesKey } from './get-objective';

export interface SaveObjectiveInput {
  /** Absent for a new objective (create and copy). */
  id?: number;
  body: ObjectiveBody;
  /** The objective's version the form was opened on (If-Match); absent to save whatever the version. */
  version?: string;
}

/** What the form needs back: where to go next depends on isCustom. */
const savedSchema = objectiveSchema.pick({ id: true, isCustom: true });
export type SavedObjective = { id: number; isCustom: 0 | 1 };

/** POST /objective or PUT /objective/{id}; 422 with `errors` per field when refused. */
export const saveObjective = ({ id, body, version }: SaveObjectiveInput): Promise<SavedObjective> =>
  id ? api.put(`/objective/${id}`, body, savedSchema, { ifMatch: version }) : api.post('/objective', body, savedSchema);

export const useSaveObjective = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveObjective, onSuccess: () => queryClient.invalidateQueries({ queryKey: objectivesKey }) });
};

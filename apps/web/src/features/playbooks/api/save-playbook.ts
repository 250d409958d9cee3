import { playbookSchema, type Playbook, type PlaybookBody } from '@fieldops/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { playbookKeys } from './get-playbook';

export interface SavePlaybookInput {
  /** Absent for a new playbook. */
  id?: number;
  body: PlaybookBody;
  /** The playbook's version the form was opened on (If-Match); absent to save whatever the version. */
  version?: string;
}

/** POST /playbook or PUT /playbook/{id}; 422 with `errors` per field when refused. */
export const savePlaybook = ({ id, body, version }: SavePlaybookInput): Promise<Playbook> =>
  id ? api.put(`/playbook/${id}`, body, playbookSchema, { ifMatch: version }) : api.post('/playbook', body, playbookSchema);

export const useSavePlaybook = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: savePlaybook, onSuccess: () => queryClient.invalidateQueries({ queryKey: playbookKeys.all }) });
};

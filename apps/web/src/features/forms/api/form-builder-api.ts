import {
  formFieldsSchema,
  objectiveSchema,
  formTemplateRowSchema,
  formTemplateSchema,
  type FormDefinitionBody,
  type FormField,
  type FormTemplate,
  type FormTemplateRow,
} from '@fieldops/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation';

/** Templates list and detail share this prefix: one invalidation covers both. */
export const templatesKey = ['/objective_field_template'] as const;
const objectivesKey = ['/objective'] as const;

/** GET /objective_field_template: the admin's templates by name. */
export const getTemplates = (): Promise<FormTemplateRow[]> => api.get('/objective_field_template', z.array(formTemplateRowSchema));

export const useTemplates = () => useQuery(queryOptions({ queryKey: templatesKey, queryFn: getTemplates }));

/** GET /objective_field_template/{id}: one template with its fields. */
export const getTemplate = (id: number): Promise<FormTemplate> => api.get(`/objective_field_template/${id}`, formTemplateSchema);

/** DELETE /objective_field_template/{id}. */
export const useDeleteTemplate = () => useInvalidatingMutation((id: number) => api.delete(`/objective_field_template/${id}`), templatesKey);

export interface SaveFormInput {
  objectiveID: number;
  /** PUT replaces a saved form (fields matched by ref); POST creates the first one. */
  replace: boolean;
  body: FormDefinitionBody;
  /** The form's version the builder was opened on (If-Match of a PUT); absent to save whatever the version. */
  version?: string;
}

/** POST or PUT /objective/{id}/multiFields; 422 with `errors` per field path when refused. */
export const useSaveForm = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ objectiveID, replace, body, version }: SaveFormInput): Promise<{ fields: FormField[] }> =>
      replace
        ? api.put(`/objective/${objectiveID}/multiFields`, body, formFieldsSchema, { ifMatch: version })
        : api.post(`/objective/${objectiveID}/multiFields`, body, formFieldsSchema),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: objectivesKey }),
        queryClient.invalidateQueries({ queryKey: templatesKey }),
      ]);
    },
  });
};

/**
 * DELETE /objective/{id}/multiFields: the objective's form is cleared. The server refuses (409) when
 * stores have answered, until it is sent again with `confirmRemoveAnswered`.
 */
export const useClearForm = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ objectiveID, confirmRemoveAnswered }: { objectiveID: number; confirmRemoveAnswered: boolean }) =>
      api.delete(`/objective/${objectiveID}/multiFields${confirmRemoveAnswered ? '?confirmRemoveAnswered=true' : ''}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: objectivesKey }),
  });
};

/** GET /objective/{id}: the objective with its saved form (`fields`); the key is the objectives feature's. */
export const useObjectiveWithForm = (id: number | null) =>
  useQuery({
    queryKey: [...objectivesKey, id ?? 0],
    queryFn: () => api.get(`/objective/${id ?? 0}`, objectiveSchema),
    enabled: id !== null,
  });

import { surveySchema, type Survey, type SurveyBody } from '@fieldops/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation';

/** Every survey query starts with the endpoint (the DataTable's list too). */
export const surveyKeys = { all: ['/survey'] as const, one: (id: number) => ['/survey', id] as const };

export const getSurvey = (id: number): Promise<Survey> => api.get(`/survey/${id}`, surveySchema);

export const surveyQueryOptions = (id: number) => queryOptions({ queryKey: surveyKeys.one(id), queryFn: () => getSurvey(id) });

export const useSurvey = (id: number | null) => useQuery({ ...surveyQueryOptions(id ?? 0), enabled: id !== null });

export interface SaveSurveyInput {
  /** Absent for a new survey. */
  id?: number;
  body: SurveyBody;
  /** The survey's version the form was opened on (If-Match); absent to save whatever the version. */
  version?: string;
}

/** POST /survey or PUT /survey/{id}; 422 with `errors` per field. */
export const saveSurvey = ({ id, body, version }: SaveSurveyInput): Promise<Survey> =>
  id ? api.put(`/survey/${id}`, body, surveySchema, { ifMatch: version }) : api.post('/survey', body, surveySchema);

export const useSaveSurvey = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveSurvey, onSuccess: () => queryClient.invalidateQueries({ queryKey: surveyKeys.all }) });
};

export const deleteSurvey = (id: number): Promise<undefined> => api.delete(`/survey/${id}`);

export const useDeleteSurvey = () => useInvalidatingMutation(deleteSurvey, surveyKeys.all);

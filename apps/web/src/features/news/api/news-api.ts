import { newsSchema, pagedEnvelope, type News, type NewsBody, type Paged } from '@fieldops/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation';

/** Every news query starts with the endpoint (the DataTable's list too), so one invalidation covers all. */
export const newsKeys = {
  all: ['/news'] as const,
  one: (id: number) => ['/news', id] as const,
  latest: (count: number) => ['/news', 'latest', count] as const,
};

/** GET /news/{id}. */
export const getNews = (id: number): Promise<News> => api.get(`/news/${id}`, newsSchema);

export const newsQueryOptions = (id: number) => queryOptions({ queryKey: newsKeys.one(id), queryFn: () => getNews(id) });

export const useNews = (id: number | null) => useQuery({ ...newsQueryOptions(id ?? 0), enabled: id !== null });

/** The newest `count` posts (home page; asked for as its route opens). */
export const latestNewsQueryOptions = (count: number) =>
  queryOptions({
    queryKey: newsKeys.latest(count),
    queryFn: () => apiRequest<Paged<News>>(`/news?perPage=${count}&sort=-date`, { schema: pagedEnvelope(newsSchema), whole: true }),
  });

export const useLatestNews = (count: number) => useQuery(latestNewsQueryOptions(count));

export interface SaveNewsInput {
  /** Absent for new news. */
  id?: number;
  body: NewsBody;
  /** The post's version the form was opened on (If-Match); absent to save whatever the version. */
  version?: string;
}

/** POST /news (publishing notifies everyone) or PUT /news/{id}; 422 with `errors` per field. */
export const saveNews = ({ id, body, version }: SaveNewsInput): Promise<News> =>
  id ? api.put(`/news/${id}`, body, newsSchema, { ifMatch: version }) : api.post('/news', body, newsSchema);

export const useSaveNews = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveNews, onSuccess: () => queryClient.invalidateQueries({ queryKey: newsKeys.all }) });
};

/** DELETE /news/{id}: the post and its images. */
export const deleteNews = (id: number): Promise<undefined> => api.delete(`/news/${id}`);

export const useDeleteNews = () => useInvalidatingMutation(deleteNews, newsKeys.all);

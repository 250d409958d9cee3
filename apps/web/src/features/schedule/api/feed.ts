import { scheduleFeedSchema, type ScheduleFeed } from '@fieldops/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { scheduleKeys } from './schedule-keys';

/** GET /schedule/feed: whether the caller has a calendar link, and since when. */
export const useScheduleFeed = () =>
  useQuery({ queryKey: scheduleKeys.feed, queryFn: () => api.get('/schedule/feed', scheduleFeedSchema) });

/** POST /schedule/feed: a new link (the only answer that carries it); the old one stops working. */
export const useRenewFeed = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<ScheduleFeed> => api.post('/schedule/feed', {}, scheduleFeedSchema),
    onSuccess: (feed) => queryClient.setQueryData(scheduleKeys.feed, feed),
  });
};

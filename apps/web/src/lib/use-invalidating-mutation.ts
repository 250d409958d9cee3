import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A write that refreshes the queries under each of `queryKeys` once it is answered, refused or
 * not: a delete refused because the record is already gone (404) takes its row off the list too,
 * instead of leaving it there until a reload.
 */
export function useInvalidatingMutation<I, O>(mutationFn: (input: I) => Promise<O>, ...queryKeys: QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

import { GALLERY_PAGE_ITEMS, pagedEnvelope, type Paged } from '@fieldops/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ZodType } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/download';

type Params = Record<string, string | number | undefined | null>;

/**
 * A paged list read 12 at a time for a gallery: the first page, then 'Load More' adds the next
 * (spec 2 §9). `enabled: false` keeps it from loading (By Store without a store).
 */
export function useGalleryPages<T>(endpoint: string, params: Params, rowSchema: ZodType<T>, enabled = true) {
  const schema = pagedEnvelope(rowSchema) as unknown as ZodType<Paged<T>>;
  return useInfiniteQuery({
    queryKey: [endpoint, 'gallery', params],
    queryFn: ({ pageParam }) =>
      apiRequest(`${endpoint}${toQueryString({ ...params, page: pageParam, perPage: GALLERY_PAGE_ITEMS })}`, { schema, whole: true }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.page * last.meta.perPage < last.meta.total ? last.meta.page + 1 : undefined),
    enabled,
  });
}

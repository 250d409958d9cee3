import { copyMediaSchema } from '@fieldops/contract';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type CopiedMedia = z.infer<typeof copyMediaSchema>;

/** POST /objective/{id}/copyMedia: fresh copies of the source's pictures and playbook files. */
export const copyMedia = (id: number): Promise<CopiedMedia> => api.post(`/objective/${id}/copyMedia`, undefined, copyMediaSchema);

/** Copies once per visit of the copy page (each call makes new files on the server). */
export const useCopyMedia = (id: number | null) =>
  useQuery({
    queryKey: ['copyMedia', id],
    queryFn: () => copyMedia(id!),
    enabled: id !== null,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

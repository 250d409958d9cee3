import { messageSchema, type Message } from '@fieldops/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

export const messageKeys = {
  all: ['messages'] as const,
  mine: () => [...messageKeys.all, 'mine'] as const,
};

/** GET /user/me/messages: the signed-in user's messages, newest first. */
export const getMyMessages = (): Promise<Message[]> => api.get('/user/me/messages', z.array(messageSchema));

/**
 * New messages arrive through the live stream (app/shell/live-updates.tsx); the slow poll only
 * covers a stream that could not connect.
 */
const MESSAGES_POLL_MS = 5 * 60_000;

export const myMessagesQueryOptions = () =>
  queryOptions({ queryKey: messageKeys.mine(), queryFn: getMyMessages, staleTime: 15_000, refetchInterval: MESSAGES_POLL_MS });

export const useMyMessages = () => useQuery(myMessagesQueryOptions());

import { storeObjectiveSchema, type StoreObjective, type StoreObjectiveUpdate, type UploadedFile } from '@fieldops/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { i18n } from '../../../i18n';
import { invalidateFigures } from '../../../lib/invalidate-figures';
import { queuedFile, sendWrite, useOfflineQueue, useWaitingChange, type WaitingChange } from '../../../lib/offline-queue';
import { useObjectiveStatuses } from './get-lookups';
import type { StoreObjectiveRef } from './get-store-objective';
import { invalidateStoreObjectives, objectivesKey } from './get-objective';

export interface UpdateStoreObjectiveInput extends StoreObjectiveRef {
  body: StoreObjectiveUpdate;
  /** The result's version the dialog opened (If-Match); none to save over whatever it is now. */
  ifMatch?: string;
}

/** Sent now with the server's result, or queued without signal (the result shown as it will be). */
export type UpdateStoreObjectiveOutcome = { queued: false; result: StoreObjective } | { queued: true; key: string };

/** The offline queue's meta of a result update: the screens find a waiting one by it. */
export const RESULT_CHANGE = 'storeObjective';

const oneKey = ({ storeID, objectiveID }: StoreObjectiveRef) => ['/store_objective', 'one', storeID, objectiveID];

function labelOf(queryClient: QueryClient, ref: StoreObjectiveRef): string {
  const known = queryClient.getQueryData<StoreObjective>(oneKey(ref));
  return known
    ? i18n.t('offline.resultLabel', { store: known.store.name, objective: known.objective.title })
    : i18n.t('offline.resultLabelShort', { storeID: ref.storeID, objectiveID: ref.objectiveID });
}

/**
 * PUT /store/{storeId}/objective/{objectiveId}: complete, approve, not completed or reopen. Goes
 * through the offline queue: without signal it waits on the phone and is sent, once, later.
 */
export async function updateStoreObjective(
  queryClient: QueryClient,
  { storeID, objectiveID, body, ifMatch }: UpdateStoreObjectiveInput,
): Promise<UpdateStoreObjectiveOutcome> {
  const outcome = await sendWrite({
    method: 'PUT',
    path: `/store/${storeID}/objective/${objectiveID}`,
    // The tap's time: sent later without signal, the completion is still dated when it was made.
    body: { ...body, at: body.at ?? new Date().toISOString() },
    schema: storeObjectiveSchema,
    label: labelOf(queryClient, { storeID, objectiveID }),
    meta: { kind: RESULT_CHANGE, storeID, objectiveID, status: body.status },
    ifMatch,
  });
  return outcome.sent ? { queued: false, result: outcome.data } : { queued: true, key: outcome.key };
}

/**
 * The result as it will be once the queued update is sent, so the dialog and lists show the new
 * status, comments and photos (the local copies of photos still waiting) meanwhile.
 */
export function applyQueuedUpdate(result: StoreObjective, body: StoreObjectiveUpdate, statusName: string): StoreObjective {
  const fileOf = (id: number): UploadedFile | undefined =>
    queuedFile(id) ?? result.images.find((f) => f.id === id) ?? result.answers.flatMap((a) => a.files ?? []).find((f) => f.id === id);
  const files = (ids: number[]) => ids.map(fileOf).filter((f): f is UploadedFile => f !== undefined);
  const answers = new Map(result.answers.map((a) => [a.ref, a]));
  for (const { ref, value } of body.answers ?? []) {
    const empty = value === null || value === '' || (Array.isArray(value) && value.length === 0);
    if (empty) answers.delete(ref);
    else {
      const isFileList = Array.isArray(value) && value.every((v) => typeof v === 'number');
      const field = result.fields.find((f) => f.ref === ref);
      answers.set(ref, {
        ref,
        value: value as StoreObjective['answers'][number]['value'],
        ...(field?.type === 'photo' && isFileList ? { files: files(value as number[]) } : {}),
      });
    }
  }
  return {
    ...result,
    status: { id: body.status, name: statusName },
    statusLabel: statusName,
    comments: body.comments === undefined ? result.comments : (body.comments ?? null),
    images: body.images === undefined ? result.images : files(body.images),
    incompleteReasonID: body.incompleteReasonID === undefined ? result.incompleteReasonID : (body.incompleteReasonID ?? null),
    answers: [...answers.values()],
  };
}

/**
 * Refreshes the result lists, counts and percentages once a result changes. Queued (no signal),
 * the result's cache shows it as it will be; the queue refreshes everything once it is sent.
 */
export const useUpdateStoreObjective = () => {
  const queryClient = useQueryClient();
  // The status names (a lookup the service worker keeps) for the result shown before it is sent.
  const statuses = useObjectiveStatuses();
  return useMutation({
    mutationFn: (input: UpdateStoreObjectiveInput) => updateStoreObjective(queryClient, input),
    // Offline the queue keeps the write: react-query must not hold the mutation back until online.
    networkMode: 'always',
    onSuccess: (outcome, input) => {
      if (outcome.queued) {
        const name = (old: StoreObjective) => statuses.data?.find((s) => s.id === input.body.status)?.name ?? old.status.name;
        queryClient.setQueryData<StoreObjective>(oneKey(input), (old) => (old ? applyQueuedUpdate(old, input.body, name(old)) : old));
        return;
      }
      return Promise.all([
        invalidateStoreObjectives(queryClient),
        queryClient.invalidateQueries({ queryKey: objectivesKey }),
        invalidateFigures(queryClient),
      ]);
    },
  });
};

/**
 * A change of this phone to the result `ref` that is still to be sent. One the server refused is
 * not (the offline bar lists it as not accepted): it is neither shown as waiting nor applied.
 */
const isPendingUpdateOf = (ref: StoreObjectiveRef | null) => (item: WaitingChange) =>
  item.meta?.kind === RESULT_CHANGE &&
  item.meta.storeID === ref?.storeID &&
  item.meta.objectiveID === ref?.objectiveID &&
  item.state !== 'refused';

/** The update of this result still waiting to be sent, if any ('Waiting to send' beside it). */
export const useWaitingResultUpdate = (ref: StoreObjectiveRef | null) => useWaitingChange(isPendingUpdateOf(ref));

/**
 * The result as it will be once this phone's waiting updates of it are sent: what the server
 * answered (or the service worker kept) with those updates applied in order. After a reload
 * without signal the page's own copy is gone, so the dialog would otherwise show the result as it
 * was before the rep's changes.
 */
export function useResultAsItWillBe(result: StoreObjective | undefined): StoreObjective | undefined {
  const { items } = useOfflineQueue();
  const statuses = useObjectiveStatuses();
  if (!result) return result;
  return items
    .filter((item) => isPendingUpdateOf(result)(item) && item.body !== undefined)
    .reduce((shown, item) => {
      const body = item.body as StoreObjectiveUpdate;
      const name = statuses.data?.find((s) => s.id === body.status)?.name ?? shown.status.name;
      return applyQueuedUpdate(shown, body, name);
    }, result);
}

import type { ObjectiveBody } from '@fieldops/contract';

/** An objective's body as the form sends it, with one picture and no stores unless `patch` says otherwise. */
export const objectiveBody = (pictureId: number, patch: Partial<ObjectiveBody> = {}): ObjectiveBody => ({
  title: 'Spring paint display',
  description: 'Build it by the door.',
  objectiveTypeID: 1,
  brandID: 11,
  priority: 'B',
  dueDate: '2026-02-15',
  images: [pictureId],
  stores: [],
  ...patch,
});

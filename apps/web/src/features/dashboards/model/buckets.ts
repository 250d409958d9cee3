import type { BucketCounts } from '@fieldops/contract';

/** The sum of areas' or stores' buckets: a district's 'Objective Tracking', a territory's ring. */
export const sumBuckets = (counts: readonly BucketCounts[]): BucketCounts =>
  counts.reduce(
    (sum, c) => ({
      completed: sum.completed + c.completed,
      overdue: sum.overdue + c.overdue,
      outstanding: sum.outstanding + c.outstanding,
      total: sum.total + c.total,
    }),
    { completed: 0, overdue: 0, outstanding: 0, total: 0 },
  );

import type { TerritoryDashboard } from '@fieldops/contract';
import { describe, expect, it } from 'vitest';
import { objectivesByStatus } from './objectives-by-status';

type Store = TerritoryDashboard['stores'][number];

/** A store with its objectives per status, each status's in the server's order (by title). */
function store(id: number, groups: [status: number, objectives: [id: number, title: string][]][]): Store {
  return {
    store: { id, name: `Store ${id}` },
    objectives: {
      summary: { objectives: { completed: 0, overdue: 0, outstanding: 0, total: 0 } },
      store_objectives: groups.map(([status, objectives]) => ({
        status: { id: status, name: `Status ${status}` },
        store_objectives: objectives.map(([objectiveId, title]) => ({ objective: { id: objectiveId, title } })),
      })),
    },
  } as Store;
}

describe('objectivesByStatus', () => {
  it("keeps each status's objectives by title across the stores, each once", () => {
    const groups = objectivesByStatus([
      store(1, [
        [2, [[30, 'Winter display']]],
        [1, [[20, 'Shelf audit']]],
      ]),
      store(2, [
        [
          1,
          [
            [10, 'apple end cap'],
            [20, 'Shelf audit'],
            [40, 'Zebra counter'],
          ],
        ],
        [
          2,
          [
            [31, 'Banner'],
            [30, 'Winter display'],
          ],
        ],
      ]),
      store(3, [
        [
          1,
          [
            [11, 'Apple end cap'],
            [15, 'Pricing check'],
          ],
        ],
      ]),
    ]);
    expect(groups.map((g) => g.status.id)).toEqual([1, 2]);
    // Titles compare without case (the server's collator), then by id.
    expect(groups[0]!.objectives.map((o) => o.id)).toEqual([10, 11, 15, 20, 40]);
    expect(groups[1]!.objectives.map((o) => o.title)).toEqual(['Banner', 'Winter display']);
  });
});

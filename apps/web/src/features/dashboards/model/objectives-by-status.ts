import { compareNames, type TerritoryDashboard } from '@fieldops/contract';

type Stores = TerritoryDashboard['stores'];

export interface StatusObjectives {
  status: { id: number; name: string };
  objectives: { id: number; title: string }[];
}

/**
 * The territory's objectives grouped by status, each once whichever stores carry it: the groups by
 * status id, the objectives of a group by title as the server orders each store's (then by id).
 */
export function objectivesByStatus(stores: Stores): StatusObjectives[] {
  const groups = new Map<number, { status: StatusObjectives['status']; objectives: Map<number, string> }>();
  for (const store of stores) {
    for (const group of store.objectives.store_objectives) {
      const entry = groups.get(group.status.id) ?? { status: group.status, objectives: new Map<number, string>() };
      for (const so of group.store_objectives) entry.objectives.set(so.objective.id, so.objective.title);
      groups.set(group.status.id, entry);
    }
  }
  return [...groups.values()]
    .sort((a, b) => a.status.id - b.status.id)
    .map((g) => ({
      status: g.status,
      objectives: [...g.objectives].map(([id, title]) => ({ id, title })).sort((a, b) => compareNames(a.title, b.title) || a.id - b.id),
    }));
}

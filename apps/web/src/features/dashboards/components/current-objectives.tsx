import type { TerritoryDashboard } from '@fieldops/contract';
import { List, ListItem, ListSubheader, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../components/router-link';
import { paths } from '../../../config/paths';

type Stores = TerritoryDashboard['stores'];

/** The territory's objectives grouped by status name, each once, whichever stores carry it. */
export function objectivesByStatus(stores: Stores) {
  const groups = new Map<number, { status: { id: number; name: string }; objectives: Map<number, string> }>();
  for (const store of stores) {
    for (const group of store.objectives.store_objectives) {
      const entry = groups.get(group.status.id) ?? { status: group.status, objectives: new Map<number, string>() };
      for (const so of group.store_objectives) entry.objectives.set(so.objective.id, so.objective.title);
      groups.set(group.status.id, entry);
    }
  }
  return [...groups.values()]
    .sort((a, b) => a.status.id - b.status.id)
    .map((g) => ({ status: g.status, objectives: [...g.objectives].map(([id, title]) => ({ id, title })) }));
}

/** The 'Current Objectives' tab (spec 1 §2.7): grouped by status name, each linking to /objective/{id}. */
export function CurrentObjectives({ stores }: { stores: Stores }) {
  const { t } = useTranslation();
  const groups = objectivesByStatus(stores);
  if (groups.length === 0) return <Typography color="text.secondary">{t('dashboards.noStores')}</Typography>;
  return (
    <>
      {groups.map((g) => (
        <List
          key={g.status.id}
          dense
          aria-label={g.status.name}
          subheader={<ListSubheader sx={{ fontWeight: 700, position: 'static' }}>{g.status.name}</ListSubheader>}
        >
          {g.objectives.map((o) => (
            <ListItem key={o.id}>
              <RouterLink to={paths.objective.url(o.id)} underline="hover">
                {o.title}
              </RouterLink>
            </ListItem>
          ))}
        </List>
      ))}
    </>
  );
}

import type { TerritoryDashboard } from '@fieldops/contract';
import { List, ListItem, ListSubheader, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../components/router-link';
import { paths } from '../../../config/paths';
import { objectivesByStatus } from '../model/objectives-by-status';

type Stores = TerritoryDashboard['stores'];

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

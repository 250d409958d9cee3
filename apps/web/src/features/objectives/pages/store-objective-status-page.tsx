import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useAreaOptions } from '../../../components/use-area-options';
import { paths } from '../../../config/paths';
import { useStatusInfo } from '../api/get-status-info';
import { useObjectiveStatuses } from '../api/get-lookups';
import { ObjectivesNav } from '../components/objectives-nav';
import { ALL_STATUS, useRegionParam, useStatusParam } from '../components/use-route-ids';
import { StoreObjectiveResults } from '../view/store-objective-results';

/**
 * /objective/status/{statusID}[/{regionID}[/{startDate}]]: store results across objectives with
 * one status, optionally in one region and from one month. An unknown status shows 'No found'.
 */
export function StoreObjectiveStatusPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const status = useStatusParam();
  const regionID = useRegionParam();
  const { startDate } = useParams();
  const info = useStatusInfo({ status, regionID: regionID ? String(regionID) : undefined, startDate });
  const statuses = useObjectiveStatuses().data;
  const regionName = useAreaOptions(regionID ? 'region' : null).data?.find((r) => r.value === regionID)?.label;
  const known = status === ALL_STATUS || !statuses || statuses.some((s) => String(s.id) === status);
  const name = !known
    ? t('objectives.statusNotFound')
    : (info.data?.status.name ?? (status === ALL_STATUS ? t('objectives.view.all') : ''));
  const title = info.data ? t('objectives.view.byStatusTitle', { status: name, count: info.data.count }) : name;

  return (
    <Stack spacing={2}>
      <ObjectivesNav current="byObjective" />
      <Typography variant="h6" component="h2" data-testid="status-title">
        {title}
        {regionID && ` · ${regionName ?? t('objectives.view.region', { id: regionID })}`}
        {startDate && ` · ${t('objectives.view.from', { date: startDate })}`}
      </Typography>
      <StoreObjectiveResults
        status={status}
        onStatusChange={(next) => void navigate(paths.objectiveStatus.url(next, regionID ?? undefined, startDate))}
        filters={{ regionID, startDate }}
        withObjective
        title={t('objectives.view.storeResults')}
      />
    </Stack>
  );
}

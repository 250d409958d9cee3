import { objectiveAnswersCsvFile, objectiveSummaryCsvFile } from '@fieldops/contract';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useErrorDialog } from '../../../components/error-dialog';
import { LoadingLine } from '../../../components/loading-line';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import { useObjective } from '../api/get-objective';
import { ALL_STATUS, useObjectiveIdParam, useStatusParam } from '../components/use-route-ids';
import { ObjectiveHeader } from '../view/objective-header';
import { ObjectiveSummary } from '../view/objective-summary';
import { StoreObjectiveResults } from '../view/store-objective-results';

/** /objective/{id} and /objective/{id}/{statusID}: an objective, its completion and its stores' results. */
export function ObjectiveViewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { showError } = useErrorDialog();
  const id = useObjectiveIdParam();
  const status = useStatusParam();
  const objective = useObjective(id);
  const [downloading, setDownloading] = useState(false);

  if (id === null) return <Alert severity="error">{t('objectives.notFound')}</Alert>;
  if (objective.isError) return <Alert severity="error">{errorMessage(objective.error)}</Alert>;
  if (!objective.data) return <LoadingLine />;

  const download = async (path: string, fileName: string) => {
    setDownloading(true);
    try {
      await downloadFile(path, fileName);
    } catch (error) {
      showError(error);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack spacing={2}>
      <ObjectiveHeader objective={objective.data} />
      <ObjectiveSummary counts={objective.data.counts} />
      <StoreObjectiveResults
        status={status}
        onStatusChange={(next) => void navigate(next === ALL_STATUS ? paths.objective.url(id) : paths.objectiveWithStatus.url(id, next))}
        filters={{ objectiveID: id }}
        withObjective={false}
        title={t('objectives.view.storeResults')}
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              onClick={() => void download(`/objective/${id}/CSVsummary`, objectiveSummaryCsvFile(id))}
              disabled={downloading}
            >
              {t('objectives.view.csvSummary')}
            </Button>
            {/* Only a custom objective's form has answers to export. */}
            {objective.data.fields.length > 0 && (
              <Button
                variant="outlined"
                startIcon={<DownloadIcon />}
                onClick={() => void download(`/objective/${id}/answersCSV`, objectiveAnswersCsvFile(id))}
                disabled={downloading}
              >
                {t('objectives.view.answersCsv')}
              </Button>
            )}
          </Box>
        }
      />
    </Stack>
  );
}

import { ROLE, type Objective } from '@fieldops/contract';
import EditIcon from '@mui/icons-material/EditOutlined';
import { Box, Button, Chip, Link, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterDomLink } from 'react-router';
import { paths } from '../../../config/paths';
import { formatDay } from '../../../lib/format';
import { useCurrentUser } from '../../../lib/session-context';

/** Title, type, brand, priority, period, due date, description and files of an objective. */
export function ObjectiveHeader({ objective }: { objective: Objective }) {
  const { t } = useTranslation();
  const admin = useCurrentUser().role === ROLE.admin;
  const files = [...objective.images, ...objective.playbook];
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }} component="section">
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {objective.title}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
            <Chip size="small" label={objective.objectiveType.name} />
            <Chip size="small" label={objective.brand.name} variant="outlined" />
            <Chip size="small" color="primary" label={t('objectives.view.priority', { value: objective.priority })} />
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('objectives.view.period', { start: formatDay(objective.startDate), end: formatDay(objective.endDate) })} ·{' '}
            {t('objectives.view.due', { date: formatDay(objective.dueDate) })}
          </Typography>
        </Box>
        {admin && (
          <Button component={RouterDomLink} to={paths.objectiveEdit.url(objective.id)} startIcon={<EditIcon />} variant="outlined">
            {t('objectives.actions.edit')}
          </Button>
        )}
      </Box>
      {objective.description && (
        <Typography variant="body2" sx={{ mt: 2, whiteSpace: 'pre-line' }}>
          {objective.description}
        </Typography>
      )}
      {files.length > 0 && (
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mt: 2 }} aria-label={t('objectives.view.files')}>
          {files.map((file) =>
            file.contentType === 'application/pdf' ? (
              <Link key={file.id} href={file.fileURL} target="_blank" rel="noopener" variant="body2">
                {file.name}
              </Link>
            ) : (
              <Link key={file.id} href={file.fileURL} target="_blank" rel="noopener">
                <Box
                  component="img"
                  src={file.fileURL}
                  alt={objective.title}
                  sx={{ height: 96, maxWidth: 160, objectFit: 'cover', borderRadius: 1 }}
                />
              </Link>
            ),
          )}
        </Box>
      )}
    </Paper>
  );
}

import CloudOffIcon from '@mui/icons-material/CloudOffOutlined';
import { Alert, Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useSaysNoSignal } from '../../../lib/use-online';

/**
 * What a screen of the day shows without signal: 'info' over what was loaded earlier; 'warning'
 * instead of a loading line that would never end, when nothing was, with the way back to the day
 * when `back`.
 */
export function OfflineNotice({ text, severity, back = false }: { text: string; severity: 'info' | 'warning'; back?: boolean }) {
  const { t } = useTranslation();
  useSaysNoSignal();
  return (
    <Alert severity={severity} icon={<CloudOffIcon />} role="status" data-testid="offline-notice">
      {text}
      {back && (
        <Box sx={{ mt: 1.5 }}>
          <Button component={Link} to={paths.today.url()} variant="outlined" color="inherit" size="small">
            {t('today.backToDay')}
          </Button>
        </Box>
      )}
    </Alert>
  );
}

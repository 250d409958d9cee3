import { Alert, Box, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { BackLink } from './back-link';

/** A 404: the area a dashboard or detail list names is not one the user sees (or not one at all). */
export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/**
 * A dashboard address of an area outside the user's reach, or whose ids are not ids: the message
 * in the page, without breadcrumbs or a table, and the way back to the user's own dashboard.
 */
export function NotFoundMessage() {
  const { t } = useTranslation();
  const home = paths.dashboard.url();
  const atHome = useLocation().pathname === home;
  return (
    <Stack spacing={2}>
      {!atHome && (
        <Box>
          <BackLink to={home} />
        </Box>
      )}
      <Alert severity="error">{t('errors.notFound')}</Alert>
    </Stack>
  );
}

import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** A dashboard address whose ids are not ids: the same text as an area outside the user's reach. */
export function NotFoundMessage() {
  const { t } = useTranslation();
  return <Alert severity="error">{t('errors.notFound')}</Alert>;
}

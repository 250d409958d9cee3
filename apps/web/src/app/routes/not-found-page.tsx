import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../components/router-link';
import { paths } from '../../config/paths';
import { StatusPage } from './status-page';

/** A signed-in address with no screen. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StatusPage icon={<SearchOffIcon color="action" sx={{ fontSize: 56 }} />} title={t('shell.notFoundTitle')}>
      <Typography color="text.secondary">{t('shell.notFound')}</Typography>
      <RouterLink to={paths.home.url()}>{t('shell.goHome')}</RouterLink>
    </StatusPage>
  );
}

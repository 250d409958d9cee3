import BlockIcon from '@mui/icons-material/Block';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RouterLink } from '../../components/router-link';
import { paths } from '../../config/paths';
import { StatusPage } from './status-page';

/** A signed-in route the user's role may not open (spec 1 §6, §8). */
export function NotAllowedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // React Router numbers its history entries; index 0 means there is nothing to go back to.
  const canGoBack = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

  return (
    <StatusPage icon={<BlockIcon color="error" sx={{ fontSize: 56 }} />} title={t('shell.notAllowed')}>
      <RouterLink
        to={paths.home.url()}
        onClick={(event) => {
          if (!canGoBack) return;
          event.preventDefault();
          void navigate(-1);
        }}
      >
        {t('shell.back')}
      </RouterLink>
    </StatusPage>
  );
}

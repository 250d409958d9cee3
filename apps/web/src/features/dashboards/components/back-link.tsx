import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../components/router-link';

/** A dashboard screen's Back link (spec 1 §2.4–2.6). */
export function BackLink({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <RouterLink to={to} underline="hover" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <ArrowBackIcon fontSize="small" />
      {t('dashboards.back')}
    </RouterLink>
  );
}

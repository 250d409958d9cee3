import { LinearProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';

/**
 * The line a screen, panel or dialog shows while its code or its data loads. Named 'Loading' for
 * screen readers: an unnamed progress bar is announced as nothing at all.
 */
export function LoadingLine() {
  const { t } = useTranslation();
  return <LinearProgress aria-label={t('shell.loading')} />;
}

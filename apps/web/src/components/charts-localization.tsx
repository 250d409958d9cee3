import { ChartsLocalizationProvider } from '@mui/x-charts/ChartsLocalizationProvider';
import { frFRLocalText } from '@mui/x-charts/locales';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The charts' own texts ('No data to display', 'Loading…') in the app's language. Kept out of the
 * theme so that MUI X Charts loads only with the screens that draw a chart.
 */
export function ChartsLocalization({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <ChartsLocalizationProvider localeText={i18n.language === 'fr' ? frFRLocalText : undefined}>{children}</ChartsLocalizationProvider>
  );
}

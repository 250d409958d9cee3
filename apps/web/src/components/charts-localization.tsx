import { ChartsLocalizationProvider } from '@mui/x-charts/ChartsLocalizationProvider';
import type { ChartsLocaleText } from '@mui/x-charts/locales';
import { use, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

let french: Promise<Partial<ChartsLocaleText>> | undefined;

/** The charts' French texts, fetched the first time a chart shows in French (English is built in). */
const frenchTexts = () => (french ??= import('@mui/x-charts/locales').then((locales) => locales.frFRLocalText));

/**
 * The charts' own texts ('No data to display', 'Loading…') in the app's language. Kept out of the
 * theme so that MUI X Charts loads only with the screens that draw a chart. In French it suspends
 * until the texts are there: put it under a Suspense boundary.
 */
export function ChartsLocalization({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const localeText = i18n.language === 'fr' ? use(frenchTexts()) : undefined;
  return <ChartsLocalizationProvider localeText={localeText}>{children}</ChartsLocalizationProvider>;
}

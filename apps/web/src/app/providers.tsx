import { CssBaseline, ThemeProvider } from '@mui/material';
import { enUS, frFR } from '@mui/material/locale';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { currentLanguage, i18n } from '../i18n';
import { createAppTheme } from './theme';

/** MUI's own texts (pagination, close buttons, 'No options'…) in the app's language. */
const MUI_LOCALES = { en: enUS, fr: frFR };

/** The theme with MUI's texts of the current language; a language change re-creates it, no reload. */
function LocalizedTheme({ children }: { children: ReactNode }) {
  useTranslation(); // re-renders on a language change
  const language = currentLanguage();
  const localized = useMemo(() => createAppTheme(MUI_LOCALES[language]), [language]);
  return <ThemeProvider theme={localized}>{children}</ThemeProvider>;
}

/** Providers that need no router: texts and theme. Server state comes with the screens that read it (server-state.tsx). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <LocalizedTheme>
        <CssBaseline />
        {children}
      </LocalizedTheme>
    </I18nextProvider>
  );
}

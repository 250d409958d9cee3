import { LANGUAGES, type Language } from '@fieldops/contract';
import { ToggleButton, ToggleButtonGroup, type SxProps, type Theme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { currentLanguage, LOCALE_TAGS } from '../i18n';

/** Each language named in itself, the same in every catalog: a reader looks for their own. */
const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fr: 'Français' };

interface LanguageSwitchProps {
  onChange: (language: Language) => void;
  sx?: SxProps<Theme>;
}

/**
 * 'English' / 'Français', the current language pressed. Each button carries its own `lang` so a
 * screen reader pronounces it in that language.
 */
export function LanguageSwitch({ onChange, sx }: LanguageSwitchProps) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={currentLanguage()}
      onChange={(_, language: Language | null) => {
        if (language) onChange(language);
      }}
      aria-label={t('shell.language')}
      sx={sx}
    >
      {LANGUAGES.map((language) => (
        <ToggleButton key={language} value={language} lang={LOCALE_TAGS[language]} sx={{ px: 2, textTransform: 'none' }}>
          {LANGUAGE_NAMES[language]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

import { Alert, AlertTitle } from '@mui/material';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** The form's validation messages together in one alert (they also show on their fields). */
export function ValidationAlert<T extends FieldValues>({ errors }: { errors: FieldErrors<T> }) {
  const { t } = useTranslation();
  const messages = [
    ...new Set(
      Object.values(errors)
        .map((e) => (e && typeof e === 'object' && 'message' in e ? e.message : undefined))
        .filter((m): m is string => typeof m === 'string' && m.length > 0),
    ),
  ];
  if (messages.length === 0) return null;
  return (
    <Alert severity="error" data-testid="objective-form-errors">
      <AlertTitle>{t('objectives.form.fixErrors')}</AlertTitle>
      {messages.map((m) => (
        <div key={m}>{m}</div>
      ))}
    </Alert>
  );
}

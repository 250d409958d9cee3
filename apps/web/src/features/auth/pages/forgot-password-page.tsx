import { Alert, Button, Stack, TextField } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorDialog } from '../../../components/error-dialog';
import { RouterLink } from '../../../components/router-link';
import { paths } from '../../../config/paths';
import { muiField } from '../../../lib/forms';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthLayout } from '../components/auth-layout';

interface ForgotForm {
  email: string;
}

/** /password: asks for an e-mail and sends a reset link (spec 2.1). */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const { showError } = useErrorDialog();
  const reset = useRequestPasswordReset();
  const { register, handleSubmit } = useForm<ForgotForm>({ defaultValues: { email: '' } });

  const onSubmit = handleSubmit((values) => {
    if (reset.isPending) return;
    reset.mutate(values, { onError: (error) => showError(error) });
  });

  return (
    <AuthLayout title={t('auth.forgotTitle')} subtitle={reset.isSuccess ? undefined : t('auth.forgotHelp')}>
      {reset.isSuccess ? (
        <Stack spacing={3}>
          <Alert severity="success" role="status">
            {t('auth.resetLinkSent')}
          </Alert>
          <RouterLink to={paths.login.url()} variant="body2" sx={{ alignSelf: 'center' }}>
            {t('auth.backToLogin')}
          </RouterLink>
        </Stack>
      ) : (
        <Stack component="form" spacing={2.5} onSubmit={onSubmit} noValidate>
          <TextField label={t('auth.email')} type="email" autoComplete="email" autoFocus {...muiField(register('email'))} />
          {/* Not disabled while the request runs, so the keyboard's focus stays on it (see the sign-in page). */}
          <Button type="submit" variant="contained" size="large" aria-disabled={reset.isPending}>
            {t('auth.submit')}
          </Button>
          <RouterLink to={paths.login.url()} variant="body2" sx={{ alignSelf: 'center' }}>
            {t('auth.backToLogin')}
          </RouterLink>
        </Stack>
      )}
    </AuthLayout>
  );
}

import { Alert, Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useErrorDialog } from '../../../components/error-dialog';
import { RouterLink } from '../../../components/router-link';
import { paths } from '../../../config/paths';
import { muiField } from '../../../lib/forms';
import { useSetNewPassword } from '../api/set-new-password';
import { AuthLayout } from '../components/auth-layout';

interface NewPasswordForm {
  password: string;
  confirm: string;
}

/**
 * The spec's only check (§5), kept exactly: the alert shows when the two differ AND the first is
 * empty. Mismatched non-empty passwords are submitted; the server judges the rest.
 */
export function needsMismatchAlert({ password, confirm }: NewPasswordForm): boolean {
  return password !== confirm && password === '';
}

/** /password/{token}: chooses a new password from the e-mailed link (spec 2.1). */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const { showError } = useErrorDialog();
  const update = useSetNewPassword();
  const [mismatch, setMismatch] = useState(false);
  const { register, handleSubmit } = useForm<NewPasswordForm>({ defaultValues: { password: '', confirm: '' } });

  const onSubmit = handleSubmit((values) => {
    const alert = needsMismatchAlert(values);
    setMismatch(alert);
    if (alert) return;
    update.mutate({ token, password: values.password }, { onError: (error) => showError(error) });
  });

  return (
    <AuthLayout title={t('auth.newPasswordTitle')}>
      {update.isSuccess ? (
        <Stack spacing={3}>
          <Alert severity="success" role="status">
            {t('auth.passwordReset')}
          </Alert>
          <RouterLink to={paths.login.url()} variant="body2" sx={{ alignSelf: 'center' }}>
            {t('auth.backToLogin')}
          </RouterLink>
        </Stack>
      ) : (
        <Stack component="form" spacing={2.5} onSubmit={onSubmit} noValidate>
          {mismatch && <Alert severity="warning">{t('auth.passwordMismatch')}</Alert>}
          <TextField
            label={t('auth.newPassword')}
            type="password"
            autoComplete="new-password"
            autoFocus
            {...muiField(register('password'))}
          />
          <TextField label={t('auth.confirmPassword')} type="password" autoComplete="new-password" {...muiField(register('confirm'))} />
          <Button type="submit" variant="contained" size="large" disabled={update.isPending}>
            {t('auth.updatePassword')}
          </Button>
          <RouterLink to={paths.login.url()} variant="body2" sx={{ alignSelf: 'center' }}>
            {t('auth.backToLogin')}
          </RouterLink>
        </Stack>
      )}
    </AuthLayout>
  );
}

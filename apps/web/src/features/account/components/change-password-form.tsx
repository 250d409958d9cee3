import { zodResolver } from '../../../components/form/zod-resolver';
import { myPasswordBodySchema } from '@fieldops/contract';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useErrorDialog } from '../../../components/error-dialog';
import { FormTextField, NewPasswordFields, applyServerErrors, withConfirmation } from '../../../components/form';
import { useNotify } from '../../../components/notification-bar';
import { useChangeMyPassword } from '../api/change-my-password';
import { useUnsavedChanges } from '../../../lib/unsaved-changes';

/** The contract's body rule plus the new password typed twice. */
const changePasswordSchema = (mismatch: string) => withConfirmation(myPasswordBodySchema, mismatch);

type ChangePasswordValues = z.input<ReturnType<typeof changePasswordSchema>>;
const EMPTY: ChangePasswordValues = { currentPassword: '', password: '', confirm: '' };

/** My Account's password change: current password, then the new one twice. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const notify = useNotify();
  const { showError } = useErrorDialog();
  const change = useChangeMyPassword();
  const { control, handleSubmit, setError, reset, formState } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema(t('masterData.users.passwordMismatch'))),
    defaultValues: EMPTY,
  });
  useUnsavedChanges(formState.isDirty);

  const onSubmit = handleSubmit(async ({ currentPassword, password }) => {
    try {
      const result = await change.mutateAsync({ currentPassword, password });
      reset(EMPTY);
      notify({ message: result.message || t('masterData.users.passwordReset') });
    } catch (error) {
      if (applyServerErrors(error, setError, ['currentPassword', 'password']).length === 0) showError(error);
    }
  });

  return (
    <Box component="section" aria-labelledby="change-password">
      <Typography id="change-password" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 2 }}>
        {t('masterData.account.changePassword')}
      </Typography>
      <Stack component="form" onSubmit={onSubmit} noValidate spacing={2} sx={{ maxWidth: 420 }}>
        <FormTextField
          control={control}
          name="currentPassword"
          label={t('masterData.users.fields.currentPassword')}
          type="password"
          autoComplete="current-password"
          required
        />
        <NewPasswordFields control={control} />
        <Button type="submit" variant="contained" disabled={formState.isSubmitting} sx={{ alignSelf: 'flex-start' }}>
          {t('masterData.account.submit')}
        </Button>
      </Stack>
    </Box>
  );
}

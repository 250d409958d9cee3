import { zodResolver } from '../../../components/form/zod-resolver';
import { userPasswordBodySchema, type User } from '@fieldops/contract';
import { Button, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { useErrorDialog } from '../../../components/error-dialog';
import { NewPasswordFields, applyServerErrors, withConfirmation } from '../../../components/form';
import { useNotify } from '../../../components/notification-bar';
import { paths } from '../../../config/paths';
import { useSetUserPassword } from '../api/set-user-password';
import { useUnsavedChanges } from '../../../lib/unsaved-changes';

/** The contract's body rule for the new password, and the confirmation typed the same. */
const passwordFormSchema = (mismatch: string) => withConfirmation(userPasswordBodySchema, mismatch);

type PasswordFormValues = z.input<ReturnType<typeof passwordFormSchema>>;

/** An admin sets another user's password (PUT /user/{id}/password). */
export function UserPasswordForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const { showError } = useErrorDialog();
  const update = useSetUserPassword();
  const { control, handleSubmit, setError, formState } = useForm<PasswordFormValues>({
    resolver: zodResolver(passwordFormSchema(t('masterData.users.passwordMismatch'))),
    defaultValues: { password: '', confirm: '' },
  });
  useUnsavedChanges(formState.isDirty);

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      const result = await update.mutateAsync({ id: user.id, password });
      notify({ message: result.message || t('masterData.users.passwordReset') });
      await navigate(paths.users.url());
    } catch (error) {
      if (applyServerErrors(error, setError, ['password']).length === 0) showError(error);
    }
  });

  return (
    <Stack component="form" onSubmit={onSubmit} noValidate spacing={2.5}>
      <NewPasswordFields control={control} autoFocus />
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
        <Button component={Link} to={paths.users.url()} disabled={formState.isSubmitting}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {t('masterData.save')}
        </Button>
      </Stack>
    </Stack>
  );
}

import type { User } from '@fieldops/contract';
import { Box, Button, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useErrorDialog } from '../../../components/error-dialog';
import { FormDateField, FormSelectField, FormTextField, applyServerErrors } from '../../../components/form';
import { useNotify } from '../../../components/notification-bar';
import { useConfirm } from '../../../components/use-confirm';
import { useSaveOver } from '../../../components/use-save-over';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useRoles } from '../api/get-roles';
import { useSaveUser } from '../api/save-user';
import { UserAreaField } from './user-area-field';
import { USER_FIELDS, toUserFormValues, userFormResolver, type UserFormOutput, type UserFormValues } from './user-form-values';
import { useUnsavedChanges } from '../../../lib/unsaved-changes';

/**
 * Create or edit a user (spec 2 §3, §5): names and e-mail required, an area for every role but
 * admin, a password on create. Giving a rep a territory that has another manager asks first;
 * cancelling puts the previous territory back.
 */
export function UserForm({ user }: { user?: User }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const { showError } = useErrorDialog();
  const roles = useRoles();
  const save = useSaveUser();
  const { confirm, dialog } = useConfirm();
  const { saveOver, dialog: saveOverDialog } = useSaveOver(user?.version);
  const { control, handleSubmit, setError, setValue, clearErrors, formState } = useForm<UserFormValues, unknown, UserFormOutput>({
    resolver: userFormResolver(!user),
    defaultValues: toUserFormValues(user),
  });
  useUnsavedChanges(formState.isDirty);
  const label = (field: (typeof USER_FIELDS)[number]) => t(`masterData.users.fields.${field}`);

  const submit = async (values: UserFormOutput, confirmReassign = false): Promise<void> => {
    try {
      if (user) {
        if (!(await saveOver((version) => save.mutateAsync({ id: user.id, body: { ...values, confirmReassign }, version })))) return;
      } else await save.mutateAsync({ body: { ...values, password: values.password ?? '', confirmReassign } });
      notify({ message: t(user ? 'masterData.users.updated' : 'masterData.users.created') });
      await navigate(paths.users.url());
    } catch (error) {
      if (error instanceof ApiError && error.code === 'MANAGER_HAS_TERRITORY') {
        const yes = await confirm({
          title: t('masterData.users.reassignTitle'),
          text: error.text(),
          confirmLabel: t('masterData.confirmReassign'),
        });
        if (yes) return submit(values, true);
        setValue('areaID', user && user.role === values.role ? user.areaID : null);
        return;
      }
      if (applyServerErrors(error, setError, USER_FIELDS).length === 0) showError(error);
    }
  };

  return (
    <Stack component="form" onSubmit={handleSubmit((values) => submit(values))} noValidate spacing={3}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField control={control} name="firstName" label={label('firstName')} required autoComplete="off" />
        <FormTextField control={control} name="lastName" label={label('lastName')} required autoComplete="off" />
        <FormTextField control={control} name="email" label={label('email')} required type="email" autoComplete="off" />
        <FormTextField control={control} name="phone" label={label('phone')} type="tel" autoComplete="off" />
        <FormSelectField
          control={control}
          name="role"
          label={label('role')}
          options={roles.data ?? []}
          emptyValue={null}
          required
          onValueChange={() => {
            setValue('areaID', null);
            clearErrors('areaID');
          }}
        />
        <UserAreaField control={control} />
        <FormDateField control={control} name="startDate" label={label('startDate')} />
        {!user && (
          <FormTextField control={control} name="password" label={label('password')} required type="password" autoComplete="new-password" />
        )}
      </Box>
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
        <Button component={Link} to={paths.users.url()} disabled={formState.isSubmitting}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {t('masterData.save')}
        </Button>
      </Stack>
      {dialog}
      {saveOverDialog}
    </Stack>
  );
}

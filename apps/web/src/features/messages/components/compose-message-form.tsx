import { zodResolver } from '../../../components/form/zod-resolver';
import {
  MESSAGE_RECIPIENTS,
  MESSAGE_ROLES,
  messageSendSchema,
  type MessageSend,
  type MessageSendInput,
  type UserOption,
} from '@fieldops/contract';
import { Button, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack } from '@mui/material';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorDialog } from '../../../components/error-dialog';
import { FormSelectField, FormTextField, applyServerErrors, missingFields } from '../../../components/form';
import { useNotify } from '../../../components/notification-bar';
import { useRequiredFieldsDialog } from '../../../components/required-fields-dialog';
import { useAreaOptions } from '../../../components/use-area-options';
import { roleName } from '../../../lib/role-name';
import { useSendMessage } from '../api/send-message';
import { RecipientUserField } from './recipient-user-field';
import { useUnsavedChanges } from '../../../lib/unsaved-changes';

const FIELDS = ['to', 'userID', 'role', 'regionID', 'districtID', 'subject', 'message'] as const;
const EMPTY: MessageSendInput = { to: 'user', userID: null, role: null, regionID: null, districtID: null, subject: '', message: '' };

/**
 * An admin's message (DESIGN §4) to one user, everyone of a role, or everyone in a region or a
 * district; the contract's messageSendSchema checks it here and on the server. After sending, the
 * bar says how many received it and the form is empty for the next one. Sent with a field left
 * empty, 'Some fields are required!' names what is missing.
 */
export function ComposeMessageForm() {
  const { t } = useTranslation();
  const notify = useNotify();
  const { showError } = useErrorDialog();
  const send = useSendMessage();
  const [user, setUser] = useState<UserOption | null>(null);
  const { showMissing, dialog: requiredDialog } = useRequiredFieldsDialog();
  const { control, handleSubmit, setError, setValue, getValues, clearErrors, reset, formState } = useForm<
    MessageSendInput,
    unknown,
    MessageSend
  >({
    resolver: zodResolver(messageSendSchema),
    defaultValues: EMPTY,
  });
  useUnsavedChanges(formState.isDirty);
  const to = useWatch({ control, name: 'to' });
  const regions = useAreaOptions(to === 'region' ? 'region' : null);
  const districts = useAreaOptions(to === 'district' ? 'district' : null);
  const label = (field: (typeof FIELDS)[number]) => t(`inbox.fields.${field}`);

  const submit = async (values: MessageSend) => {
    try {
      const sent = await send.mutateAsync(values);
      notify({ message: t('inbox.sent', { count: sent.recipients }) });
      reset(EMPTY);
      setUser(null);
    } catch (error) {
      if (applyServerErrors(error, setError, FIELDS).length === 0) showError(error);
    }
  };

  const onSubmit = handleSubmit(submit, () => {
    // In the form's order: the recipient's field is checked after the others.
    const missing = missingFields(messageSendSchema, getValues());
    showMissing(FIELDS.filter((field) => missing.includes(field)).map(label));
  });

  return (
    <Stack component="form" onSubmit={onSubmit} noValidate spacing={2.5}>
      <Controller
        control={control}
        name="to"
        render={({ field }) => (
          <FormControl>
            <FormLabel id="message-to">{label('to')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="message-to"
              name={field.name}
              value={field.value}
              onChange={(event) => {
                field.onChange(event.target.value);
                clearErrors(['userID', 'role', 'regionID', 'districtID']);
              }}
            >
              {MESSAGE_RECIPIENTS.map((choice) => (
                <FormControlLabel key={choice} value={choice} control={<Radio />} label={t(`inbox.toOptions.${choice}`)} />
              ))}
            </RadioGroup>
          </FormControl>
        )}
      />
      {to === 'user' && (
        <Controller
          control={control}
          name="userID"
          render={({ fieldState }) => (
            <RecipientUserField
              value={user}
              error={fieldState.error?.message}
              onChange={(choice) => {
                setUser(choice);
                setValue('userID', choice?.value ?? null, { shouldValidate: formState.isSubmitted });
              }}
            />
          )}
        />
      )}
      {to === 'role' && (
        <FormSelectField
          control={control}
          name="role"
          label={label('role')}
          options={MESSAGE_ROLES.map((role) => ({ value: role, label: roleName(t, role) }))}
          required
        />
      )}
      {to === 'region' && (
        <FormSelectField control={control} name="regionID" label={label('regionID')} options={regions.data ?? []} required />
      )}
      {to === 'district' && (
        <FormSelectField control={control} name="districtID" label={label('districtID')} options={districts.data ?? []} required />
      )}
      <FormTextField control={control} name="subject" label={label('subject')} required autoComplete="off" />
      <FormTextField control={control} name="message" label={label('message')} required multiline minRows={5} />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {t('inbox.send')}
        </Button>
      </Stack>
      {requiredDialog}
    </Stack>
  );
}

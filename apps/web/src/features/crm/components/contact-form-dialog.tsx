import { zodResolver } from '../../../components/form/zod-resolver';
import { contactBodySchema, LANGUAGES, type Contact, type ContactBody, type ContactInput } from '@fieldops/contract';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Grid,
  MenuItem,
  Switch,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorDialog } from '../../../components/error-dialog';
import { FormSelectField, FormTextField, applyServerErrors, missingFields } from '../../../components/form';
import { useNotify } from '../../../components/notification-bar';
import { useRequiredFieldsDialog } from '../../../components/required-fields-dialog';
import { useSaveOver } from '../../../components/use-save-over';
import { useBrandOptions, useSubscriptionOptions, useTradeOptions } from '../api/get-lookups';
import { useSaveContact } from '../api/save-contact';
import { NotifyOnField } from './notify-on-field';
import { ProvinceField } from './province-field';
import { useGuardedClose } from '../../../lib/unsaved-changes';
import { DialogFormActions } from '../../../components/dialog-form-actions';

/** The modes of the CRM modal (spec 3 §4): Detail is read-only, without Save. */
export type ContactMode = 'new' | 'edit' | 'detail';

interface ContactFormDialogProps {
  open: boolean;
  mode: ContactMode;
  /** The contact to edit or show; null for a new one. */
  contact: Contact | null;
  onClose: () => void;
}

const TITLE = { new: 'crm.newTitle', edit: 'crm.editTitle', detail: 'crm.detailTitle' } as const;
const FIELDS = [
  'brandID',
  'currentBrandID',
  'firstName',
  'lastName',
  'tradeID',
  'province',
  'phone',
  'company',
  'email',
  'conversionOpportunity',
  'notifyOn',
  'language',
] as const;
type Field = (typeof FIELDS)[number];
const REQUIRED = ['brandID', 'firstName', 'tradeID'] as const;

const defaults = (c: Contact | null): ContactBody => ({
  brandID: c?.brandID ?? 0,
  currentBrandID: c?.currentBrandID ?? null,
  firstName: c?.firstName ?? '',
  lastName: c?.lastName ?? '',
  tradeID: c?.tradeID ?? 0,
  province: c?.province ?? '',
  phone: c?.phone ?? '',
  company: c?.company ?? '',
  email: c?.email ?? '',
  conversionOpportunity: c?.conversionOpportunity ?? 0,
  notifyOn: c?.notifyOn ?? [],
  language: c?.language ?? 'en',
});

/**
 * The New / Edit / Detail contact modal (spec 3 §2, §4, §5). Brand, First Name and Trade are
 * required; missing, the 'Some fields are required!' dialog lists them as the spec spells them.
 */
export function ContactFormDialog({ open, mode, contact, onClose }: ContactFormDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const notify = useNotify();
  const { showError } = useErrorDialog();
  const save = useSaveContact();
  const { saveOver, dialog: saveOverDialog } = useSaveOver(contact?.version);
  const brands = useBrandOptions();
  const trades = useTradeOptions();
  const subscriptions = useSubscriptionOptions();
  const { showMissing, dialog: requiredDialog } = useRequiredFieldsDialog();
  const { control, handleSubmit, setError, getValues, formState } = useForm<ContactBody, unknown, ContactInput>({
    resolver: zodResolver(contactBodySchema),
    defaultValues: defaults(contact),
  });
  const closeUnlessDirty = useGuardedClose(open && formState.isDirty, onClose);
  const readOnly = mode === 'detail';
  const label = (field: Field) => t(`crm.fields.${field}`);
  const brandOptions = (brands.data ?? []).map((b) => ({ value: b.id, label: b.name }));
  const tradeOptions = (trades.data ?? []).map((b) => ({ value: b.id, label: b.name }));

  const submit = async (values: ContactInput) => {
    try {
      const editing = mode === 'edit' ? contact?.id : undefined;
      if (!(await saveOver((version) => save.mutateAsync({ id: editing, body: values, version })))) return;
      notify({ message: t(mode === 'edit' ? 'crm.updated' : 'crm.created') });
      onClose();
    } catch (error) {
      if (applyServerErrors(error, setError, FIELDS).length === 0) showError(error);
    }
  };

  const onSubmit = handleSubmit(submit, () => {
    const missing = missingFields(contactBodySchema, getValues());
    showMissing(REQUIRED.filter((field) => missing.includes(field)).map((field) => t(`crm.requiredNames.${field}`)));
  });

  const text = (name: Field, props: { required?: boolean; type?: string; autoFocus?: boolean } = {}) => (
    <Grid size={{ xs: 12, sm: 6 }}>
      <FormTextField control={control} name={name} label={label(name)} fullWidth disabled={readOnly} {...props} />
    </Grid>
  );
  const select = (name: 'brandID' | 'currentBrandID' | 'tradeID', options: { value: number; label: string }[], required: boolean) => (
    <Grid size={{ xs: 12, sm: 6 }}>
      <FormSelectField
        control={control}
        name={name}
        label={label(name)}
        options={options}
        emptyValue={required ? 0 : null}
        emptyLabel={required ? undefined : t('crm.none')}
        required={required}
        disabled={readOnly}
        fullWidth
      />
    </Grid>
  );

  return (
    <>
      <Dialog
        open={open}
        onClose={formState.isSubmitting ? undefined : closeUnlessDirty}
        fullWidth
        fullScreen={phone}
        maxWidth="md"
        aria-labelledby={`${id}-title`}
      >
        <form onSubmit={readOnly ? (event) => event.preventDefault() : onSubmit} noValidate>
          <DialogTitle id={`${id}-title`}>{t(TITLE[mode])}</DialogTitle>
          <DialogContent>
            <Grid container spacing={2.5} sx={{ pt: 1 }}>
              {text('firstName', { required: true, autoFocus: !readOnly })}
              {text('lastName')}
              {select('brandID', brandOptions, true)}
              {select('currentBrandID', brandOptions, false)}
              {select('tradeID', tradeOptions, true)}
              <Grid size={{ xs: 12, sm: 6 }}>
                <ProvinceField control={control} name="province" label={label('province')} disabled={readOnly} />
              </Grid>
              {text('phone', { type: 'tel' })}
              {text('company')}
              {text('email', { type: 'email' })}
              <Grid size={{ xs: 12, sm: 6 }}>
                <Controller
                  control={control}
                  name="language"
                  render={({ field }) => (
                    <TextField
                      select
                      fullWidth
                      label={label('language')}
                      helperText={t('crm.languageHelp')}
                      name={field.name}
                      inputRef={field.ref}
                      value={field.value ?? 'en'}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      disabled={readOnly}
                    >
                      {LANGUAGES.map((language) => (
                        <MenuItem key={language} value={language} lang={language}>
                          {t(`crm.languages.${language}`)}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <Controller
                  control={control}
                  name="conversionOpportunity"
                  render={({ field }) => (
                    <FormControlLabel
                      label={label('conversionOpportunity')}
                      disabled={readOnly}
                      control={
                        <Switch
                          name={field.name}
                          inputRef={field.ref}
                          checked={field.value === 1 || field.value === true}
                          onChange={(event) => field.onChange(event.target.checked ? 1 : 0)}
                          onBlur={field.onBlur}
                        />
                      }
                    />
                  )}
                />
              </Grid>
              <Grid size={12}>
                <NotifyOnField
                  control={control}
                  name="notifyOn"
                  label={label('notifyOn')}
                  options={subscriptions.data ?? []}
                  disabled={readOnly}
                />
              </Grid>
            </Grid>
          </DialogContent>
          {readOnly ? (
            <DialogActions sx={{ px: 3, pb: 2 }}>
              <Button onClick={onClose} variant="contained">
                {t('shell.close')}
              </Button>
            </DialogActions>
          ) : (
            <DialogFormActions onCancel={onClose} submitting={formState.isSubmitting} />
          )}
        </form>
      </Dialog>
      {requiredDialog}
      {saveOverDialog}
    </>
  );
}

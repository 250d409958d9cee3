import { CONDITION_FIELD_TYPES, formFieldInputSchema, MAX_FIELD_UPLOADS, type FormField } from '@fieldops/contract';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGuardedClose } from '../../../lib/unsaved-changes';
import { isChoiceType, isMultiChoiceType, placeholderOption } from './new-field';

type Meta = FormField['meta'];

/** The contract's problems of one field, by path below the field ('label', 'meta.options.1'). */
export function fieldProblems(field: FormField): Record<string, string> {
  const parsed = formFieldInputSchema.safeParse(field);
  const out: Record<string, string> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

/** A condition's value as the select shows it: a Yes/No condition's true/false as its option True/False. */
const conditionOption = (value: string | boolean) => (typeof value === 'boolean' ? (value ? 'True' : 'False') : value);

interface FieldSettingsDialogProps {
  field: FormField;
  /** The fields above this one: the ones a 'Show only when …' condition may name. */
  earlier: readonly FormField[];
  onClose: (field: FormField) => void;
  /** Cancel: the field stays as it was. */
  onCancel: () => void;
}

/**
 * The per-field 'Settings' dialog (spec 2 §2): 'Close and Continue' keeps the changes once the field
 * passes the contract's checks; Cancel (or Escape) leaves the field as it was, asking first when
 * something was changed.
 */
export function FieldSettingsDialog({ field, earlier, onClose, onCancel }: FieldSettingsDialogProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(field);
  const [shown, setShown] = useState(false);
  const cancel = useGuardedClose(draft !== field, onCancel);
  const problems = shown ? fieldProblems(draft) : {};
  const setMeta = (patch: Partial<Meta>) => setDraft((d) => ({ ...d, meta: { ...d.meta, ...patch } }));
  const options = draft.meta.options;
  const choice = isChoiceType(draft.type);
  const readOnlyOptions = draft.type === 'boolean';
  const controls = earlier.filter((f) => (CONDITION_FIELD_TYPES as readonly string[]).includes(f.type));
  const showWhen = draft.meta.showWhen;
  const control = controls.find((f) => f.ref === showWhen?.ref);
  const setShowWhen = (ref: string, option?: string) => {
    const target = controls.find((f) => f.ref === ref);
    if (!target) return setMeta({ showWhen: undefined });
    const picked = option ?? target.meta.options[0] ?? '';
    setMeta({ showWhen: { ref, value: target.type === 'boolean' ? picked === 'True' : picked } });
  };

  const setOptions = (next: string[]) => {
    // Min/max to select stay within 1 … number of options.
    const top = Math.max(1, next.length);
    const clamp = (v: number | null) => (v === null ? null : Math.min(v, top));
    setMeta({ options: next, minimumSelected: clamp(draft.meta.minimumSelected), maximumSelected: clamp(draft.meta.maximumSelected) });
  };

  const close = () => {
    if (Object.keys(fieldProblems(draft)).length > 0) {
      setShown(true);
      return;
    }
    // A condition on a field no longer above this one (or no longer a choice) reads 'Always shown': it goes.
    const meta = { ...draft.meta, options: draft.meta.options.map((o) => o.trim()), showWhen: control ? showWhen : undefined };
    onClose({ ...draft, label: draft.label.trim(), meta });
  };

  const numberField = (key: 'minimumUploads' | 'maximumUploads', label: string) => (
    <TextField
      label={label}
      type="number"
      size="small"
      value={draft.meta[key] ?? ''}
      onChange={(e) => setMeta({ [key]: e.target.value === '' ? null : Number(e.target.value) })}
      error={Boolean(problems[`meta.${key}`])}
      helperText={problems[`meta.${key}`]}
      slotProps={{ htmlInput: { min: 1, max: MAX_FIELD_UPLOADS, step: 1 } }}
    />
  );
  const countSelect = (key: 'minimumSelected' | 'maximumSelected', label: string) => (
    <TextField
      select
      label={label}
      size="small"
      value={draft.meta[key] ?? 1}
      onChange={(e) => setMeta({ [key]: Number(e.target.value) })}
      error={Boolean(problems[`meta.${key}`])}
      helperText={problems[`meta.${key}`]}
      sx={{ minWidth: 140 }}
    >
      {Array.from({ length: Math.max(1, options.length) }, (_, i) => (
        <MenuItem key={i + 1} value={i + 1}>
          {i + 1}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Dialog open onClose={cancel} fullWidth maxWidth="sm" aria-labelledby="field-settings-title">
      <DialogTitle id="field-settings-title">{t('formBuilder.settings')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={t('formBuilder.displayLabel')}
            value={draft.label}
            onChange={(e) => setDraft((d) => ({ ...d, label: e.target.value }))}
            error={Boolean(problems.label)}
            helperText={problems.label}
            autoFocus
            fullWidth
          />
          {draft.type !== 'section' && (
            <FormControlLabel
              control={<Checkbox checked={draft.required} onChange={(e) => setDraft((d) => ({ ...d, required: e.target.checked }))} />}
              label={t('formBuilder.required')}
            />
          )}
          {draft.type === 'photo' && (
            <Stack direction="row" spacing={2}>
              {numberField('minimumUploads', t('formBuilder.minimumUploads'))}
              {numberField('maximumUploads', t('formBuilder.maximumUploads'))}
            </Stack>
          )}
          {isMultiChoiceType(draft.type) && (
            <Stack direction="row" spacing={2}>
              {countSelect('minimumSelected', t('formBuilder.minimumSelected'))}
              {countSelect('maximumSelected', t('formBuilder.maximumSelected'))}
            </Stack>
          )}
          {(choice || readOnlyOptions) && (
            <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <Typography component="legend" variant="subtitle2">
                {t('formBuilder.options')}
              </Typography>
              {problems['meta.options'] && (
                <Typography color="error" variant="caption">
                  {problems['meta.options']}
                </Typography>
              )}
              {options.map((option, i) => (
                <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                  <TextField
                    size="small"
                    fullWidth
                    value={option}
                    label={placeholderOption(i + 1)}
                    onChange={(e) => setOptions(options.map((o, j) => (j === i ? e.target.value : o)))}
                    error={Boolean(problems[`meta.options.${i}`])}
                    helperText={problems[`meta.options.${i}`]}
                    slotProps={{ htmlInput: { readOnly: readOnlyOptions } }}
                  />
                  {!readOnlyOptions && i > 0 && (
                    <IconButton
                      aria-label={t('formBuilder.removeOption', { option })}
                      onClick={() => setOptions(options.filter((_, j) => j !== i))}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  )}
                </Stack>
              ))}
              {choice && (
                <Button
                  startIcon={<AddIcon />}
                  onClick={() => setOptions([...options, placeholderOption(options.length + 1)])}
                  sx={{ alignSelf: 'flex-start' }}
                >
                  {t('formBuilder.addOption')}
                </Button>
              )}
            </Stack>
          )}
          {draft.type !== 'section' && controls.length > 0 && (
            <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <Typography component="legend" variant="subtitle2">
                {t('formBuilder.showWhen')}
              </Typography>
              <Stack direction="row" spacing={2}>
                <TextField
                  select
                  size="small"
                  label={t('formBuilder.showWhenField')}
                  value={control?.ref ?? ''}
                  onChange={(e) => setShowWhen(e.target.value)}
                  sx={{ minWidth: 180 }}
                  slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                >
                  <MenuItem value="">{t('formBuilder.showWhenAlways')}</MenuItem>
                  {controls.map((f) => (
                    <MenuItem key={f.ref} value={f.ref}>
                      {f.label}
                    </MenuItem>
                  ))}
                </TextField>
                {control && showWhen && (
                  <TextField
                    select
                    size="small"
                    label={t('formBuilder.showWhenValue')}
                    value={conditionOption(showWhen.value)}
                    onChange={(e) => setShowWhen(control.ref, e.target.value)}
                    sx={{ minWidth: 140 }}
                  >
                    {control.meta.options.map((o) => (
                      <MenuItem key={o} value={o}>
                        {o}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              </Stack>
            </Stack>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={close}>
          {t('formBuilder.closeAndContinue')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

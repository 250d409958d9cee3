import { NOT_A_DAY, type FileRef, type FormField } from '@fieldops/contract';
import {
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { useController, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FileDropzone } from '../../../components/file-dropzone';
import { DateField } from '../../../components/form';
import { localizeText } from '../../../lib/localize';
import { shownFields, type AnswerValues } from './answer-values';

const INPUT_TYPES: Partial<Record<FormField['type'], string>> = { text: 'text', email: 'email', tel: 'tel', numeric: 'text' };
const INPUT_MODES: Partial<Record<FormField['type'], 'decimal' | 'email' | 'tel'>> = { numeric: 'decimal', email: 'email', tel: 'tel' };

function AnswerInputField({ field, control, disabled }: { field: FormField; control: Control<AnswerValues>; disabled: boolean }) {
  const { t } = useTranslation();
  const { field: input, fieldState } = useController({ control, name: field.ref });
  // The contract's English (answersResolver) or the server's, in the reader's language.
  const error = fieldState.error?.message && localizeText(fieldState.error.message);
  const label = field.label;
  const { meta } = field;

  if (field.type === 'photo') {
    return (
      <FileDropzone
        type="form"
        name={`answer-${field.ref}`}
        label={`${label}${field.required ? ' *' : ''}`}
        value={input.value as FileRef[]}
        onChange={input.onChange}
        maxFiles={meta.maximumUploads ?? 1}
        error={error}
        disabled={disabled}
      />
    );
  }
  if (field.type === 'boolean' || field.type === 'radio') {
    const options =
      field.type === 'boolean'
        ? [
            { value: 'true', label: t('objectives.result.yes') },
            { value: 'false', label: t('objectives.result.no') },
          ]
        : meta.options.map((o) => ({ value: o, label: o }));
    return (
      <FormControl error={Boolean(error)} required={field.required} disabled={disabled}>
        <FormLabel id={`answer-${field.ref}-label`}>{label}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={`answer-${field.ref}-label`}
          name={`answer-${field.ref}`}
          value={input.value as string}
          onChange={(e) => input.onChange(e.target.value)}
        >
          {options.map((o) => (
            <FormControlLabel key={o.value} value={o.value} control={<Radio />} label={o.label} />
          ))}
        </RadioGroup>
        {error && <FormHelperText>{error}</FormHelperText>}
      </FormControl>
    );
  }
  if (field.type === 'checkbox' || field.type === 'selection') {
    const chosen = input.value as string[];
    const [min, max] = [meta.minimumSelected ?? 0, Math.min(meta.maximumSelected ?? meta.options.length, meta.options.length)];
    const selectHint =
      min === max ? t('formBuilder.answers.selectExactly', { count: max }) : t('formBuilder.answers.selectRange', { min, max });
    const toggle = (option: string) =>
      input.onChange(
        chosen.includes(option) ? chosen.filter((o) => o !== option) : meta.options.filter((o) => o === option || chosen.includes(o)),
      );
    return (
      <FormControl component="fieldset" error={Boolean(error)} required={field.required} disabled={disabled}>
        <FormLabel component="legend">{label}</FormLabel>
        <FormGroup row>
          {meta.options.map((o) => (
            <FormControlLabel key={o} control={<Checkbox checked={chosen.includes(o)} onChange={() => toggle(o)} />} label={o} />
          ))}
        </FormGroup>
        <FormHelperText>{error ?? selectHint}</FormHelperText>
      </FormControl>
    );
  }
  // What a date field and a text field of the form share.
  const common = {
    label,
    name: `answer-${field.ref}`,
    inputRef: input.ref,
    value: input.value as string,
    onChange: input.onChange,
    onBlur: input.onBlur,
    required: field.required,
    error: Boolean(error),
    helperText: error,
    disabled,
  };
  // A date typed that is not a real day stays as typed and is refused as such ('Enter a real date'), not dropped.
  if (field.type === 'date') return <DateField {...common} notADay={NOT_A_DAY} />;
  const textarea = field.type === 'textarea';
  return (
    <TextField
      {...common}
      type={textarea ? undefined : (INPUT_TYPES[field.type] ?? 'text')}
      multiline={textarea}
      minRows={textarea ? 3 : undefined}
      fullWidth
      slotProps={{
        htmlInput: { inputMode: INPUT_MODES[field.type] },
      }}
    />
  );
}

/**
 * The objective's form for a rep to answer: one input per field in order, sections as headings.
 * Every field takes the full width on a phone; on a wider screen a field keeps the builder's size.
 * A field whose condition is not met by the answers so far is not shown.
 */
export function AnswersForm({
  fields,
  control,
  disabled,
}: {
  fields: readonly FormField[];
  control: Control<AnswerValues>;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const values = useWatch({ control });
  return (
    <Box component="section" aria-label={t('objectives.result.answers')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {shownFields(fields, values as AnswerValues).map((field) => (
        <Box
          key={field.ref}
          data-testid={`answer-${field.ref}`}
          sx={{ flex: { xs: '1 1 100%', sm: `1 1 calc(${field.meta.size}% - 16px)` }, minWidth: 0 }}
        >
          {field.type === 'section' ? (
            <Typography variant="h6" component="h3" sx={{ mt: 1 }}>
              {field.label}
            </Typography>
          ) : (
            <AnswerInputField field={field} control={control} disabled={disabled} />
          )}
        </Box>
      ))}
    </Box>
  );
}

import { FORM_FIELD_TYPES, type FormField } from '@fieldops/contract';
import {
  Alert,
  Button,
  Checkbox,
  Divider,
  FormControlLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/form';

const ignore = () => undefined;

/** A read-only look at the input the rep will fill; an unknown type says 'Invalid Input'. */
export function FieldPreview({ field }: { field: FormField }) {
  const { t } = useTranslation();
  const options = field.meta.options;
  if (!(FORM_FIELD_TYPES as readonly string[]).includes(field.type)) {
    return <Alert severity="warning">{t('formBuilder.invalidInput')}</Alert>;
  }
  // The card shows the field's label above the preview; the preview's input is named by it too.
  const name = field.label;
  const common = {
    size: 'small' as const,
    fullWidth: true,
    disabled: true,
    slotProps: { htmlInput: { tabIndex: -1, 'aria-label': name } },
  };
  switch (field.type) {
    case 'section':
      return <Divider />;
    case 'text':
    case 'email':
    case 'tel':
      return <TextField {...common} type={field.type === 'text' ? 'text' : field.type} />;
    case 'textarea':
      return <TextField {...common} multiline minRows={2} />;
    case 'numeric':
      return <TextField {...common} type="number" />;
    case 'date':
      return <DateField value="" onChange={ignore} ariaLabel={name} size="small" disabled />;
    case 'photo':
      return (
        <Button variant="outlined" disabled size="small">
          {t('formBuilder.palette.photo')}
        </Button>
      );
    case 'selection':
      return (
        <TextField
          {...common}
          select
          value=""
          slotProps={{ ...common.slotProps, select: { SelectDisplayProps: { 'aria-label': name, tabIndex: -1 } } }}
        >
          {options.map((o) => (
            <MenuItem key={o} value={o}>
              {o}
            </MenuItem>
          ))}
        </TextField>
      );
    case 'checkbox':
      return (
        <Stack>
          {options.map((o, i) => (
            <FormControlLabel key={`${i}-${o}`} control={<Checkbox size="small" disabled tabIndex={-1} />} label={o} />
          ))}
        </Stack>
      );
    case 'radio':
    case 'boolean':
      return (
        <RadioGroup row>
          {options.map((o, i) => (
            <FormControlLabel key={`${i}-${o}`} control={<Radio size="small" disabled tabIndex={-1} />} label={o} />
          ))}
        </RadioGroup>
      );
    default:
      return <Typography color="error">{t('formBuilder.invalidInput')}</Typography>;
  }
}

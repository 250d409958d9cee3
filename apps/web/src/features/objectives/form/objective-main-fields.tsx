import { PRIORITIES, type ObjectiveBody, type ObjectiveInput } from '@fieldops/contract';
import { Box, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField, FormSwitchField, FormTextField } from '../../../components/form';
import { useBrands, useObjectiveTypes } from '../api/get-lookups';

type FormControlOf = Control<ObjectiveBody, unknown, ObjectiveInput>;

function PriorityField({ control }: { control: FormControlOf }) {
  const { t } = useTranslation();
  const { field } = useController({ control, name: 'priority' });
  return (
    <FormControl>
      <FormLabel id="objective-priority">{t('objectives.form.priority')}</FormLabel>
      <RadioGroup
        row
        aria-labelledby="objective-priority"
        name={field.name}
        value={field.value ?? 'A'}
        onChange={(e) => field.onChange(e.target.value)}
      >
        {PRIORITIES.map((p) => (
          <FormControlLabel key={p} value={p} control={<Radio size="small" />} label={p} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/** Title, description, objective type, brand, priority A/B/C and the custom flag. */
export function ObjectiveMainFields({ control }: { control: FormControlOf }) {
  const { t } = useTranslation();
  const types = useObjectiveTypes();
  const brands = useBrands();
  const toOptions = (rows: { id: number; name: string }[] | undefined) => (rows ?? []).map((r) => ({ value: r.id, label: r.name }));
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <FormTextField control={control} name="title" label={t('objectives.form.title')} required sx={{ gridColumn: '1 / -1' }} />
      <FormTextField
        control={control}
        name="description"
        label={t('objectives.form.description')}
        multiline
        minRows={3}
        sx={{ gridColumn: '1 / -1' }}
      />
      <FormSelectField
        control={control}
        name="objectiveTypeID"
        emptyValue={0}
        label={t('objectives.form.type')}
        options={toOptions(types.data)}
        required
      />
      <FormSelectField
        control={control}
        name="brandID"
        emptyValue={0}
        label={t('objectives.form.brand')}
        options={toOptions(brands.data)}
        required
      />
      <PriorityField control={control} />
      <FormSwitchField control={control} name="isCustom" label={t('objectives.form.custom')} />
    </Box>
  );
}

import type { StoreBody, StoreInput } from '@fieldops/contract';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import { Box, Button, FormHelperText } from '@mui/material';
import { useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form';
import { isPosition, readPosition } from '../../today';
import { FormSection } from './form-section';
import type { StoreField } from './store-form-values';

interface StorePositionFieldsProps {
  control: Control<StoreBody, unknown, StoreInput>;
  labels: Record<StoreField, string>;
}

/** Decimal degrees to six places: about 10 cm, more than a phone can tell. */
const degrees = (value: number) => String(Math.round(value * 1e6) / 1e6);

const geolocationMissing = () => typeof navigator === 'undefined' || !('geolocation' in navigator);

/**
 * Where the store is (DESIGN §4 "Field work"): latitude and longitude, both or neither, typed or
 * taken from the browser's position by 'Use my position' while standing in the store.
 */
export function StorePositionFields({ control, labels }: StorePositionFieldsProps) {
  const { t } = useTranslation();
  const latitude = useController({ control, name: 'latitude' });
  const longitude = useController({ control, name: 'longitude' });
  const [problem, setProblem] = useState(() => (geolocationMissing() ? t('today.positionUnavailable') : ''));
  const [reading, setReading] = useState(false);
  const missing = geolocationMissing();

  const fillFromPhone = async () => {
    setReading(true);
    const position = await readPosition();
    setReading(false);
    if (!isPosition(position)) {
      setProblem(t(position === 'denied' ? 'today.positionDenied' : 'today.positionUnavailable'));
      return;
    }
    setProblem('');
    latitude.field.onChange(degrees(position.latitude));
    longitude.field.onChange(degrees(position.longitude));
  };

  const decimal = { htmlInput: { inputMode: 'decimal' as const } };
  return (
    <FormSection title={t('today.position')}>
      <FormTextField control={control} name="latitude" label={labels.latitude} slotProps={decimal} autoComplete="off" />
      <FormTextField control={control} name="longitude" label={labels.longitude} slotProps={decimal} autoComplete="off" />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Button variant="outlined" startIcon={<MyLocationIcon />} onClick={() => void fillFromPhone()} disabled={missing || reading}>
          {reading ? t('today.locating') : t('today.useMyPosition')}
        </Button>
        {problem && <FormHelperText role="status">{problem}</FormHelperText>}
      </Box>
    </FormSection>
  );
}

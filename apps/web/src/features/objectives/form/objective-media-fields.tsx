import type { ObjectiveBody, ObjectiveInput } from '@fieldops/contract';
import { Box } from '@mui/material';
import type { Control, UseFormSetValue } from 'react-hook-form';
import { useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FileDropzone } from '../../../components/file-dropzone';
import type { ObjectiveMedia } from './objective-form-values';

interface ObjectiveMediaFieldsProps {
  control: Control<ObjectiveBody, unknown, ObjectiveInput>;
  setValue: UseFormSetValue<ObjectiveBody>;
  media: ObjectiveMedia;
  onMediaChange: (media: ObjectiveMedia) => void;
  disabled?: boolean;
}

/** Pictures and playbook files (the upload component); the form keeps their ids. */
export function ObjectiveMediaFields({ control, setValue, media, onMediaChange, disabled }: ObjectiveMediaFieldsProps) {
  const { t } = useTranslation();
  const { errors, isSubmitted } = useFormState({ control, name: ['images', 'playbook'] });
  const update = (key: keyof ObjectiveMedia, files: ObjectiveMedia[keyof ObjectiveMedia]) => {
    const next = { ...media, [key]: files };
    onMediaChange(next);
    setValue(
      key,
      files.map((f) => f.id),
      { shouldValidate: isSubmitted, shouldDirty: true },
    );
    // The 'picture or playbook' rule is checked on images; re-check it when either changes.
    if (isSubmitted && key === 'playbook')
      setValue(
        'images',
        next.images.map((f) => f.id),
        { shouldValidate: true },
      );
  };
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <FileDropzone
        type="objective"
        name="images"
        label={t('objectives.form.pictures')}
        value={media.images}
        onChange={(files) => update('images', files)}
        error={errors.images?.message}
        disabled={disabled}
      />
      <FileDropzone
        type="playbook"
        name="playbook"
        label={t('objectives.form.playbook')}
        value={media.playbook}
        onChange={(files) => update('playbook', files)}
        error={errors.playbook?.message}
        disabled={disabled}
      />
    </Box>
  );
}

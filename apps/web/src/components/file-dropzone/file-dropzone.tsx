import { rejectionKey, type FileRef, type UploadType } from '@fieldops/contract';
import CloudUploadIcon from '@mui/icons-material/CloudUploadOutlined';
import { Alert, Box, FormHelperText, Typography, useMediaQuery } from '@mui/material';
import { useId } from 'react';
import { useDropzone } from 'react-dropzone';
import { useTranslation } from 'react-i18next';
import { acceptFor, extensionsFor, sizeLabel } from './upload-rules';
import { UploadedFileList } from './uploaded-file-list';
import { isPhotoUpload, useFileUploads } from './use-file-uploads';

export interface FileDropzoneProps {
  /** The upload kind of the contract's UPLOAD_RULES: accept list, size and count. */
  type: UploadType;
  label: string;
  /** Name of the file input (tests and forms find it by it). */
  name: string;
  value: FileRef[];
  onChange: (files: FileRef[]) => void;
  /** Files this dropzone takes at most, when not the upload type's own limit (a form's photo field). */
  maxFiles?: number;
  /** A validation message of the form. */
  error?: string;
  disabled?: boolean;
  /**
   * A dropzone for photos: any picture (`image/*`, turned into a JPEG before it is sent). No
   * `capture`: with it a phone opens its camera only, so a photo taken earlier (in the stockroom,
   * before the visit) could not be picked; without it the phone offers its camera and its
   * pictures. Default: for result photos (`image`).
   */
  photo?: boolean;
}

/**
 * THE upload component: drop or pick files, each sent to POST /image with a progress bar. Files
 * the rules refuse are listed as 'File {name} was rejected.' with the reason; a drop that would
 * pass the count limit is ignored.
 */
export function FileDropzone({
  type,
  label,
  name,
  value,
  onChange,
  maxFiles,
  error,
  disabled,
  photo = type === 'image',
}: FileDropzoneProps) {
  const { t } = useTranslation();
  const uploads = useFileUploads({ type, value, onChange, maxFiles });
  const { getRootProps, getInputProps, isDragActive, rootRef } = useDropzone({
    accept: photo ? { 'image/*': [] } : acceptFor(type),
    // A photo's size is checked once it has been made smaller (use-file-uploads.ts).
    maxSize: isPhotoUpload(type) ? undefined : uploads.rule.maxBytes,
    multiple: uploads.rule.maxFiles > 1,
    disabled,
    onDrop: (accepted, refused) => void uploads.onDrop(accepted, refused),
  });

  // On a touch screen nothing is dragged: the text says what a tap does.
  const touch = useMediaQuery('(pointer: coarse)', { noSsr: true });
  const prompt = t(touch ? (photo ? 'files.tapForPhoto' : 'files.tapForFiles') : 'files.dropHere');
  const limitsID = `${useId()}-limits`;
  const limits = t('files.limits', { max: uploads.rule.maxFiles, size: sizeLabel(t, uploads.rule.maxBytes), types: extensionsFor(type) });

  return (
    <Box>
      <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      {/* Beside the button, not in it: a control inside another is announced badly (WCAG 4.1.2). */}
      <input {...getInputProps({ name, 'aria-label': label })} />
      <Box
        // A button for the keyboard too: Tab reaches it, Enter or Space opens the file chooser. Its
        // name holds the text it shows (label in name, WCAG 2.5.3); the limits below describe it.
        {...getRootProps({
          role: 'button',
          'aria-label': t('common.labelValue', { label, value: prompt }),
          'aria-describedby': limitsID,
          'aria-disabled': disabled || undefined,
        })}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: error ? 'error.main' : isDragActive ? 'primary.main' : 'divider',
          bgcolor: isDragActive ? 'action.hover' : 'background.default',
          borderRadius: 2,
          p: 2,
          textAlign: 'center',
          cursor: disabled ? 'default' : 'pointer',
          opacity: disabled ? 0.6 : 1,
          '&:focus-visible': { outline: (theme) => `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
        }}
      >
        <CloudUploadIcon color="action" />
        <Typography variant="body2">{prompt}</Typography>
      </Box>
      <Typography id={limitsID} variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
        {limits}
      </Typography>
      {error && <FormHelperText error>{error}</FormHelperText>}
      {uploads.rejections.map((r, index) => (
        <Alert key={index} severity="error" sx={{ mt: 1 }} data-testid="upload-rejection">
          {t(rejectionKey(r.typeNotSupported, r.tooBig), { name: r.name })}
        </Alert>
      ))}
      {uploads.errors.map((message) => (
        <Alert key={message} severity="error" sx={{ mt: 1 }} data-testid="upload-error">
          {message}
        </Alert>
      ))}
      <UploadedFileList
        files={value}
        pending={uploads.pending}
        nameOf={uploads.nameOf}
        onRemove={uploads.remove}
        focusDropzone={() => rootRef.current?.focus()}
        disabled={disabled}
      />
    </Box>
  );
}

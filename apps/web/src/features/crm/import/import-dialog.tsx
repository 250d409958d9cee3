import { CONTACT_IMPORT_MAX_ROWS, CONTACT_TEMPLATE_FILE, type ContactImportResult } from '@fieldops/contract';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId, useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { useTranslation } from 'react-i18next';
import { useErrorDialog } from '../../../components/error-dialog';
import { errorMessage } from '../../../lib/api-client';
import { useImportContacts } from '../api/import-contacts';
import { parseContactsFile, saveTextFile, templateCsv, type ParsedFile } from './contacts-csv';
import { ImportPreview } from './import-preview';
import { ImportResult } from './import-result';

interface ImportDialogProps {
  open: boolean;
  onClose: () => void;
}

interface Chosen extends ParsedFile {
  name: string;
}

/**
 * BULK LIST (spec 3 §2 shows it doing nothing; here it imports): download the template, choose a
 * CSV file, see its first rows, import; then the created and updated counts and each refused row
 * with its line and reasons. The file is read in the browser; the server checks every row.
 */
export function ImportDialog({ open, onClose }: ImportDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const save = useImportContacts();
  const { showError } = useErrorDialog();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<ContactImportResult | null>(null);

  const choose = async (file: File) => {
    setResult(null);
    setChosen(null);
    try {
      const parsed = await parseContactsFile(file);
      if (parsed.rows.length === 0) return setProblem(t('crm.import.noRows'));
      if (parsed.rows.length > CONTACT_IMPORT_MAX_ROWS) return setProblem(t('crm.import.tooManyRows', { max: CONTACT_IMPORT_MAX_ROWS }));
      setProblem(null);
      setChosen({ ...parsed, name: file.name });
    } catch (error) {
      setProblem(t('crm.import.unreadable', { reason: errorMessage(error) }));
    }
  };

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: { 'text/csv': ['.csv'] },
    multiple: false,
    disabled: save.isPending,
    onDrop: (accepted, refused) => {
      if (accepted[0]) void choose(accepted[0]);
      else if (refused.length) setProblem(t('crm.import.notCsv'));
    },
  });

  const submit = () => {
    if (!chosen) return;
    setProblem(null);
    save.mutate(chosen.rows, {
      onSuccess: (answer) => {
        setResult(answer);
        setChosen(null);
      },
      // Spec 3 §8: a failed call shows the error dialog with the server's text.
      onError: (error) => showError(error),
    });
  };

  const label = t('crm.import.chooseFile');
  return (
    <Dialog
      open={open}
      onClose={save.isPending ? undefined : onClose}
      fullWidth
      fullScreen={phone}
      maxWidth="md"
      aria-labelledby={`${id}-title`}
    >
      <DialogTitle id={`${id}-title`}>{t('crm.import.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{t('crm.import.help')}</DialogContentText>
          <Box>
            <Button startIcon={<DownloadIcon />} onClick={() => saveTextFile(templateCsv(), CONTACT_TEMPLATE_FILE)}>
              {t('crm.import.downloadTemplate')}
            </Button>
          </Box>
          <Box
            {...getRootProps({ role: 'button', 'aria-label': label })}
            sx={{
              border: 2,
              borderStyle: 'dashed',
              borderColor: isDragActive ? 'primary.main' : 'divider',
              bgcolor: isDragActive ? 'action.hover' : 'background.default',
              borderRadius: 2,
              p: 2,
              textAlign: 'center',
              cursor: 'pointer',
            }}
          >
            <input {...getInputProps({ name: 'contacts-file', 'aria-label': label })} />
            <UploadFileIcon color="action" />
            <Typography variant="body2">{label}</Typography>
          </Box>
          {problem && (
            <Alert severity="error" data-testid="import-problem">
              {problem}
            </Alert>
          )}
          {chosen && (
            <>
              <Typography variant="subtitle2">{t('crm.import.chosenFile', { name: chosen.name, count: chosen.rows.length })}</Typography>
              <ImportPreview columns={chosen.columns} rows={chosen.rows} />
            </>
          )}
          {result && <ImportResult result={result} />}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={save.isPending}>
          {t('crm.import.close')}
        </Button>
        <Button variant="contained" onClick={submit} disabled={!chosen || save.isPending}>
          {t('crm.import.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import type { ContactImportResult } from '@fieldops/contract';
import { Alert, AlertTitle, List, ListItem, ListItemText } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { importReasonTexts } from './import-reasons';

/** What an import did: the counts, then each refused row by line with its reasons, in the reader's language. */
export function ImportResult({ result }: { result: ContactImportResult }) {
  const { t } = useTranslation();
  return (
    <>
      <Alert severity={result.errors.length ? 'warning' : 'success'} data-testid="import-result">
        {t('crm.import.result', { created: result.created, updated: result.updated })}
      </Alert>
      {result.errors.length > 0 && (
        <Alert severity="error" data-testid="import-errors">
          <AlertTitle>{t('crm.import.errorsTitle', { count: result.errors.length })}</AlertTitle>
          <List dense disablePadding>
            {result.errors.map((e) => (
              <ListItem key={e.line} disableGutters sx={{ py: 0 }}>
                <ListItemText primary={t('crm.import.line', { line: e.line, messages: importReasonTexts(e).join(' · ') })} />
              </ListItem>
            ))}
          </List>
        </Alert>
      )}
    </>
  );
}

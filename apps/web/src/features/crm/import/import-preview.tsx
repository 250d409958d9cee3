import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Rows of a chosen file shown before it is imported. */
export const PREVIEW_ROWS = 5;

interface ImportPreviewProps {
  columns: readonly string[];
  rows: readonly Record<string, string>[];
}

/** The first rows of the chosen file under its own header, each with its line number. */
export function ImportPreview({ columns, rows }: ImportPreviewProps) {
  const { t } = useTranslation();
  const shown = rows.slice(0, PREVIEW_ROWS);
  const caption = t('crm.import.preview', { count: shown.length });
  return (
    <>
      <Typography variant="caption" color="text.secondary">
        {caption}
      </Typography>
      <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" aria-label={caption}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 600 }}>#</TableCell>
              {columns.map((c) => (
                <TableCell key={c} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {c}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((row, i) => (
              <TableRow key={i}>
                <TableCell>{i + 2}</TableCell>
                {columns.map((c) => (
                  <TableCell key={c} sx={{ whiteSpace: 'nowrap' }}>
                    {row[c] ?? ''}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}

import type { AdminListKey } from '@fieldops/contract';
import ArchiveIcon from '@mui/icons-material/ArchiveOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import { Alert, Box, Chip, IconButton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { useListValues, type ListValue } from '../api/list-api';
import { Hint } from '../../../components/hint';

interface ListTableProps {
  kind: AdminListKey;
  onRename: (value: ListValue) => void;
  onRetire: (value: ListValue) => void;
}

/**
 * The values of one list, active first then retired, by name. These lists are short and their
 * GETs answer whole arrays (the pickers' shape), so the table is not paged: the shared DataTable
 * pages on the server only.
 */
export function ListTable({ kind, onRename, onRetire }: ListTableProps) {
  const { t } = useTranslation();
  const values = useListValues(kind);
  const isDistrict = kind === 'district';
  const label = t(`settings.lists.${kind}.tab`);

  if (values.isError) return <Alert severity="error">{errorMessage(values.error)}</Alert>;
  if (values.isPending)
    return (
      <Typography sx={{ p: 3 }} color="text.secondary">
        {t('settings.loading')}
      </Typography>
    );
  if (values.data.length === 0)
    return (
      <Typography sx={{ p: 3 }} color="text.secondary">
        {t('settings.empty')}
      </Typography>
    );
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 600 }}>{t('settings.columns.name')}</TableCell>
            {isDistrict ? (
              <TableCell sx={{ fontWeight: 600 }}>{t('settings.columns.region')}</TableCell>
            ) : (
              <TableCell sx={{ fontWeight: 600 }}>{t('settings.columns.nameFr')}</TableCell>
            )}
            <TableCell sx={{ fontWeight: 600 }}>{t('settings.columns.status')}</TableCell>
            <TableCell sx={{ fontWeight: 600 }}>{t('settings.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {values.data.map((value) => (
            <TableRow key={value.id} hover data-retired={value.retired || undefined}>
              <TableCell sx={value.retired ? { color: 'text.secondary' } : undefined}>{value.name}</TableCell>
              {isDistrict ? (
                <TableCell>{value.region?.name}</TableCell>
              ) : (
                <TableCell lang="fr" sx={value.retired ? { color: 'text.secondary' } : undefined}>
                  {value.nameFr}
                </TableCell>
              )}
              <TableCell>
                {value.retired ? (
                  <Chip size="small" label={t('settings.retired')} />
                ) : (
                  <Chip size="small" color="success" variant="outlined" label={t('settings.active')} />
                )}
              </TableCell>
              <TableCell>
                {!value.retired && (
                  <Box sx={{ display: 'flex', gap: 0.5, whiteSpace: 'nowrap' }}>
                    <Hint title={t('settings.rename')}>
                      <IconButton size="small" aria-label={t('settings.renameItem', { name: value.name })} onClick={() => onRename(value)}>
                        <EditIcon fontSize="small" />
                      </IconButton>
                    </Hint>
                    <Hint title={t('settings.retire')}>
                      <IconButton
                        size="small"
                        color="error"
                        aria-label={t('settings.retireItem', { name: value.name })}
                        onClick={() => onRetire(value)}
                      >
                        <ArchiveIcon fontSize="small" />
                      </IconButton>
                    </Hint>
                  </Box>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

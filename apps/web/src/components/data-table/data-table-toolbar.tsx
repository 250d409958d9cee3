import DownloadIcon from '@mui/icons-material/Download';
import SearchIcon from '@mui/icons-material/Search';
import { Box, IconButton, InputAdornment, TextField, Toolbar, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorDialog } from '../error-dialog';
import { downloadFile } from '../../lib/download';
import { listQueryString, type ListFilters, type ListState } from './use-list-query';
import { Hint } from '../hint';

interface Props {
  title?: ReactNode;
  /** The title's heading level: 1 when it names the screen. */
  titleLevel?: 1 | 2;
  actions?: ReactNode;
  search: string;
  onSearch: (q: string) => void;
  searchPlaceholder?: string;
  csv?: { endpoint: string; fileName: string; state: ListState; filters: ListFilters };
}

/** Title, search box, CSV download of the whole filtered list, and the list's own actions. */
export function DataTableToolbar({ title, titleLevel = 2, actions, search, onSearch, searchPlaceholder, csv }: Props) {
  const { t } = useTranslation();
  const { showError } = useErrorDialog();
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    if (!csv || downloading) return;
    setDownloading(true);
    try {
      await downloadFile(`${csv.endpoint}${listQueryString(csv.state, csv.filters, { format: 'csv' })}`, csv.fileName);
    } catch (error) {
      showError(error);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Toolbar sx={{ gap: 1, flexWrap: 'wrap', py: 1 }}>
      {title && (
        <Typography variant="h6" component={`h${titleLevel}`} sx={{ flex: '1 1 auto' }}>
          {title}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', ml: 'auto' }}>
        <TextField
          size="small"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          placeholder={searchPlaceholder ?? t('table.typeToSearch')}
          sx={{ width: { xs: '100%', sm: 240 } }}
          slotProps={{
            htmlInput: { 'aria-label': t('table.search') },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        {csv && (
          <Hint title={t('table.downloadCsv')}>
            <span>
              {/* Busy, not disabled: a disabled button would drop the keyboard's focus to the page. */}
              <IconButton aria-label={t('table.downloadCsv')} onClick={download} aria-disabled={downloading} aria-busy={downloading}>
                <DownloadIcon />
              </IconButton>
            </span>
          </Hint>
        )}
        {actions}
      </Box>
    </Toolbar>
  );
}

import { ADMIN_LIST_KEYS, type AdminListKey } from '@fieldops/contract';
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Paper, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useErrorDialog } from '../../../components/error-dialog';
import { useNotify } from '../../../components/notification-bar';
import { useConfirm } from '../../../components/use-confirm';
import { useRetireValue, type ListValue } from '../api/list-api';
import { ListTable } from '../components/list-table';
import { ListValueDialog } from '../components/list-value-dialog';

interface Editing {
  key: number;
  open: boolean;
  value: ListValue | null;
}

const isListKey = (v: string | null): v is AdminListKey => ADMIN_LIST_KEYS.includes(v as AdminListKey);

/**
 * /settings/lists (admin, issue 12): one tab per list behind the forms — brands, trades, districts
 * (with their region), objective types, incomplete reasons, win types. Add New, rename, retire with
 * a confirmation; retired values stay listed (flagged) here and leave the pickers. The tab is in
 * the URL (?list=), so a reload keeps it.
 */
export function SettingsListsPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const { showError } = useErrorDialog();
  const retire = useRetireValue();
  const { confirm, dialog } = useConfirm();
  const [params, setParams] = useSearchParams();
  const requested = params.get('list');
  const kind: AdminListKey = isListKey(requested) ? requested : 'brand';
  const [editing, setEditing] = useState<Editing>({ key: 0, open: false, value: null });

  const openForm = (value: ListValue | null) => setEditing((e) => ({ key: e.key + 1, open: true, value }));

  const onRetire = async (value: ListValue) => {
    if (!(await confirm({ title: t(`settings.lists.${kind}.confirmRetire`, { name: value.name }), confirmLabel: t('settings.retire') })))
      return;
    retire.mutate(
      { kind, id: value.id },
      {
        onSuccess: () => notify({ message: t(`settings.lists.${kind}.retired`) }),
        onError: (error) => showError(error),
      },
    );
  };

  return (
    <Paper sx={{ p: { xs: 1, sm: 2 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {t('settings.title')}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => openForm(null)}>
          {t('settings.addNew')}
        </Button>
      </Box>
      <Tabs
        value={kind}
        onChange={(_event, next: AdminListKey) => setParams({ list: next }, { replace: true })}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 1 }}
      >
        {ADMIN_LIST_KEYS.map((key) => (
          <Tab key={key} value={key} label={t(`settings.lists.${key}.tab`)} />
        ))}
      </Tabs>
      <ListTable key={kind} kind={kind} onRename={openForm} onRetire={onRetire} />
      <ListValueDialog
        key={`${kind}-${editing.key}`}
        kind={kind}
        open={editing.open}
        value={editing.value}
        onClose={() => setEditing((e) => ({ ...e, open: false }))}
      />
      {dialog}
    </Paper>
  );
}

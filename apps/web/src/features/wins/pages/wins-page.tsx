import { canChangeWin, ROLE, type Win } from '@fieldops/contract';
import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, CircularProgress, Pagination, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useErrorDialog } from '../../../components/error-dialog';
import { useNotify } from '../../../components/notification-bar';
import { useConfirm } from '../../../components/use-confirm';
import { errorMessage } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/session-context';
import { NewsletterTabs } from '../../newsletters';
import { useApproveWin, useDeleteWin, useWinPage } from '../api/win-api';
import { WinCard } from '../components/win-card';
import { WinFormDialog } from '../components/win-form-dialog';

interface Editing {
  key: number;
  open: boolean;
  win: Win | null;
}

const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
};

/**
 * /wins (everyone, spec 3 §2): the wins feed in two columns (one on a phone), reached through the
 * Newsletter section. Anyone posts a win; admins approve; the author changes or deletes theirs
 * until it is approved, admins always. The page number lives in the URL.
 */
export function WinsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const admin = user.role === ROLE.admin;
  const notify = useNotify();
  const { showError } = useErrorDialog();
  const { confirm, dialog } = useConfirm();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const feed = useWinPage(page);
  const approve = useApproveWin();
  const remove = useDeleteWin();
  const [editing, setEditing] = useState<Editing>({ key: 0, open: false, win: null });
  const openForm = (win: Win | null) => setEditing((e) => ({ key: e.key + 1, open: true, win }));

  const onDelete = async (win: Win) => {
    if (!(await confirm({ title: t('wins.confirmDelete') }))) return;
    remove.mutate(win.id, {
      onSuccess: () => notify({ message: t('wins.deleted') }),
      onError: (error) => showError(error),
    });
  };
  const onApprove = (win: Win) => approve.mutate(win.id, { onError: (error) => showError(error) });

  const pages = feed.data ? Math.max(1, Math.ceil(feed.data.meta.total / feed.data.meta.perPage)) : 1;
  const busy = approve.isPending || remove.isPending;

  return (
    <>
      <NewsletterTabs />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {t('wins.title')}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => openForm(null)}>
          {t('wins.postWin')}
        </Button>
      </Stack>
      {feed.isPending && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={t('shell.loading')} />
        </Box>
      )}
      {feed.isError && <Alert severity="error">{errorMessage(feed.error)}</Alert>}
      {feed.data && feed.data.data.length === 0 && <Typography color="text.secondary">{t('wins.empty')}</Typography>}
      {feed.data && feed.data.data.length > 0 && (
        <Box
          role="feed"
          aria-label={t('wins.feed')}
          aria-busy={feed.isFetching}
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}
        >
          {feed.data.data.map((win) => {
            const changeable = canChangeWin(user, { approved: win.approved, authorId: win.user?.id ?? null });
            return (
              <WinCard
                key={win.id}
                win={win}
                busy={busy}
                onApprove={admin ? () => onApprove(win) : undefined}
                onEdit={changeable ? () => openForm(win) : undefined}
                onDelete={changeable ? () => void onDelete(win) : undefined}
              />
            );
          })}
        </Box>
      )}
      {pages > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Pagination count={pages} page={page} onChange={(_, next) => setParams(next === 1 ? {} : { page: String(next) })} />
        </Box>
      )}
      <WinFormDialog key={editing.key} open={editing.open} win={editing.win} onClose={() => setEditing((e) => ({ ...e, open: false }))} />
      {dialog}
    </>
  );
}

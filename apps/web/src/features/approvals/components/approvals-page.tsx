import type { ApproveItemResult, ResultKey, StoreObjective } from '@fieldops/contract';
import { Alert, Box, Button, Checkbox, FormControlLabel, Pagination, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useErrorDialog } from '../../../components/error-dialog';
import { LoadingLine } from '../../../components/loading-line';
import { useNotify } from '../../../components/notification-bar';
import { errorMessage } from '../../../lib/api-client';
import { formatCount } from '../../../lib/format';
import { useApproveResults } from '../api/approve-results';
import { APPROVALS_PER_PAGE, useApprovals } from '../api/get-approvals';
import { ApprovalCard } from './approval-card';
import { refusedReasons } from './refused-reasons';
import { ReopenDialog } from './reopen-dialog';

const keyOf = (r: ResultKey) => `${r.storeID}-${r.objectiveID}`;
/** The page number of the URL (?page=), 1 when missing or not a page. */
function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1);
  const setPage = (next: number) => setParams(next > 1 ? { page: String(next) } : {}, { replace: true });
  return [page, setPage];
}

/**
 * Whether the focus is lost, or about to be: on the page's body, or still on a disabled button (a
 * browser moves the focus off a disabled element only at its next frame, after the page's effects
 * when a write was answered within one).
 */
function focusIsLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || (active instanceof HTMLButtonElement && active.disabled);
}

/**
 * Gives the focus to `target()` when it is lost, now and at every frame for a second after: it can
 * be lost after the page's last render (a disabled button's focus is moved off at the browser's
 * next frame; a reload of the list can take a card away), and nothing renders then to notice.
 * A focus the user has put elsewhere meanwhile is left where it is.
 */
function keepFocusFound(target: () => HTMLElement | null | undefined): void {
  const end = performance.now() + 1000;
  const check = () => {
    if (focusIsLost()) target()?.focus();
    if (performance.now() < end) requestAnimationFrame(check);
  };
  check();
}

/**
 * /approvals (DESIGN §4 "Field work"): the Completed results of the caller's area, oldest first,
 * with comments, photos and answers; approve one or a selection in one call, or reopen one with a
 * comment. Approved results leave the list; refused ones stay with the server's message.
 */
export function ApprovalsPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const { showError } = useErrorDialog();
  const [page, setPage] = usePageParam();
  const queue = useApprovals(page);
  const approve = useApproveResults();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [refusals, setRefusals] = useState<ReadonlyMap<string, string>>(new Map());
  const [reopening, setReopening] = useState<StoreObjective | null>(null);
  const items = queue.data?.data ?? [];
  const total = queue.data?.meta.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / APPROVALS_PER_PAGE));
  const onPage = items.filter((item) => selected.has(keyOf(item)));
  const allSelected = items.length > 0 && onPage.length === items.length;
  // Approvals that empty the last page turn it back to the one before (below); until that page is
  // shown, the list is empty for a moment and the focus's moves below wait for it.
  const lastPage = queue.data ? pages : page;
  const turningBack = page > lastPage;

  // Approve or Reopen on a card takes the card (and the focus, which its disabled buttons lose
  // meanwhile) out of the list: once the list is back and the Reopen dialog closed, the focus goes
  // to the next card, the one before when it was the last (the last of the page before when it was
  // the last page's only one), or the page's heading when none is left.
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLUListElement>(null);
  // `started` once the write (or the Reopen dialog) is seen under way: a render before it (the list
  // reloading meanwhile) must not take the focus's move for done while the card still holds it.
  const focusAfter = useRef<{ key: string; order: string[]; started: boolean } | null>(null);
  const leave = (item: StoreObjective) => {
    focusAfter.current = { key: keyOf(item), order: items.map(keyOf), started: false };
  };
  // 'Approve (n)' is disabled while it sends and stays so once its cards are gone: it hands the
  // focus to 'Select all' as it is pressed, before it is disabled (a disabled button loses the focus
  // at a frame of the browser's choosing). When the page's cards all leave, 'Select all' goes too
  // for a moment: the focus goes back to it once the page before is shown, or to the heading when
  // no card is left, once the write and the list's reload are over: `focusAfterBulk` is
  // 'asked' at the click, 'sending' once the write is seen under way (a render in between, the list
  // reloading, is not the end of it).
  const selectAll = useRef<HTMLInputElement>(null);
  const focusAfterBulk = useRef<'asked' | 'sending' | null>(null);
  useEffect(() => {
    if (!focusAfterBulk.current) return;
    if (approve.isPending || queue.isFetching || turningBack) {
      focusAfterBulk.current = 'sending';
      return;
    }
    if (focusAfterBulk.current === 'asked') return;
    focusAfterBulk.current = null;
    keepFocusFound(() => selectAll.current ?? heading.current);
  });
  useEffect(() => {
    const pending = focusAfter.current;
    if (!pending) return;
    if (reopening || approve.isPending || queue.isFetching || turningBack) {
      pending.started = true;
      return;
    }
    if (!pending.started) return;
    focusAfter.current = null;
    const keys = items.map(keyOf);
    const here = new Set(keys);
    // The list's items are the cards, in the order of `items`.
    const cardOf = (key: string) => list.current?.children.item(keys.indexOf(key)) as HTMLElement | null | undefined;
    if (here.has(pending.key)) {
      // Still waiting (refused, or the dialog cancelled): the card keeps the focus if it lost it.
      if (focusIsLost()) cardOf(pending.key)?.focus();
      return;
    }
    const at = pending.order.indexOf(pending.key);
    const next =
      pending.order.slice(at + 1).find((key) => here.has(key)) ??
      pending.order
        .slice(0, at)
        .reverse()
        .find((key) => here.has(key));
    // The page before, shown once this one was emptied, ends with the card before it.
    const target = next ? cardOf(next) : keys.length > 0 ? cardOf(keys.at(-1)!) : heading.current;
    target?.focus();
  });

  // The last page emptied by approvals: show the one before it.
  useEffect(() => {
    if (turningBack) setPage(lastPage);
  });

  const select = (keys: string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const key of keys) {
        if (on) next.add(key);
        else next.delete(key);
      }
      return next;
    });

  const send = async (targets: readonly StoreObjective[]) => {
    let answers: ApproveItemResult[];
    try {
      answers = await approve.mutateAsync({ items: targets.map(({ storeID, objectiveID }) => ({ storeID, objectiveID })) });
    } catch (error) {
      showError(error);
      return;
    }
    const refused = answers.filter((a) => !a.ok);
    setRefusals((current) => {
      const next = new Map(current);
      for (const a of answers) {
        if (a.ok) next.delete(keyOf(a));
        else next.set(keyOf(a), a.message);
      }
      return next;
    });
    select(answers.filter((a) => a.ok).map(keyOf), false);
    const approved = answers.length - refused.length;
    if (refused.length === 0) notify({ message: t('approvals.approved', { count: approved }) });
    else
      notify({
        message: t('approvals.partlyApproved', { approved, refused: refused.length, reasons: refusedReasons(refused) }),
        severity: approved ? 'warning' : 'error',
      });
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 960 }}>
      <Box>
        <Typography ref={heading} variant="h5" component="h1" tabIndex={-1} sx={{ '&:focus': { outline: 'none' } }}>
          {t('approvals.title')}
        </Typography>
        {queue.data && (
          <Typography variant="body2" color="text.secondary" data-testid="approvals-count">
            {t('approvals.waiting', { count: total, total: formatCount(total) })}
          </Typography>
        )}
      </Box>
      {queue.isPending && <LoadingLine />}
      {queue.isError && <Alert severity="error">{errorMessage(queue.error)}</Alert>}
      {queue.data && items.length === 0 && (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography color="text.secondary">{t('approvals.empty')}</Typography>
        </Paper>
      )}
      {items.length > 0 && (
        <>
          <Paper
            variant="outlined"
            // Stays under the top bar so 'Approve (n)' is at hand while scrolling the results.
            sx={{
              position: 'sticky',
              top: { xs: 56, sm: 64 },
              zIndex: 2,
              px: 2,
              py: 1,
              display: 'flex',
              flexWrap: 'wrap',
              gap: 1,
              alignItems: 'center',
              justifyContent: 'space-between',
            }}
          >
            <FormControlLabel
              label={t('approvals.selectAll')}
              control={
                <Checkbox
                  inputRef={selectAll}
                  checked={allSelected}
                  indeterminate={onPage.length > 0 && !allSelected}
                  onChange={(e) => select(items.map(keyOf), e.target.checked)}
                />
              }
            />
            <Button
              variant="contained"
              disabled={onPage.length === 0 || approve.isPending}
              onClick={() => {
                focusAfterBulk.current = 'asked';
                selectAll.current?.focus();
                void send(onPage);
              }}
            >
              {t('approvals.approveSelected', { count: onPage.length })}
            </Button>
          </Paper>
          <Stack ref={list} component="ul" spacing={2} aria-label={t('approvals.listLabel')} sx={{ m: 0, p: 0 }}>
            {items.map((item) => (
              <ApprovalCard
                key={keyOf(item)}
                item={item}
                selected={selected.has(keyOf(item))}
                refusal={refusals.get(keyOf(item))}
                busy={approve.isPending}
                onSelect={(on) => select([keyOf(item)], on)}
                onApprove={() => {
                  leave(item);
                  void send([item]);
                }}
                onReopen={() => {
                  leave(item);
                  setReopening(item);
                }}
              />
            ))}
          </Stack>
        </>
      )}
      {pages > 1 && (
        <Pagination
          count={pages}
          page={Math.min(page, pages)}
          onChange={(_e, next) => setPage(next)}
          sx={{ alignSelf: 'center' }}
          siblingCount={0}
        />
      )}
      <ReopenDialog item={reopening} onClose={() => setReopening(null)} />
    </Stack>
  );
}

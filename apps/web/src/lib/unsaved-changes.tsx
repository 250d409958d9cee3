import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { seeHistoryMovesFirst } from './history-moves';
import { BrowserConfirm } from '../components/browser-dialogs';
import { lazyExport } from './lazy-export';

/** The confirm dialog, loaded when first asked: the frame of every page does without it. */
const ConfirmDialog = lazyExport(() => import('../components/confirm-dialog'), 'ConfirmDialog', BrowserConfirm);

/** The forms on screen with changes not saved yet. */
const dirtyForms = new Set<symbol>();
/** Asks the user whether to leave them (UnsavedChangesGuard's dialog); absent, leaving is allowed. */
let askToLeave: (() => Promise<boolean>) | undefined;

/** True when nothing is unsaved or the user chose to discard it. */
export const mayLeave = (): Promise<boolean> => (dirtyForms.size === 0 || !askToLeave ? Promise.resolve(true) : askToLeave());

/**
 * Marks a form as holding changes not saved while `dirty` (react-hook-form's `isDirty`): leaving
 * the page by a link, the menu, the browser's back or forward button or signing out then asks
 * first, and so do a reload or closing the tab (the browser's own question).
 */
export function useUnsavedChanges(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const form = Symbol('form');
    dirtyForms.add(form);
    return () => void dirtyForms.delete(form);
  }, [dirty]);
}

/** `action` once the user may leave (nothing unsaved, or they chose to discard it): a dialog's onClose. */
export const leaveThen =
  (action: () => void): (() => void) =>
  () =>
    void mayLeave().then((leave) => leave && action());

/**
 * A form dialog's onClose for Escape and a click outside, when the form is in the dialog's own
 * component: closes at once when nothing was typed, else asks first. The dialog's Cancel button
 * closes without asking (the user said so).
 */
export function useGuardedClose(dirty: boolean, onClose: () => void): () => void {
  useUnsavedChanges(dirty);
  return dirty ? leaveThen(onClose) : onClose;
}

/** A click that would open another page of the app in this tab: its path, else null. */
function inAppTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return url.pathname + url.search + url.hash;
}

/** The router's place of the current entry in the tab's history (react-router keeps it as `idx`). */
const historyIndex = (): number | undefined => {
  const index = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof index === 'number' ? index : undefined;
};

/**
 * Holds the browser's back and forward buttons while a form has unsaved changes, as react-router's
 * own blocker does: the move is undone before the router sees it (history-moves.ts), the question
 * is asked, and the move made again if the user discards.
 * `shownIndex` is the history entry of the page on screen. Returns the listener's removal.
 */
function holdHistoryMoves(shownIndex: () => number | undefined): () => void {
  /** The next popstate is ours: undoing the user's move (swallowed) or making it after all (let through). */
  let next: 'undo' | 'leave' | null = null;
  const onPopState = (event: PopStateEvent) => {
    const ours = next;
    next = null;
    if (ours === 'leave') return;
    if (ours === 'undo') {
      event.stopImmediatePropagation();
      return;
    }
    const from = shownIndex();
    const to = historyIndex();
    if (dirtyForms.size === 0 || from === undefined || to === undefined || from === to) return;
    event.stopImmediatePropagation();
    next = 'undo';
    window.history.go(from - to);
    void mayLeave().then((leave) => {
      if (!leave) return;
      next = 'leave';
      window.history.go(to - from);
    });
  };
  return seeHistoryMovesFirst(onPopState);
}

/**
 * Once in the signed-in frame: asks before a link, the menu or the browser's back and forward
 * buttons leave a page whose form has unsaved changes (the move is held before the router sees
 * it, then made if the user discards them), and has the browser ask before a reload or closing
 * the tab.
 */
export function UnsavedChangesGuard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  /** The pending question's answer, while the dialog is up. */
  const [answer, setAnswer] = useState<((leave: boolean) => void) | null>(null);
  /** The history entry of the page on screen: where a held back or forward move returns to. */
  const shownIndex = useRef<number | undefined>(undefined);

  useEffect(() => {
    shownIndex.current = historyIndex();
  }, [location]);

  useEffect(() => holdHistoryMoves(() => shownIndex.current), []);

  useEffect(() => {
    askToLeave = () => new Promise<boolean>((resolve) => setAnswer(() => resolve));
    const onClick = (event: MouseEvent) => {
      if (dirtyForms.size === 0) return;
      const to = inAppTarget(event);
      if (to === null) return;
      event.preventDefault();
      event.stopPropagation();
      void mayLeave().then((leave) => leave && navigate(to));
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (dirtyForms.size > 0) event.preventDefault();
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      askToLeave = undefined;
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [navigate]);

  if (!answer) return null;
  const reply = (leave: boolean) => {
    setAnswer(null);
    answer(leave);
  };
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        open
        title={t('common.discardTitle')}
        text={t('common.discardText')}
        confirmLabel={t('common.discard')}
        cancelLabel={t('common.keepEditing')}
        onConfirm={() => reply(true)}
        onCancel={() => reply(false)}
      />
    </Suspense>
  );
}

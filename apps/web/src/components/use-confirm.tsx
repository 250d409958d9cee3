import { Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { lazyExport } from '../lib/lazy-export';
import { BrowserConfirm } from './browser-dialogs';
import type { ConfirmDialogProps } from './confirm-dialog';

const ConfirmDialog = lazyExport(() => import('./confirm-dialog'), 'ConfirmDialog', BrowserConfirm);

export type ConfirmOptions = Pick<ConfirmDialogProps, 'title' | 'text' | 'confirmLabel' | 'cancelLabel'>;

/**
 * The confirm dialog as a promise: `if (await confirm({ title })) …`. Resolves true on the
 * confirm button, false on cancel, Escape or a click outside. Render `dialog` once. The dialog's
 * code loads when it is first asked for (the shell's Logout uses it: every screen would carry it).
 */
export function useConfirm(): { confirm: (options: ConfirmOptions) => Promise<boolean>; dialog: ReactNode } {
  const [state, setState] = useState<{ asked: boolean; open: boolean; options: ConfirmOptions }>({
    asked: false,
    open: false,
    options: { title: '' },
  });
  const resolver = useRef<((answer: boolean) => void) | null>(null);

  const confirm = useCallback((options: ConfirmOptions) => {
    resolver.current?.(false);
    setState({ asked: true, open: true, options });
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const answer = (value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setState((s) => ({ ...s, open: false }));
  };

  // Kept mounted once asked for, so it closes with its transition and opens again at once.
  const dialog = state.asked && (
    <Suspense fallback={null}>
      <ConfirmDialog open={state.open} {...state.options} onConfirm={() => answer(true)} onCancel={() => answer(false)} />
    </Suspense>
  );
  return { confirm, dialog };
}

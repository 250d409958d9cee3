import { useCallback, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

export type ConfirmOptions = Pick<ConfirmDialogProps, 'title' | 'text' | 'confirmLabel' | 'cancelLabel'>;

/**
 * The confirm dialog as a promise: `if (await confirm({ title })) …`. Resolves true on the
 * confirm button, false on cancel, Escape or a click outside. Render `dialog` once.
 */
export function useConfirm(): { confirm: (options: ConfirmOptions) => Promise<boolean>; dialog: ReactNode } {
  const [state, setState] = useState<{ open: boolean; options: ConfirmOptions }>({ open: false, options: { title: '' } });
  const resolver = useRef<((answer: boolean) => void) | null>(null);

  const confirm = useCallback((options: ConfirmOptions) => {
    resolver.current?.(false);
    setState({ open: true, options });
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const answer = (value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setState((s) => ({ ...s, open: false }));
  };

  const dialog = <ConfirmDialog open={state.open} {...state.options} onConfirm={() => answer(true)} onCancel={() => answer(false)} />;
  return { confirm, dialog };
}

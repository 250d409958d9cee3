import { cloneElement, Suspense, useEffect, useState, type FocusEvent, type PointerEvent, type ReactElement } from 'react';
import { lazyExport } from '../lib/lazy-export';

/** MUI's Tooltip and its Popper load when a first hint shows, not with every screen that has one. */
const HintTooltip = lazyExport(
  () => import('./hint-tooltip'),
  'HintTooltip',
  () => null,
);

interface HintProps {
  /** The hint's text. It adds nothing to the child's accessible name: give the child its own (aria-label). */
  title: string;
  /** One element that takes pointer and focus listeners: an icon button, or a span around a disabled one. */
  children: ReactElement<ChildListeners>;
}

interface ChildListeners {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

/**
 * A tooltip on an icon button, shown while a mouse points at it or the keyboard's focus is on it:
 * MUI's Tooltip (the theme's look, Escape to dismiss, the pointer may move onto it), built only
 * while shown, its code loaded when a first hint shows. A Tooltip mounted with its button keeps the button's node in state, set as they
 * mount: every one of them renders twice as a screen appears (a list's edit and delete buttons,
 * a hundred on a page), and that update runs the screen's pending effects in the task of its first
 * render (the top bar's: the shell's requests and subscriptions, on a phone's first load).
 */
export function Hint({ title, children }: HintProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The pointer's move from the button onto the open hint: a leave followed, within a moment, by an enter.
  const [closing] = useState(() => new Timer());
  useEffect(() => () => closing.clear(), [closing]);
  const show = (element: HTMLElement) => {
    closing.clear();
    setAnchor(element);
  };
  const hide = () => closing.start(() => setAnchor(null), LEAVE_MS);
  const own = children.props;
  return (
    <>
      {cloneElement(children, {
        onPointerEnter: (event) => {
          own.onPointerEnter?.(event);
          // A touch would leave the hint over the screen: a phone shows none, as MUI shows one only on a long press.
          if (event.pointerType === 'mouse') show(event.currentTarget);
        },
        onPointerLeave: (event) => {
          own.onPointerLeave?.(event);
          hide();
        },
        onFocus: (event) => {
          own.onFocus?.(event);
          if (event.target.matches(':focus-visible')) show(event.currentTarget);
        },
        onBlur: (event) => {
          own.onBlur?.(event);
          setAnchor(null);
        },
      })}
      {anchor && (
        <Suspense fallback={null}>
          <HintTooltip
            title={title}
            anchor={anchor}
            // Escape closes it at once (onClose); the pointer may move onto it and stay there.
            onClose={(event) => (event.type === 'keydown' ? setAnchor(null) : hide())}
            onPointerEnter={() => closing.clear()}
            onPointerLeave={hide}
          />
        </Suspense>
      )}
    </>
  );
}

/** How long the hint stays after the pointer left the button: time to move onto it. */
const LEAVE_MS = 100;

/** One pending timeout at a time. */
class Timer {
  private id: ReturnType<typeof setTimeout> | undefined;
  start(run: () => void, ms: number) {
    this.clear();
    this.id = setTimeout(run, ms);
  }
  clear() {
    clearTimeout(this.id);
  }
}

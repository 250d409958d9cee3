/**
 * The browser's back and forward buttons, seen before the router sees them: the one popstate
 * listener added ahead of react-router's (main.tsx adds it before the app renders; listeners run
 * in the order they were added, and a capturing one does not run earlier on the window), so a
 * holder may stop a move from reaching the router (unsaved-changes.tsx).
 */
let holder: ((event: PopStateEvent) => void) | undefined;

/** Called once by main.tsx, before the router starts listening. */
export function listenToHistoryMoves(): void {
  window.addEventListener('popstate', (event) => holder?.(event));
}

/** Lets `hold` see each back or forward move first (it calls stopImmediatePropagation to hold one). Returns its removal. */
export function seeHistoryMovesFirst(hold: (event: PopStateEvent) => void): () => void {
  holder = hold;
  return () => {
    if (holder === hold) holder = undefined;
  };
}

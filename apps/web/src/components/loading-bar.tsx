import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { BusyBar } from './busy-bar';

/** A thin bar across the top of the window while any request is in progress. */
export function LoadingBar() {
  const busy = useIsFetching() + useIsMutating() > 0;
  return busy ? <BusyBar /> : null;
}

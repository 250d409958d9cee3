import type { Quicklink } from '@fieldops/contract';

/** What opening a quicklink opens: its URL, or its PDF (served inline, so the browser shows it). */
export const quicklinkTarget = (quicklink: Quicklink): string | null =>
  quicklink.isUrl === 1 ? quicklink.url : (quicklink.files[0]?.fileURL ?? null);

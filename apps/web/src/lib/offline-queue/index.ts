export { clearRuntimeCaches } from './cache-names';
export { followBrowserNetworkState } from './network-state';
export { OfflineBar } from './offline-bar';
export { isQueuedId, queuedRef } from './placeholders';
export {
  discardChange,
  flushQueue,
  forgetQueuedFile,
  queuedFile,
  queuedId,
  sendUpload,
  sendWrite,
  sentIdOf,
  type UploadOutcome,
  type WaitingChange,
  type WriteOutcome,
  type WriteRequest,
} from './queue';
export { useOfflineQueue, useWaitingChange, type OfflineQueueState } from './use-offline-queue';

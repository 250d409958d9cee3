/**
 * The service worker's runtime caches (apps/web/vite.config.ts): the rep's reads and the uploaded
 * photos. They hold what a signed-in user was allowed to read, so sign-out deletes them.
 */
export const API_CACHE = 'fieldops-api';
export const UPLOADS_CACHE = 'fieldops-uploads';

/** Deletes the runtime caches (sign-out): the next user cannot read the last one's data offline. */
export async function clearRuntimeCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all([API_CACHE, UPLOADS_CACHE].map((name) => caches.delete(name)));
}

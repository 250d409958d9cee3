import { z } from 'zod';

/** A record's version (../record-version.ts): opaque text. */
export const recordVersionSchema = z.string();
/** The write's `If-Match` header, documented on the routes that take it. */
export const ifMatchHeadersSchema = z.object({ 'if-match': z.string().max(40).optional() });

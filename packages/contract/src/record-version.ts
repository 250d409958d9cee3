/**
 * Edits that would overwrite another's (two admins on the same store): a record's `version`
 * changes with every write of it. A form sends the version it was opened on as `If-Match`; when
 * the record has changed since, the write is refused with 409 CHANGED_SINCE and changes nothing,
 * and the form offers to save over it (the same write without `If-Match`). Without zod: the
 * sign-in page's API client reads it.
 */
export const IF_MATCH_HEADER = 'If-Match';

/**
 * Writes sent again after a lost answer (DESIGN §4 "Field work"): a POST, PUT or DELETE that carries
 * this header is applied once per signed-in user and key; a retry answers what the first answered,
 * with `Idempotent-Replayed: true`.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
/** A key: 1–200 visible ASCII characters (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;
/** How long the server remembers a key and its answer. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

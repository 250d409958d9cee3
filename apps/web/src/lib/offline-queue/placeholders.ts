/**
 * A write queued without signal has no server id yet, but later writes may need it: the photo a
 * result update attaches, the visit a check-out closes. They name it by a placeholder that is
 * replaced by the real id when the earlier write has been sent.
 *
 * Two forms, for the two places an id goes:
 * - in a path or a text, the string `@queued:<key>` (`queuedRef`): replaced inside any string; a
 *   string that is nothing but the placeholder becomes the id itself (a number stays a number);
 * - where the contract wants a number (file ids of `images` and photo answers), a number above
 *   QUEUED_ID_BASE (`queuedId`): the queue's sequence number of the write, so the client's zod
 *   schemas (positive int ≤ MAX_ID) accept it before it is queued. Real ids (serial int4) never
 *   reach that range in practice, and only numbers naming a write of this queue are replaced.
 */
export const QUEUED_ID_BASE = 2_000_000_000;
const REF_PREFIX = '@queued:';
const REF_PATTERN = /@queued:([\w-]+)/g;
const WHOLE_REF = /^@queued:([\w-]+)$/;

/** The placeholder string of the id the write `key` will get. */
export const queuedRef = (key: string): string => `${REF_PREFIX}${key}`;

/** The numeric placeholder of the write with sequence number `seq`. */
export const placeholderIdOf = (seq: number): number => QUEUED_ID_BASE + seq;

/** Whether an id is a numeric placeholder (a file not sent yet). */
export const isQueuedId = (id: number): boolean => Number.isInteger(id) && id > QUEUED_ID_BASE;

/** The sequence number a numeric placeholder stands for. */
export const seqOfPlaceholder = (id: number): number => id - QUEUED_ID_BASE;

/** What a placeholder points at: a write by key (string form) or by sequence number (numeric form). */
export type PlaceholderTarget = { key: string } | { seq: number };

/** Every placeholder in a value (deeply: strings, numbers, arrays, plain objects). */
export function placeholdersIn(value: unknown): PlaceholderTarget[] {
  const found: PlaceholderTarget[] = [];
  walk(value, (leaf) => {
    if (typeof leaf === 'string') for (const match of leaf.matchAll(REF_PATTERN)) found.push({ key: match[1] });
    else if (typeof leaf === 'number' && isQueuedId(leaf)) found.push({ seq: seqOfPlaceholder(leaf) });
    return leaf;
  });
  return found;
}

/**
 * The value with every placeholder replaced by the id `idOf` gives for it; a placeholder it does
 * not know (undefined) is left as it is.
 */
export function replacePlaceholders<T>(value: T, idOf: (target: PlaceholderTarget) => number | string | undefined): T {
  return walk(value, (leaf) => {
    if (typeof leaf === 'string') {
      const whole = WHOLE_REF.exec(leaf);
      if (whole) return idOf({ key: whole[1] }) ?? leaf;
      return leaf.replace(REF_PATTERN, (text, key: string) => {
        const id = idOf({ key });
        return id === undefined ? text : encodeURIComponent(String(id));
      });
    }
    if (typeof leaf === 'number' && isQueuedId(leaf)) {
      const id = idOf({ seq: seqOfPlaceholder(leaf) });
      return typeof id === 'number' ? id : leaf;
    }
    return leaf;
  }) as T;
}

/**
 * The value without the numeric placeholders of `seqs` where they are items of a list (the photos
 * of a result): what is left to send when those files will never have an id.
 */
export function leaveOutOfLists<T>(value: T, seqs: ReadonlySet<number>): T {
  const named = (v: unknown) => typeof v === 'number' && isQueuedId(v) && seqs.has(seqOfPlaceholder(v));
  const strip = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.filter((item) => !named(item)).map(strip);
    if (isPlainObject(v)) return Object.fromEntries(Object.entries(v).map(([k, item]) => [k, strip(item)]));
    return v;
  };
  return strip(value) as T;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

function walk(value: unknown, leaf: (value: unknown) => unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => walk(v, leaf));
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, leaf)]));
  return leaf(value);
}

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { API_BASE, NEWSLETTER_TYPES, type NewsletterType } from '@fieldops/contract';
import type { Config } from '../../config.js';

/**
 * The one-click unsubscribe link of a subscriber e-mail (Canada's anti-spam law): it works without
 * signing in, so the token carries its own proof — the contact id and subscription type, signed
 * with HMAC-SHA256 under a server secret. It never expires (the law asks the link to keep working
 * for 60 days at least; a subscription re-added later is cancelled by the same link, as expected).
 */
const SIG_LENGTH = 43; // base64url of 32 bytes
const TOKEN = new RegExp(`^(\\d{1,10})\\.(${NEWSLETTER_TYPES.join('|')})\\.([A-Za-z0-9_-]{${SIG_LENGTH}})$`);
const UNSUBSCRIBE_PATH = `${API_BASE}/contact/unsubscribe/`;

const signature = (secret: string, contactId: number, type: string) =>
  createHmac('sha256', secret).update(`unsubscribe:${contactId}:${type}`).digest('base64url');

const secrets = new Map<string, string>();

/**
 * UNSUBSCRIBE_SECRET when configured (several servers must share it), else one generated once and
 * kept in DATA_DIR, so links in mails already sent keep working after a restart.
 */
export function unsubscribeSecret(config: Pick<Config, 'dataDir' | 'unsubscribeSecret'>): string {
  if (config.unsubscribeSecret) return config.unsubscribeSecret;
  const file = path.join(config.dataDir, 'unsubscribe-secret');
  let secret = secrets.get(file);
  if (secret) return secret;
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  secret = fs.readFileSync(file, 'utf8').trim();
  secrets.set(file, secret);
  return secret;
}

export const unsubscribeToken = (secret: string, contactId: number, type: NewsletterType) =>
  `${contactId}.${type}.${signature(secret, contactId, type)}`;

export const unsubscribeUrl = (config: Pick<Config, 'publicUrl'>, token: string) => `${config.publicUrl}${UNSUBSCRIBE_PATH}${token}`;

/** The contact and type a token names, or null when it is malformed or its signature does not match. */
export function readUnsubscribeToken(secret: string, token: string): { contactId: number; type: NewsletterType } | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const contactId = Number(match[1]);
  const type = match[2] as NewsletterType;
  const expected = Buffer.from(signature(secret, contactId, type));
  const given = Buffer.from(match[3]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? { contactId, type } : null;
}

/** The unsubscribe link a subscriber mail's text carries, for its List-Unsubscribe header. */
export function unsubscribeLinkIn(text: string): string | null {
  const at = text.indexOf(UNSUBSCRIBE_PATH);
  if (at < 0) return null;
  const lineEnd = text.indexOf('\n', at);
  const line = text.slice(text.lastIndexOf('\n', at) + 1, lineEnd < 0 ? undefined : lineEnd).trim();
  return /^https?:\/\/\S+$/.test(line) ? line : null;
}

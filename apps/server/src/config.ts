import { isIP } from 'node:net';
import path from 'node:path';
import { CHECKIN_RADIUS_M, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, VISIT_MAX_HOURS } from '@fieldops/contract';
import { z } from 'zod';

const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

/** The names proxy-addr knows for the private ranges, besides addresses and CIDR blocks. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(value: string): boolean {
  if (PROXY_RANGE_NAMES.includes(value)) return true;
  const [address, prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

/**
 * The proxies whose X-Forwarded-For is believed, as addresses or CIDR blocks. Neither a hop count
 * nor 'true' is taken: both believe whoever connects directly, so a client that reaches the server
 * without the proxy could name any address it likes and walk around the per-client limit.
 */
const trustProxySchema = z
  .string()
  .transform((v) => (v.trim() === 'false' ? [] : v.split(',').map((part) => part.trim())))
  .refine((list) => list.every(isProxyAddress), {
    error:
      "TRUST_PROXY must list the proxies' addresses or CIDR blocks, e.g. 10.0.0.5 or 10.0.0.0/8,loopback (a hop count or true would trust any client)",
  });

const envSchema = z.object({
  PORT: z.coerce.number({ error: 'PORT must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Fieldops <no-reply@fieldops.local>'),
  PUBLIC_URL: z.url('PUBLIC_URL must be a URL such as https://fieldops.example.com').optional(),
  DEMO_DATA: flag.default(true),
  ADMIN_EMAIL: z.email('ADMIN_EMAIL must be an e-mail address').optional(),
  ADMIN_PASSWORD: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `ADMIN_PASSWORD must have at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `ADMIN_PASSWORD can have at most ${PASSWORD_MAX_LENGTH} characters`)
    .optional(),
  TZ_ORG: z.string().default('America/Toronto'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Sign-in and reset attempts allowed per client and minute. */
  AUTH_RATE_LIMIT: z.coerce.number({ error: 'AUTH_RATE_LIMIT must be a number' }).int().min(1).default(10),
  TRUST_PROXY: trustProxySchema.optional(),
  WEB_DIST: z.string().optional(),
  /** Geo tracking's map tiles, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png; unset: markers on a plain background. */
  MAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/.*\{z\}.*\{x\}.*\{y\}/, 'MAP_TILE_URL must be an http(s) URL with {z}, {x} and {y}')
    .optional(),
  /** DESIGN §4 "Field work": a check-in within this many metres (plus the phone's accuracy) is verified. */
  CHECKIN_RADIUS_M: z.coerce
    .number({ error: 'CHECKIN_RADIUS_M must be a number of metres' })
    .int('CHECKIN_RADIUS_M must be a whole number of metres')
    .min(1, 'CHECKIN_RADIUS_M must be at least 1 metre')
    .max(100_000, 'CHECKIN_RADIUS_M can be at most 100000 metres')
    .default(CHECKIN_RADIUS_M),
  /** A visit left open longer than this many hours is closed by the server as forced. */
  VISIT_MAX_HOURS: z.coerce
    .number({ error: 'VISIT_MAX_HOURS must be a number of hours' })
    .positive('VISIT_MAX_HOURS must be more than 0 hours')
    .max(24, 'VISIT_MAX_HOURS can be at most 24 hours')
    .default(VISIT_MAX_HOURS),
  /** Signs the unsubscribe links of subscriber e-mails; unset: one is generated and kept in DATA_DIR. */
  UNSUBSCRIBE_SECRET: z.string().min(32, 'UNSUBSCRIBE_SECRET must have at least 32 characters').optional(),
  /** Seconds between two rounds of the mail outbox; 0 stops the job (tests drive it themselves). */
  MAIL_OUTBOX_EVERY_S: z.coerce.number({ error: 'MAIL_OUTBOX_EVERY_S must be a number of seconds' }).int().min(0).max(3600).default(15),
  /** Bearer token of GET /metrics; unset: no metrics endpoint. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must have at least 16 characters').optional(),
  /** Files in this S3-compatible bucket instead of DATA_DIR/uploads (storage/s3-storage.ts). */
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET must be a bucket name (3-63 of a-z 0-9 . -), not a URL')
    .optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'S3_ENDPOINT must be an http(s) URL such as https://s3.example.com' }).optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'S3_REGION must be a region name such as us-east-1')
    .optional(),
  S3_FORCE_PATH_STYLE: flag.optional(),
  AWS_REGION: z.string().optional(),
  AWS_ACCESS_KEY_ID: z.string().optional(),
  AWS_SECRET_ACCESS_KEY: z.string().optional(),
  AWS_SESSION_TOKEN: z.string().optional(),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  publicUrl: string;
  demoData: boolean;
  adminEmail?: string;
  adminPassword?: string;
  tzOrg: string;
  logLevel: string;
  authRateLimit: number;
  /** Proxies whose X-Forwarded-For gives the client address; none by default. */
  trustProxy: string[];
  webDist: string;
  /** Tile URL template of the geo map; null: no tiles. */
  mapTileUrl: string | null;
  /** Metres from a store within which a check-in is verified (plus the reported accuracy). */
  checkinRadiusM: number;
  /** Hours after which an open visit is closed by the server, marked forced. */
  visitMaxHours: number;
  unsubscribeSecret?: string;
  mailOutboxEverySeconds: number;
  /** Bearer token of GET /metrics; unset: the endpoint answers 404. */
  metricsToken?: string;
  /** The bucket that holds the files; null: DATA_DIR/uploads. */
  s3: S3Config | null;
}

export interface S3Config {
  bucket: string;
  /** Unset: AWS itself. */
  endpoint?: string;
  region: string;
  forcePathStyle: boolean;
  /** From AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY; unset: the SDK's own chain (profile, role…). */
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
}

type Env = z.infer<typeof envSchema>;

/** The S3 settings, or the problems that make them unusable. */
function s3ConfigOf(e: Env): { s3: S3Config | null; problems: string[] } {
  const problems: string[] = [];
  if (!e.S3_BUCKET) {
    const stray = (['S3_ENDPOINT', 'S3_REGION', 'S3_FORCE_PATH_STYLE'] as const).filter((name) => e[name] !== undefined);
    for (const name of stray) problems.push(`  ${name}: is set but S3_BUCKET is not (set S3_BUCKET to keep the files in S3)`);
    return { s3: null, problems };
  }
  const keyId = e.AWS_ACCESS_KEY_ID;
  const secret = e.AWS_SECRET_ACCESS_KEY;
  if (Boolean(keyId) !== Boolean(secret)) {
    problems.push(
      `  ${keyId ? 'AWS_SECRET_ACCESS_KEY' : 'AWS_ACCESS_KEY_ID'}: must be set with ${keyId ? 'AWS_ACCESS_KEY_ID' : 'AWS_SECRET_ACCESS_KEY'}`,
    );
  }
  if (e.AWS_SESSION_TOKEN && !keyId) problems.push('  AWS_SESSION_TOKEN: needs AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY');
  return {
    problems,
    s3: {
      bucket: e.S3_BUCKET,
      endpoint: e.S3_ENDPOINT?.replace(/\/$/, ''),
      region: e.S3_REGION ?? e.AWS_REGION ?? 'us-east-1',
      forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
      credentials: keyId && secret ? { accessKeyId: keyId, secretAccessKey: secret, sessionToken: e.AWS_SESSION_TOKEN } : undefined,
    },
  };
}

export class ConfigError extends Error {}

/**
 * An IANA zone name Intl knows, its links included ('America/Montreal', 'Asia/Calcutta',
 * 'Etc/GMT+5'): Intl.supportedValuesOf lists only one name per zone, and which one moves with ICU.
 */
function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** Reads and checks the environment; throws ConfigError listing every bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable counts as unset.
  const given = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (!isTimeZone(e.TZ_ORG)) {
    throw new ConfigError(`Invalid configuration:\n  TZ_ORG: unknown time zone '${e.TZ_ORG}'`);
  }
  const { s3, problems } = s3ConfigOf(e);
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    demoData: e.DEMO_DATA,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    tzOrg: e.TZ_ORG,
    logLevel: e.LOG_LEVEL,
    authRateLimit: e.AUTH_RATE_LIMIT,
    trustProxy: e.TRUST_PROXY ?? [],
    webDist: path.resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    mapTileUrl: e.MAP_TILE_URL ?? null,
    checkinRadiusM: e.CHECKIN_RADIUS_M,
    visitMaxHours: e.VISIT_MAX_HOURS,
    unsubscribeSecret: e.UNSUBSCRIBE_SECRET,
    mailOutboxEverySeconds: e.MAIL_OUTBOX_EVERY_S,
    metricsToken: e.METRICS_TOKEN,
    s3,
  };
}

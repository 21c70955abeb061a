import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { areaFlags } from '@cmt/contract/areas';
import { CONNECT_TIMEOUT_MS, POOL_DEFAULTS } from './db/pool-defaults.ts';
import { parseCidr, parseTrustProxy, type TrustProxy } from './lib/networks.ts';

const csv = (allowed?: readonly string[]) =>
  z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .refine((items) => !allowed || items.every((item) => allowed.includes(item)), {
      message: `use a comma list of ${allowed?.join(', ')}`,
    });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  APP_NAME: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'use lower-case letters, digits and dashes')
    .default('lucky'),
  ENV_NAME: z.string().min(1).default('local'),
  ENABLED_AREAS: csv(areaFlags).prefault(areaFlags.join(',')),
  LANGUAGES: csv(['en', 'ar', 'fr', 'ar-MA']).prefault('en,ar,fr,ar-MA'),
  DEFAULT_LANGUAGE: z.enum(['en', 'ar', 'fr', 'ar-MA']).default('en'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATABASE_WAIT_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /**
   * PostgreSQL streaming replicas (a comma list of URLs) that lists, searches, exports, Home and the
   * customer page read from (db/replicas.ts, docs/deployment.md "Read replicas"). Ignored, with a
   * warning, on the embedded database.
   */
  DATABASE_REPLICA_URLS: csv()
    .refine((urls) => urls.every((url) => z.url({ protocol: /^postgres(ql)?$/ }).safeParse(url).success), {
      message: 'use a comma list of postgres:// URLs',
    })
    .prefault(''),
  /** A replica further behind the primary than this is skipped until it catches up. */
  REPLICA_MAX_LAG_SECONDS: z.coerce.number().min(0.5).max(3600).default(5),
  /**
   * PostgreSQL: apply pending migrations at start (under the advisory lock). Off by default:
   * `npm run migrate` is a step of its own, and a server lacking a migration refuses to start
   * (docs/deployment.md). The embedded database always migrates at start.
   */
  MIGRATE_ON_START: z.stringbool().default(false),
  /**
   * After SIGTERM, how long the server keeps serving while /readyz says 503, so that a load balancer
   * stops sending before it closes (docs/deployment.md). SIGINT (Ctrl-C) closes at once.
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(60).default(5),
  /** PostgreSQL connections per server process (docs/database-pool.md). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(500).default(POOL_DEFAULTS.size),
  /** How long a query waits for a connection of a busy pool before the answer is 503. */
  DATABASE_ACQUIRE_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(CONNECT_TIMEOUT_MS)
    .max(120_000)
    .default(POOL_DEFAULTS.acquireTimeoutMs),
  TOKEN_SECRET: z.string().min(32, 'use at least 32 characters').optional(),
  /**
   * The audit chain's HMAC key (lib/audit-key.ts), never stored in the database: required with
   * DATABASE_URL; with the embedded database, generated on first start into DATA_DIR/audit.key.
   */
  AUDIT_KEY: z
    .string()
    .refine((value) => Buffer.byteLength(value) >= 32, { message: 'use at least 32 bytes' })
    .optional(),
  TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(86400 * 7)
    .default(8 * 3600),
  /** One email, or a comma list: each an administrator bootstrapped on an empty database. */
  ADMIN_EMAIL: z.string().optional(),
  ADMIN_PASSWORD: z.string().min(12, 'use at least 12 characters').optional(),
  /** Password of the demo staff accounts the first start seeds; generated (printed once) when unset. */
  DEMO_STAFF_PASSWORD: z.string().min(12, 'use at least 12 characters').optional(),
  PARTNER_DOMAIN: z.string().default('connect.money'),
  GOOGLE_CLIENT_ID_APP: z.string().default(''),
  GOOGLE_CLIENT_ID_CONNECT: z.string().default(''),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  CDN_BASE_URL: z.string().default(''),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ENDPOINT: z.url().optional(),
  /**
   * Which proxies in front to believe about the client's address and protocol: false, a hop count,
   * or their CIDR ranges (lib/networks.ts); `true` is refused (it believes the client's own header).
   */
  TRUST_PROXY: z
    .string()
    .transform((text, ctx): TrustProxy => {
      const trust = parseTrustProxy(text);
      if (typeof trust === 'object' && 'error' in trust) {
        ctx.addIssue({ code: 'custom', message: trust.error });
        return z.NEVER;
      }
      return trust;
    })
    .prefault('false'),
  /** Addresses (CIDR list) allowed to reach the API and sign in; empty: every address. */
  ALLOWED_NETWORKS: csv()
    .refine((items) => items.every((item) => parseCidr(item) !== null), {
      message: 'use a comma list of CIDR ranges such as 10.0.0.0/8,2001:db8::/32',
    })
    .prefault(''),
  /** Every local account must enrol TOTP two-factor at its next sign-in. */
  REQUIRE_TOTP: z.stringbool().default(false),
  /** A session unused this long ends (its last-seen time is written about once a minute). */
  IDLE_TIMEOUT_MINUTES: z.coerce.number().int().min(2).max(1440).default(30),
  SIGN_IN_FAILURES_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).max(100000).default(20),
  SIGN_IN_FAILURES_PER_ACCOUNT_PER_MINUTE: z.coerce.number().int().min(1).max(100000).default(10),
  /**
   * Four-eyes ties (docs/four-eyes.md): for this many days after one staff member created,
   * re-enabled, granted, reset or approved such a change for another, neither checks the other's
   * requests. 0 turns the rule off (the start banner says so).
   */
  FOUR_EYES_TIE_DAYS: z.coerce.number().int().min(0).max(3650).default(30),
  /** Bearer token for GET /metrics on the app's port; unset (and no METRICS_PORT): /metrics is 404. */
  METRICS_TOKEN: z.string().min(16, 'use at least 16 characters').optional(),
  /** Serves the metrics on this port of their own instead (keep it internal). */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** The SLA of each claimable queue, in hours: a row turns amber at three quarters of it, red past it. */
  SLA_HOURS_PROFILE_VALIDATIONS: z.coerce.number().min(0.1).max(10000).default(24),
  SLA_HOURS_CASHOUTS: z.coerce.number().min(0.1).max(10000).default(48),
  SLA_HOURS_APPLICATION_REVIEWS: z.coerce.number().min(0.1).max(10000).default(72),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO_DATA: z.enum(['auto', 'never']).default('auto'),
  WEB_DIST_DIR: z.string().optional(),
  CHROMIUM_PATH: z.string().default('/usr/bin/chromium'),
  COMPANY_LEGAL_NAME: z.string().default('شركة لاكي لخدمات الدفع الإلكتروني (ش.م.م)'),
  COMPANY_ADDRESS: z.string().default('26 شارع التسعين الشمالي، التجمع الخامس، القاهرة الجديدة، القاهرة'),
  COMPANY_COMMERCIAL_REGISTER: z.string().default('158742 استثمار القاهرة'),
  COMPANY_LICENCE_NUMBERS: z.string().default('ترخيص الهيئة العامة للرقابة المالية رقم 25 لسنة 2021'),
  COMPANY_HOTLINE: z
    .string()
    .regex(/^\+?[\d ]{3,20}$/, 'use digits')
    .default('19677'),
  CONNECT_LEGAL_NAME: z.string().default('شركة كونكت موني للتمويل الاستهلاكي (ش.م.م)'),
  CONNECT_ADDRESS: z.string().default('12 شارع جامعة الدول العربية، المهندسين، الجيزة'),
  CONNECT_COMMERCIAL_REGISTER: z.string().default('203318 الجيزة'),
  CONNECT_LICENCE_NUMBERS: z.string().default('ترخيص الهيئة العامة للرقابة المالية رقم 31 لسنة 2022'),
  SMS_PROVIDER: z.enum(['log', 'http']).default('log'),
  SMS_HTTP_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMS_HTTP_AUTHORIZATION: z.string().optional(),
  SMS_SENDER_ID: z
    .string()
    .regex(/^[A-Za-z0-9 ]{1,11}$/, 'use up to 11 letters, digits or spaces')
    .optional(),
  SMS_RATE_PER_SECOND: z.coerce.number().int().min(1).max(1000).default(10),
  SMS_DAILY_LIMIT_PER_STAFF: z.coerce.number().int().min(1).max(1_000_000).default(2000),
  BULK_VALIDATIONS_AT_ONCE: z.coerce.number().int().min(1).max(64).default(2),
  BULK_VALIDATIONS_WAITING: z.coerce.number().int().min(0).max(1000).default(20),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  productDomain: string;
  /** The first of `adminEmails` (the reset command's default account). */
  adminEmail: string;
  /** ADMIN_EMAIL as a list, lower-cased and without repeats. */
  adminEmails: string[];
  filesDir: string;
  webDistDir: string;
}

export class ConfigError extends Error {}

/** Reads and validates the environment; a bad variable stops the start with its name and the reason. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  if (values.SMS_PROVIDER === 'http' && !values.SMS_HTTP_URL) {
    throw new ConfigError(`Invalid configuration:\n  SMS_HTTP_URL: required when SMS_PROVIDER=http`);
  }
  if (!values.LANGUAGES.includes(values.DEFAULT_LANGUAGE)) {
    throw new ConfigError(`Invalid configuration:\n  DEFAULT_LANGUAGE: must be one of LANGUAGES`);
  }
  const productDomain = `${values.APP_NAME}.app`;
  const adminEmails = [
    ...new Set(
      (values.ADMIN_EMAIL ?? `admin@${productDomain}`).split(',').map((e) => e.trim().toLowerCase()),
    ),
  ].filter(Boolean);
  const invalid = (message: string) => new ConfigError(`Invalid configuration:\n  ${message}`);
  if (adminEmails.length === 0) throw invalid('ADMIN_EMAIL: give an email, or a comma list of emails');
  for (const email of adminEmails) {
    if (!z.email().safeParse(email).success) throw invalid(`ADMIN_EMAIL: ${email} is not an email`);
    // Only the two company domains sign in (docs/requirements.md §P6): an administrator elsewhere could never sign in.
    const domain = email.slice(email.lastIndexOf('@') + 1);
    if (domain !== productDomain && domain !== values.PARTNER_DOMAIN.toLowerCase()) {
      throw invalid(`ADMIN_EMAIL: use an email on ${productDomain} or ${values.PARTNER_DOMAIN}`);
    }
  }
  if (values.ADMIN_PASSWORD && adminEmails.length > 1) {
    throw invalid(
      'ADMIN_PASSWORD: only with a single ADMIN_EMAIL (several administrators each get a generated password)',
    );
  }
  return {
    ...values,
    productDomain,
    adminEmail: adminEmails[0]!,
    adminEmails,
    filesDir: path.resolve(values.DATA_DIR, 'files'),
    webDistDir: path.resolve(values.WEB_DIST_DIR ?? new URL('../../web/dist', import.meta.url).pathname),
  };
}

export const randomSecret = (): string => randomBytes(32).toString('base64url');

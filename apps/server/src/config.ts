import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { SealedSecrets } from './platform/sealed-secrets.ts';

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** A TRUST_PROXY entry: an address, a CIDR (`address/bits`) or a range name proxy-addr knows. */
function isProxyEntry(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}

/** Every setting comes from the environment; a bad value stops the start with a message naming it. */
const durationSeconds = z.coerce.number().int().positive();

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /**
   * Address to listen on. Unset: 127.0.0.1 in demo mode (its passwords are known: only this machine
   * may sign in), 0.0.0.0 otherwise (a container or a server behind its proxy).
   */
  HOST: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  /** Folder of the built web app the server serves (default apps/web/dist). */
  WEB_DIST: z.string().min(1).optional(),
  /**
   * Port of the embedded PostgreSQL. Unset: 54329, or a free port when 54329 is taken (another
   * checkout's server); set: exactly this port, and a clear stop when it is taken.
   */
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).optional(),
  API_KEYS: z
    .string()
    .min(1)
    .default('proboard-web')
    .transform((s) =>
      s
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean),
    ),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('PRO board <no-reply@proboard.local>'),
  /**
   * The mailbox customers' replies to tickets reach; each ticket's e-mails carry it plus-addressed
   * with the ticket's token (`consultas+<token>@...`), which the inbound route reads (docs/integrations.md).
   */
  TICKETS_REPLY_ADDRESS: z.email('must be an e-mail address').default('consultas@proboard.local'),
  /**
   * Shared secret the mail system sends (header `x-inbound-secret`) when it posts a reply to the
   * inbound route; unset, the route takes no mail at all.
   */
  TICKETS_INBOUND_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  PUBLIC_URL: z.string().url('must be a URL like https://board.example.com').default('http://localhost:8080'),
  ACCESS_TOKEN_TTL: durationSeconds.default(60 * 60 * 8),
  REFRESH_TOKEN_TTL: durationSeconds.default(60 * 60 * 24 * 30),
  PASSWORD_RESET_TTL: durationSeconds.default(60 * 60),
  /** How long a signed link to a private document (a company's W-9, RIB...) opens it. */
  FILE_LINK_SECONDS: z.coerce
    .number()
    .int()
    .min(10)
    .max(24 * 60 * 60)
    .default(15 * 60),
  /**
   * The API's documentation (`/api/docs`, its OpenAPI document): `open` to anyone, `signed-in` (the
   * document only to a signed-in back-office user's bearer token; the page sends the one the web app
   * holds) or `off`. Unset: `open` in demo and development, `signed-in` in production.
   */
  API_DOCS: z.enum(['open', 'signed-in', 'off']).optional(),
  LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(5),
  LOGIN_FAILURE_WINDOW: durationSeconds.default(15 * 60),
  /** Password reset requests one address may make per 15 minutes. */
  RESET_REQUESTS_PER_ADDRESS: z.coerce.number().int().positive().default(10),
  /** Requests one address may make per minute to each public catalogue list (no token needed). */
  PUBLIC_LIST_REQUESTS_PER_MINUTE: z.coerce.number().int().positive().default(120),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  UPLOAD_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(20 * 1024 * 1024),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Encrypts TOTP secrets at rest (base64 of 32 bytes); default: a key file in DATA_DIR/keys. */
  SECOND_FACTOR_KEY: z
    .string()
    .refine(
      (v) => Buffer.from(v, 'base64').length === 32,
      'must be 32 bytes in base64 (openssl rand -base64 32)',
    )
    .optional(),
  ENVIRONMENT_LABEL: z.string().min(1).max(12).default('PRO'),
  COMPANY_NAME: z.string().min(1).max(120).default('Airzone · Corporación Empresarial Altra S.L.'),
  CONTACT_EMAIL: z.email('must be an e-mail address').default('soporte.backoffice@proboard.local'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Proxies whose X-Forwarded-For gives the client address (sign-in limits, rate limits, audit):
   * addresses, CIDRs and the names loopback, linklocal, uniquelocal, comma-separated. None by
   * default: a header believed from anyone lets a client pick a new address per request and escape
   * every per-address limit. `true` (believe anyone) is refused for the same reason.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v) => v.trim())
    .refine(
      (v) => v !== 'true',
      'true would let any client choose its own address; name your proxy (addresses, CIDRs, loopback)',
    )
    .transform((v) =>
      v === 'false'
        ? []
        : v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
    )
    .refine(
      (entries) => entries.every(isProxyEntry),
      'each entry must be an address, a CIDR (10.0.0.0/8) or one of loopback, linklocal, uniquelocal',
    )
    .transform((entries): false | string[] => (entries.length > 0 ? entries : false)),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(15000),
  /**
   * Seconds a process remembers who a token belongs to (0: look it up on every request). Changes to
   * tokens, users and roles are heard from the database at once; this bounds the rest.
   */
  AUTH_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  /**
   * Seconds a process remembers list totals and orders (0: never). Changes to listed tables are heard
   * from the database at once; this bounds the rest.
   */
  LIST_MEMORY_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** Days an audit row is kept (0: for ever); older ones are pruned in small batches (modules/audits). */
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(0).max(36500).default(730),
  /** Days a log row is kept after it last happened (0: for ever); older ones are pruned nightly (modules/logs). */
  LOG_RETENTION_DAYS: z.coerce.number().int().min(0).max(36500).default(90),
  /** Memory a process gives remembered list totals and orders, in MB. */
  LIST_MEMORY_MB: z.coerce.number().int().min(0).max(4096).default(64),
  /**
   * API JSON answers of at least this many bytes are sent compressed (0: none). Smaller ones fit in
   * a packet or two anyway; a 25-row list page (several kB) is compressed.
   */
  COMPRESS_MIN_BYTES: z.coerce.number().int().min(0).default(1024),
  /** Rows a batch job (bulk update) changes per transaction. */
  BATCH_SIZE: z.coerce.number().int().min(1).max(10_000).default(500),
  /** A batch job whose process has not reported for this long is taken up by another process. */
  BATCH_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** How often each process looks for batch jobs to run. */
  BATCH_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  /** Pause between batches, leaving the database to interactive work. */
  BATCH_PAUSE_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /** Start-ups a batch job may have (restarts, crashes) before it is reported failed. */
  BATCH_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(3),
  /** Milliseconds an outside system (CRM, A3) may take to answer one call before it counts as failed. */
  INTEGRATION_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** Retries of a call to an outside system after its first attempt (pg-boss job, exponential backoff). */
  INTEGRATION_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(5),
  /** First pause before a retry, in seconds; each further retry waits about twice as long. */
  INTEGRATION_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** The carrier's API (pickups, labels, tracking; docs/integrations.md); unset: pickups end in `error`. */
  CARRIER_END_POINT: z.string().url().optional(),
  /** The secret the carrier's calls are signed with (HMAC-SHA256, docs/integrations.md). */
  CARRIER_SECRET: z.string().min(16).optional(),
  /**
   * The card terminals' merchant keys (Redsys' "clave SHA-256"), as `merchant code=key` pairs
   * separated by commas (`999008881=sq7Hjr...,999008882=...`): the bank's notifications are checked
   * with them (modules/tpv). Sealed: never answered nor logged. Unset: none in production (every
   * notification is refused), Redsys' public test key for the demo's merchants in demo mode.
   */
  TPV_MERCHANT_SECRETS: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return undefined;
      const entries: [string, string][] = [];
      for (const pair of v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)) {
        const at = pair.indexOf('=');
        const code = pair.slice(0, at).trim();
        const key = pair.slice(at + 1).trim();
        if (at < 1 || !/^\d{1,9}$/.test(code) || Buffer.from(key, 'base64').length !== 24) {
          ctx.addIssue({
            code: 'custom',
            message: 'each entry must be a merchant code (digits) = its key (base64 of 24 bytes)',
          });
          return z.NEVER;
        }
        entries.push([code, key]);
      }
      return new SealedSecrets(entries);
    }),
  /** Demo only: run a fake carrier on 127.0.0.1 and send the demo's pickups to it. */
  DEMO_FAKE_CARRIER: z
    .enum(['0', '1', 'false', 'true'])
    .default('0')
    .transform((v) => v === '1' || v === 'true'),
  /** Demo only: run a fake CRM on 127.0.0.1 and point the demo CRM configurations at it. */
  DEMO_FAKE_CRM: z
    .enum(['0', '1', 'false', 'true'])
    .default('0')
    .transform((v) => v === '1' || v === 'true'),
});

export type Config = Omit<z.infer<typeof configSchema>, 'HOST' | 'API_DOCS' | 'TPV_MERCHANT_SECRETS'> & {
  HOST: string;
  API_DOCS: 'open' | 'signed-in' | 'off';
  TPV_MERCHANT_SECRETS: SealedSecrets;
  /** Demo mode: embedded database and not production. Seeds demo accounts. */
  demo: boolean;
  dataDir: string;
};

export const DEMO_API_KEY = 'proboard-web';

/** Redsys' published test key (its integration guide's test terminal 999008881): demo mode only. */
export const REDSYS_TEST_KEY = 'sq7HjrUOBfKmC576ILgskD5srU870gJ7';
/** The demo's merchants (FUC): Airzone España, Airzone Francia, Airzone Italia, Airzone USA. */
export const DEMO_TPV_MERCHANTS = ['999008881', '999008882', '999008883', '999008884'];

export class ConfigError extends Error {}

/** A start that cannot go on, whose message says what to do: printed as it is, without a stack. */
export class StartupError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  const demo = values.NODE_ENV !== 'production' && !values.DATABASE_URL;
  if (!demo && values.API_KEYS.includes(DEMO_API_KEY)) {
    throw new ConfigError(
      `Invalid configuration:\n  API_KEYS: the demo apikey '${DEMO_API_KEY}' may not be used in production; set API_KEYS to your own keys`,
    );
  }
  if (values.S3_BUCKET && !values.S3_ENDPOINT) {
    throw new ConfigError('Invalid configuration:\n  S3_ENDPOINT: required when S3_BUCKET is set');
  }
  return {
    ...values,
    HOST: values.HOST ?? (demo ? '127.0.0.1' : '0.0.0.0'),
    API_DOCS: values.API_DOCS ?? (values.NODE_ENV === 'production' ? 'signed-in' : 'open'),
    TPV_MERCHANT_SECRETS:
      values.TPV_MERCHANT_SECRETS ??
      new SealedSecrets(demo ? DEMO_TPV_MERCHANTS.map((code) => [code, REDSYS_TEST_KEY] as const) : []),
    demo,
    dataDir: path.resolve(values.DATA_DIR),
  };
}

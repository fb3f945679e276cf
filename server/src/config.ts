import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { createRequire } from 'node:module';
import { CENTER_IDS, type CenterId } from '@csw/contracts';
import { REPO_ROOT } from './paths';
import { loadHostSettings, type HostSettings } from './settings/host-settings';
import { loadLibrarySettings, type LibrarySettings } from './settings/library-settings';
import { loadModelSettings, type ModelSettings } from './settings/model-settings';
import { loadPlanningSettings, type PlanningSettings } from './settings/planning-settings';

export { REPO_ROOT } from './paths';

const require = createRequire(path.join(REPO_ROOT, 'package.json'));
const origins = require('./platform.origins.cjs') as {
  portOf(app: string, env?: NodeJS.ProcessEnv): number;
  hostOf(env?: NodeJS.ProcessEnv): string;
  urlOf(app: string, env?: NodeJS.ProcessEnv): string;
};

export interface AuthSettings {
  /** A session ends after this long without a request. */
  idleTimeoutMs: number;
  /** A session ends this long after sign-in, whatever happens. */
  absoluteTimeoutMs: number;
  /** Consecutive failed sign-ins (within `lockoutWindowMs`) that lock an account name. */
  lockoutMaxFailures: number;
  lockoutWindowMs: number;
  lockoutDurationMs: number;
  /** Send the session cookie only over HTTPS. */
  secureCookies: boolean;
  /**
   * Failed sign-ins a day for one name from browsers without its device cookie, counted apart for addresses it
   * has signed in from and for the others (and per device cookie): a guesser gets at most twice this a day.
   */
  dailyFailuresMax: number;
  /** An address the account signed in from within this many days is a known address for its name. */
  knownAddressDays: number;
  /** The key device cookies are signed with (DEVICE_COOKIE_SECRET; a random one per process without it). */
  deviceCookieSecret: Buffer;
}

/**
 * The request budgets (per minute, per process unless said otherwise; server/README.md explains each default).
 * Everyone behind one gateway address shares that address, so signed-in work is counted per session and the
 * per-address budgets are sized for an office of `peoplePerAddress`.
 */
export interface LimitSettings {
  /** API requests of one signed-in session: a person working fast. */
  sessionRateLimitMax: number;
  /** API requests without a live session, per client address. */
  rateLimitMax: number;
  /** Every API request of one client address, counted before its session is known: a whole office at full pace. */
  addressRateLimitMax: number;
  /** Sign-in attempts, and registration attempts, per client address (shared by all processes). */
  authRateLimitMax: number;
  /** Failed sign-ins per client address within the lockout window (shared by all processes): stops spraying. */
  authAddressFailuresMax: number;
  /** Largest JSON body accepted by default, in bytes; document routes accept `documentBodyLimit`. */
  bodyLimit: number;
  documentBodyLimit: number;
  requestTimeoutMs: number;
  connectionTimeoutMs: number;
  keepAliveTimeoutMs: number;
}

export interface DatabaseSettings {
  /** A PostgreSQL server (postgres://...); when absent the embedded database in `dataDir` is used. */
  url: string | null;
  /** Where the embedded database (and its lock) lives. */
  dataDir: string;
  /** Connections to a PostgreSQL server per process. */
  poolMax: number;
}

export interface ServerConfig {
  environment: string;
  production: boolean;
  host: string;
  port: number;
  shellUrl: string;
  /** The Host names answered and the origins changes are accepted from (PUBLIC_HOST, ALLOWED_HOSTS, *_URL). */
  hosts: HostSettings;
  shellDist: string;
  centers: Record<CenterId, { port: number; url: string; distDir: string }>;
  /** Demo mode creates the public demo account (on for `npm start`, off when NODE_ENV=production). */
  demoMode: boolean;
  /**
   * Demo mode may run where the network reaches the server (a non-loopback HOST, or TRUST_PROXY): its account
   * is public, so without this setting such a server refuses to start (see auth/demo-mode.ts).
   */
  demoAllowNetwork: boolean;
  /** An administrator created at start when it does not exist yet. */
  initialAdmin: { username: string; password: string } | null;
  /** Trust X-Forwarded-For from a load balancer for the client address. */
  trustProxy: boolean;
  /** pino level of the server's log: every request at info, only problems at warn. */
  logLevel: string;
  /** On SIGTERM, how long running requests may take to finish before their connections are closed. */
  shutdownGraceMs: number;
  /** `npm start` loads the engines' language data in the background at start (WARM_UP_ENGINES, on). */
  warmUpEngines: boolean;
  database: DatabaseSettings;
  auth: AuthSettings;
  limits: LimitSettings;
  /** The knowledge library: seeding, upload limit, embedder (SEED_LIBRARY, UPLOAD_LIMIT_MB, EMBEDDINGS_*). */
  library: LibrarySettings;
  /** Models behind OpenAI-compatible endpoints (MODELS_CONFIG, MODEL_<ID>_BASE_URL ...). */
  models: ModelSettings;
  /** EXECUTE's daily summary (SUMMARY_TIME, SUMMARY_UTC_OFFSET_MINUTES, SUMMARY_CHECK_SECONDS). */
  planning: PlanningSettings;
}

const MINUTE = 60_000;

function number(
  env: NodeJS.ProcessEnv,
  key: string,
  fallback: number,
  { min = 0 }: { min?: number } = {},
): number {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min)
    throw new Error(`${key} must be a number of at least ${min}, got "${raw}".`);
  return value;
}

function flag(env: NodeJS.ProcessEnv, key: string, fallback: boolean): boolean {
  const raw = env[key]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'on', 'yes'].includes(raw)) return true;
  if (['0', 'false', 'off', 'no'].includes(raw)) return false;
  throw new Error(`${key} must be on or off, got "${env[key]}".`);
}

/** Reads the server's configuration from the environment (every variable is documented in README.md). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production';
  const centers = Object.fromEntries(
    CENTER_IDS.map((id) => [
      id,
      {
        port: origins.portOf(id, env),
        url: origins.urlOf(id, env),
        distDir: path.join(REPO_ROOT, 'centers', id, 'dist'),
      },
    ]),
  ) as ServerConfig['centers'];
  const shellUrl = origins.urlOf('shell', env);
  const adminUsername = env.ADMIN_USERNAME?.trim();
  const adminPassword = env.ADMIN_PASSWORD;
  if (Boolean(adminUsername) !== Boolean(adminPassword)) {
    throw new Error('ADMIN_USERNAME and ADMIN_PASSWORD must be set together.');
  }
  const port = origins.portOf('shell', env);
  const demoMode = flag(env, 'DEMO_MODE', !production);
  return {
    environment: env.APP_ENV ?? (production ? 'production' : 'local'),
    production,
    host: origins.hostOf(env),
    port,
    shellUrl,
    hosts: loadHostSettings(env, {
      shellUrl,
      port,
      demoMode,
      centerUrls: CENTER_IDS.map((id) => centers[id].url),
    }),
    shellDist: path.join(REPO_ROOT, 'shell', 'dist'),
    centers,
    demoMode,
    demoAllowNetwork: flag(env, 'DEMO_ALLOW_NETWORK', false),
    initialAdmin:
      adminUsername && adminPassword ? { username: adminUsername, password: adminPassword } : null,
    trustProxy: flag(env, 'TRUST_PROXY', false),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    shutdownGraceMs: number(env, 'SHUTDOWN_GRACE_MS', 10_000),
    warmUpEngines: flag(env, 'WARM_UP_ENGINES', true),
    database: {
      url: env.DATABASE_URL?.trim() || null,
      dataDir: path.resolve(REPO_ROOT, env.DATA_DIR ?? 'data'),
      poolMax: number(env, 'DATABASE_POOL_MAX', 10, { min: 1 }),
    },
    auth: {
      idleTimeoutMs: number(env, 'SESSION_IDLE_MINUTES', 15, { min: 0.01 }) * MINUTE,
      absoluteTimeoutMs: number(env, 'SESSION_ABSOLUTE_HOURS', 12, { min: 0.01 }) * 60 * MINUTE,
      lockoutMaxFailures: number(env, 'LOCKOUT_MAX_FAILURES', 3, { min: 1 }),
      lockoutWindowMs: number(env, 'LOCKOUT_WINDOW_MINUTES', 15, { min: 0.01 }) * MINUTE,
      lockoutDurationMs: number(env, 'LOCKOUT_DURATION_MINUTES', 15, { min: 0.01 }) * MINUTE,
      secureCookies: flag(env, 'COOKIE_SECURE', shellUrl.startsWith('https:')),
      dailyFailuresMax: number(env, 'LOGIN_DAILY_FAILURES_MAX', 40, { min: 1 }),
      knownAddressDays: number(env, 'KNOWN_ADDRESS_DAYS', 30, { min: 0 }),
      deviceCookieSecret: deviceCookieSecret(env),
    },
    models: loadModelSettings(env),
    library: loadLibrarySettings(env),
    planning: loadPlanningSettings(env),
    limits: loadLimits(env),
  };
}

/** DEVICE_COOKIE_SECRET (at least 32 characters), or a random key: device cookies then last as long as the process. */
function deviceCookieSecret(env: NodeJS.ProcessEnv): Buffer {
  const raw = env.DEVICE_COOKIE_SECRET;
  if (raw === undefined || raw === '') return randomBytes(32);
  if (raw.length < 32) throw new Error('DEVICE_COOKIE_SECRET must be at least 32 characters.');
  return Buffer.from(raw);
}

/** The budgets and sizes of requests; the per-address defaults follow the people expected behind an address. */
function loadLimits(env: NodeJS.ProcessEnv): LimitSettings {
  // People behind one address (a section behind a gateway): the per-address defaults are sized for them.
  const people = number(env, 'RATE_LIMIT_PEOPLE_PER_ADDRESS', 50, { min: 1 });
  const sessionRateLimitMax = number(env, 'RATE_LIMIT_SESSION_MAX', 300, { min: 1 });
  return {
    sessionRateLimitMax,
    rateLimitMax: number(env, 'RATE_LIMIT_MAX', 20 * people, { min: 1 }),
    addressRateLimitMax: number(env, 'RATE_LIMIT_ADDRESS_MAX', people * sessionRateLimitMax, { min: 1 }),
    authRateLimitMax: number(env, 'AUTH_RATE_LIMIT_MAX', 2 * people, { min: 1 }),
    authAddressFailuresMax: number(env, 'AUTH_ADDRESS_FAILURES_MAX', people, { min: 1 }),
    bodyLimit: number(env, 'BODY_LIMIT_BYTES', 256 * 1024, { min: 1024 }),
    documentBodyLimit: number(env, 'DOCUMENT_BODY_LIMIT_BYTES', 8 * 1024 * 1024, { min: 1024 }),
    requestTimeoutMs: number(env, 'REQUEST_TIMEOUT_MS', 30_000, { min: 1000 }),
    connectionTimeoutMs: number(env, 'CONNECTION_TIMEOUT_MS', 60_000, { min: 1000 }),
    keepAliveTimeoutMs: number(env, 'KEEP_ALIVE_TIMEOUT_MS', 5_000, { min: 100 }),
  };
}

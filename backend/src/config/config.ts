import { accessSync, constants } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';

import { PRODUCT_NAME } from '@fund/contracts';

// The env table of ARCHITECTURE.md, parsed and validated once at boot. A bad value stops the start
// with one line naming the variable.

export type StorageDriver = 'local' | 's3';

export interface S3Config {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  appOrigin: string;
  /**
   * The origins a state-changing request may come from (request-guards.ts): APP_ORIGIN when set; unset,
   * every loopback name of the server's own port (localhost, 127.0.0.1, [::1]), appOrigin first.
   */
  appOrigins: string[];
  /** Unset: generated once into DATA_DIR (see secrets.ts). */
  sessionSecret: string | undefined;
  rateLimitFactor: number;
  storageDriver: StorageDriver;
  s3: S3Config | undefined;
  production: boolean;
  /** Cookies get `Secure` and the `__Host-` prefix when the app is served over https. */
  secureCookies: boolean;
  /**
   * Express's `trust proxy`: false (X-Forwarded-For ignored, the client is the socket's peer), a hop
   * count, or the proxies' addresses and subnets. Never `true`, which would let any client pick its address.
   */
  trustProxy: TrustProxy;
  http: HttpLimits;
  /** The fund's IANA time zone (FUND_TIME_ZONE, default UTC): an investor without one gets the digest at 08:00 here. */
  fundTimeZone: string;
  /**
   * JOB_WORKER=off: this instance adds background jobs but does not run them (another instance does;
   * the tests run them with JobRunner.runOnce). Default on.
   */
  jobWorker: boolean;
  /** Issue 23: the issuer printed on statements and advices and named by the verification page (FUND_NAME, default the product's name). */
  fundName: string;
  /** How investors reach the fund, printed on statements (FUND_CONTACT, default MAIL_FROM's address). */
  fundContact: string;
  /**
   * The Chromium that prints documents (CHROMIUM_PATH): unset, the one `npm install` brought
   * (@sparticuz/chromium, unpacked into the temporary directory at first use).
   */
  chromiumPath: string | undefined;
  /**
   * Issue 25 item 5: how long a second factor stays fresh for the changes that ask for one (STEP_UP_SECONDS,
   * default 300: five minutes; the journeys shorten it to see the question without waiting).
   */
  stepUpSeconds: number;
  /** Issue 25 item 4: admin single sign-on through OpenID Connect; undefined (off) unless OIDC_ISSUER is set. */
  sso: SsoConfig | undefined;
}

/** OIDC_*: the identity provider admins may sign in through (modules/sso). */
export interface SsoConfig {
  /** OIDC_ISSUER: https (http only for localhost, in tests); discovered at first use, not at boot. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** OIDC_NAME: the button says "Sign in with <name>" (default "single sign-on"). */
  name: string;
  /** OIDC_ALLOWED_DOMAINS: the e-mail domains that may sign in, lower-cased. */
  allowedDomains: string[];
  /** OIDC_NEW_USERS: `admin` makes an unknown e-mail of an allowed domain an admin; `invitation` (default) asks for a pending admin invitation. */
  newUsers: 'admin' | 'invitation';
}

/** The HTTP server's own limits (main.ts and the test app apply them through createApp). */
export interface HttpLimits {
  /** A request's headers must arrive within this (HTTP_HEADERS_TIMEOUT). */
  headersTimeoutMs: number;
  /** Once its headers are in, an ordinary request's body must arrive within this; also the longest silence inside an upload (HTTP_REQUEST_TIMEOUT). */
  requestTimeoutMs: number;
  /** A whole upload to the signed upload route must arrive within this (HTTP_UPLOAD_TIMEOUT). */
  uploadTimeoutMs: number;
  /** An idle kept-alive connection closes after this (HTTP_KEEP_ALIVE_TIMEOUT). */
  keepAliveTimeoutMs: number;
  /** Connections beyond this many at once are refused (HTTP_MAX_CONNECTIONS). */
  maxConnections: number;
}

export type TrustProxy = false | number | string[];

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    reason: string,
  ) {
    super(`Invalid configuration: ${variable} ${reason}`);
  }
}

type Env = Record<string, string | undefined>;

function read(env: Env, name: string): string | undefined {
  const value = env[name];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(name, `must be an integer from ${min} to ${max} (got "${raw}")`);
  }
  return Number(raw);
}

function url(env: Env, name: string, protocols: string[]): string | undefined {
  const raw = read(env, name);
  if (raw === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(name, `must be a URL (${protocols.join(' or ')})`);
  }
  if (!protocols.includes(parsed.protocol.replace(/:$/, ''))) {
    throw new ConfigError(name, `must use ${protocols.join(' or ')} (got "${parsed.protocol.replace(/:$/, '')}")`);
  }
  return raw;
}

function required(env: Env, name: string, why: string): string {
  const value = read(env, name);
  if (value === undefined) throw new ConfigError(name, `is required ${why}`);
  return value;
}

const TRUST_PROXY_SHAPE =
  'must be false, a hop count from 1 to 10, or a comma-separated list of proxy addresses or subnets (loopback, linklocal, uniquelocal, 10.0.0.0/8, fd00::/8 ...)';
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, or an address/prefix-length subnet, in the subset of proxy-addr's syntax we accept. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  if (entry.includes('%')) return false; // a zone index: proxy-addr cannot parse it
  if (isIP(entry) !== 0) return true;
  const match = /^([^/]+)\/(\d{1,3})$/.exec(entry);
  if (!match) return false;
  const family = isIP(match[1]);
  return family !== 0 && Number(match[2]) <= (family === 4 ? 32 : 128);
}

function trustProxy(env: Env): TrustProxy {
  const raw = read(env, 'TRUST_PROXY');
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') {
    throw new ConfigError(
      'TRUST_PROXY',
      'must not be "true": that believes any client\'s X-Forwarded-For; give the hop count or the proxy addresses',
    );
  }
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops >= 1 && hops <= 10) return hops;
    throw new ConfigError('TRUST_PROXY', `${TRUST_PROXY_SHAPE} (got "${raw}")`);
  }
  const entries = raw.split(',').map((entry) => entry.trim());
  if (!entries.every(isProxyAddress)) throw new ConfigError('TRUST_PROXY', `${TRUST_PROXY_SHAPE} (got "${raw}")`);
  return entries;
}

/** Seconds in the env, milliseconds in the config. */
function seconds(env: Env, name: string, fallback: number, max: number): number {
  return integer(env, name, fallback, 1, max) * 1000;
}

function httpLimits(env: Env): HttpLimits {
  const limits: HttpLimits = {
    headersTimeoutMs: seconds(env, 'HTTP_HEADERS_TIMEOUT', 20, 600),
    requestTimeoutMs: seconds(env, 'HTTP_REQUEST_TIMEOUT', 30, 3600),
    uploadTimeoutMs: seconds(env, 'HTTP_UPLOAD_TIMEOUT', 600, 24 * 3600),
    keepAliveTimeoutMs: seconds(env, 'HTTP_KEEP_ALIVE_TIMEOUT', 5, 600),
    maxConnections: integer(env, 'HTTP_MAX_CONNECTIONS', 1000, 1, 1_000_000),
  };
  if (limits.headersTimeoutMs > limits.requestTimeoutMs) {
    throw new ConfigError('HTTP_HEADERS_TIMEOUT', `must not be longer than HTTP_REQUEST_TIMEOUT (${limits.requestTimeoutMs / 1000} s)`);
  }
  if (limits.requestTimeoutMs > limits.uploadTimeoutMs) {
    throw new ConfigError('HTTP_REQUEST_TIMEOUT', `must not be longer than HTTP_UPLOAD_TIMEOUT (${limits.uploadTimeoutMs / 1000} s)`);
  }
  return limits;
}

/**
 * The development mail catcher of docker/compose.yaml (`--profile dev`): its service name, or
 * Mailpit's SMTP port on any host. No real relay listens on 1025 (they use 25, 465, 587 or 2525).
 */
function isMailpit(smtpUrl: string): boolean {
  const { hostname, port } = new URL(smtpUrl);
  return hostname.toLowerCase() === 'mailpit' || port === '1025';
}

/** http is accepted in production only for an origin that never leaves the machine. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function loadConfig(env: Env = process.env, cwd = process.cwd()): AppConfig {
  const config = readConfig(env, cwd);
  // The app has no TLS listener: an https origin means a TLS proxy in front, and express-session sets
  // a Secure cookie only when it trusts that proxy's X-Forwarded-Proto. Without it nobody can log in.
  if (config.secureCookies && config.trustProxy === false) {
    throw new ConfigError(
      'TRUST_PROXY',
      'must name the TLS proxy in front of the app when APP_ORIGIN is https (e.g. loopback, 1, or the proxy address): without it no secure session cookie is ever set',
    );
  }
  return config;
}

function readConfig(env: Env, cwd: string): AppConfig {
  const port = integer(env, 'PORT', 3000, 1, 65535);
  const host = read(env, 'HOST') ?? '127.0.0.1';
  const production = env.NODE_ENV === 'production';

  const appOriginRaw = url(env, 'APP_ORIGIN', ['http', 'https']) ?? `http://localhost:${port}`;
  const appOriginUrl = new URL(appOriginRaw);
  if (appOriginUrl.pathname !== '/' || appOriginUrl.search || appOriginUrl.hash) {
    throw new ConfigError('APP_ORIGIN', 'must be an origin without a path (e.g. https://fund.example.com)');
  }
  if (production && appOriginUrl.protocol !== 'https:' && !LOCAL_HOSTS.has(appOriginUrl.hostname)) {
    throw new ConfigError(
      'APP_ORIGIN',
      `must use https when NODE_ENV=production (http only for localhost, 127.0.0.1 or [::1]; got "${appOriginUrl.origin}")`,
    );
  }

  const mailFrom = read(env, 'MAIL_FROM') ?? 'no-reply@localhost';
  if (!/^[^\s@<>]+@[^\s@<>]+$/.test(mailFrom.replace(/^.*<(.+)>\s*$/, '$1'))) {
    throw new ConfigError('MAIL_FROM', `must be an e-mail address (got "${mailFrom}")`);
  }

  const sessionSecret = read(env, 'SESSION_SECRET');
  if (sessionSecret !== undefined && sessionSecret.length < 32) {
    throw new ConfigError('SESSION_SECRET', 'must be at least 32 characters');
  }
  if (production && sessionSecret === undefined) {
    throw new ConfigError('SESSION_SECRET', 'is required (32+ characters) when NODE_ENV=production');
  }

  const smtpUrl = url(env, 'SMTP_URL', ['smtp', 'smtps']);
  if (production && smtpUrl === undefined) {
    throw new ConfigError('SMTP_URL', 'is required when NODE_ENV=production (without it e-mails only reach DATA_DIR/outbox)');
  }
  if (production && smtpUrl !== undefined && isMailpit(smtpUrl)) {
    throw new ConfigError(
      'SMTP_URL',
      'must not point at Mailpit when NODE_ENV=production (host "mailpit" or port 1025: its web UI shows every e-mail, login codes included, without a login); give your mail relay',
    );
  }

  const factorRaw = read(env, 'RATE_LIMIT_FACTOR');
  const rateLimitFactor = factorRaw === undefined ? 1 : Number(factorRaw);
  if (!Number.isFinite(rateLimitFactor) || rateLimitFactor <= 0) {
    throw new ConfigError('RATE_LIMIT_FACTOR', `must be a positive number (got "${factorRaw}")`);
  }

  const driverRaw = read(env, 'STORAGE_DRIVER') ?? 'local';
  if (driverRaw !== 'local' && driverRaw !== 's3') {
    throw new ConfigError('STORAGE_DRIVER', `must be "local" or "s3" (got "${driverRaw}")`);
  }
  const s3: S3Config | undefined =
    driverRaw === 's3'
      ? {
          endpoint: url(env, 'S3_ENDPOINT', ['http', 'https']),
          bucket: required(env, 'S3_BUCKET', 'when STORAGE_DRIVER=s3'),
          region: read(env, 'S3_REGION') ?? 'us-east-1',
          accessKeyId: required(env, 'S3_ACCESS_KEY_ID', 'when STORAGE_DRIVER=s3'),
          secretAccessKey: required(env, 'S3_SECRET_ACCESS_KEY', 'when STORAGE_DRIVER=s3'),
        }
      : undefined;

  return {
    port,
    host,
    dataDir: path.resolve(cwd, read(env, 'DATA_DIR') ?? './data'),
    databaseUrl: url(env, 'DATABASE_URL', ['postgres', 'postgresql']),
    smtpUrl,
    mailFrom,
    appOrigin: appOriginUrl.origin,
    appOrigins: read(env, 'APP_ORIGIN') === undefined ? [...LOCAL_HOSTS].map((host) => `http://${host}:${port}`) : [appOriginUrl.origin],
    sessionSecret,
    rateLimitFactor,
    storageDriver: driverRaw,
    s3,
    production,
    secureCookies: appOriginUrl.protocol === 'https:',
    trustProxy: trustProxy(env),
    http: httpLimits(env),
    fundTimeZone: timeZone(env, 'FUND_TIME_ZONE') ?? 'UTC',
    jobWorker: onOff(env, 'JOB_WORKER', true),
    fundName: read(env, 'FUND_NAME') ?? PRODUCT_NAME,
    fundContact: read(env, 'FUND_CONTACT') ?? mailFrom.replace(/^.*<(.+)>\s*$/, '$1'),
    chromiumPath: chromiumPath(env),
    stepUpSeconds: stepUpSeconds(env),
    sso: ssoConfig(env),
  };
}

const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** OIDC_*: undefined unless OIDC_ISSUER is set; then the client and the allowed domains are required. */
function ssoConfig(env: Env): SsoConfig | undefined {
  const issuer = url(env, 'OIDC_ISSUER', ['http', 'https']);
  if (issuer === undefined) return undefined;
  const issuerUrl = new URL(issuer);
  if (issuerUrl.protocol === 'http:' && !LOCAL_HOSTS.has(issuerUrl.hostname)) {
    throw new ConfigError('OIDC_ISSUER', `must use https (http only for localhost, 127.0.0.1 or [::1]; got "${issuerUrl.origin}")`);
  }
  const why = 'when OIDC_ISSUER is set';
  const domains = required(env, 'OIDC_ALLOWED_DOMAINS', why)
    .split(',')
    .map((domain) => domain.trim().toLowerCase())
    .filter(Boolean);
  const bad = domains.find((domain) => !DOMAIN.test(domain));
  if (domains.length === 0 || bad !== undefined) {
    throw new ConfigError('OIDC_ALLOWED_DOMAINS', `must be comma-separated e-mail domains such as example.com (got "${bad ?? ''}")`);
  }
  const newUsers = read(env, 'OIDC_NEW_USERS') ?? 'invitation';
  if (newUsers !== 'admin' && newUsers !== 'invitation') {
    throw new ConfigError('OIDC_NEW_USERS', `must be "admin" or "invitation" (got "${newUsers}")`);
  }
  const name = read(env, 'OIDC_NAME') ?? 'single sign-on';
  if (name.length > 60) throw new ConfigError('OIDC_NAME', 'must be at most 60 characters');
  return {
    issuer,
    clientId: required(env, 'OIDC_CLIENT_ID', why),
    clientSecret: required(env, 'OIDC_CLIENT_SECRET', why),
    name,
    allowedDomains: [...new Set(domains)],
    newUsers,
  };
}

/** STEP_UP_SECONDS: a whole number of seconds from 1 to 3600 (default 300). */
function stepUpSeconds(env: Env): number {
  const raw = read(env, 'STEP_UP_SECONDS');
  if (raw === undefined) return 300;
  const seconds = Number(raw);
  if (!/^\d+$/.test(raw) || seconds < 1 || seconds > 3600) {
    throw new ConfigError('STEP_UP_SECONDS', `must be a whole number of seconds from 1 to 3600 (got "${raw}")`);
  }
  return seconds;
}

/** CHROMIUM_PATH: an absolute path to an executable file, or undefined when unset. */
function chromiumPath(env: Env): string | undefined {
  const value = read(env, 'CHROMIUM_PATH');
  if (value === undefined) return undefined;
  if (!path.isAbsolute(value)) throw new ConfigError('CHROMIUM_PATH', `must be an absolute path (got "${value}")`);
  try {
    accessSync(value, constants.X_OK);
  } catch {
    throw new ConfigError('CHROMIUM_PATH', `is not an executable file (got "${value}")`);
  }
  return value;
}

/** An IANA time zone name this runtime knows (Intl), or undefined when unset. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(name);
  } catch {
    return false;
  }
}

function timeZone(env: Env, name: string): string | undefined {
  const raw = read(env, name);
  if (raw !== undefined && !isTimeZone(raw))
    throw new ConfigError(name, `must be an IANA time zone such as Asia/Dubai or UTC (got "${raw}")`);
  return raw;
}

function onOff(env: Env, name: string, fallback: boolean): boolean {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (raw !== 'on' && raw !== 'off') throw new ConfigError(name, `must be "on" or "off" (got "${raw}")`);
  return raw === 'on';
}

import path from 'node:path';

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
  /** Unset: generated once into DATA_DIR (see secrets.ts). */
  sessionSecret: string | undefined;
  rateLimitFactor: number;
  storageDriver: StorageDriver;
  s3: S3Config | undefined;
  production: boolean;
  /** Cookies get `Secure` and the `__Host-` prefix when the app is served over https. */
  secureCookies: boolean;
}

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

export function loadConfig(env: Env = process.env, cwd = process.cwd()): AppConfig {
  const port = integer(env, 'PORT', 3000, 1, 65535);
  const host = read(env, 'HOST') ?? '127.0.0.1';
  const production = env.NODE_ENV === 'production';

  const appOriginRaw = url(env, 'APP_ORIGIN', ['http', 'https']) ?? `http://localhost:${port}`;
  const appOriginUrl = new URL(appOriginRaw);
  if (appOriginUrl.pathname !== '/' || appOriginUrl.search || appOriginUrl.hash) {
    throw new ConfigError('APP_ORIGIN', 'must be an origin without a path (e.g. https://fund.example.com)');
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
    smtpUrl: url(env, 'SMTP_URL', ['smtp', 'smtps']),
    mailFrom,
    appOrigin: appOriginUrl.origin,
    sessionSecret,
    rateLimitFactor,
    storageDriver: driverRaw,
    s3,
    production,
    secureCookies: appOriginUrl.protocol === 'https:',
  };
}

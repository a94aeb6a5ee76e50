import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { parse } from 'yaml';

// docker/compose.yaml as `docker compose` reads it: what it publishes, and that it refuses to start
// without the secrets. Docker is not on the test machines, so the compose file's variable
// interpolation (${VAR}, ${VAR:-default}, ${VAR-default}, ${VAR:?error}, ${VAR?error}, $$) is
// applied here, as the Compose specification defines it.

const COMPOSE_FILE = path.resolve(import.meta.dirname, '../../../docker/compose.yaml');
const text = readFileSync(COMPOSE_FILE, 'utf8');

type Env = Record<string, string | undefined>;

class MissingVariable extends Error {}

function interpolate(value: string, env: Env): string {
  return value.replace(
    /\$(\$|\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\})/g,
    (_match, dollar: string, name: string, op?: string, arg?: string) => {
      if (dollar === '$') return '$';
      const raw = env[name];
      const unset = op?.startsWith(':') ? raw === undefined || raw === '' : raw === undefined;
      if (op === ':-' || op === '-') return unset ? (arg ?? '') : raw!;
      if (op === ':?' || op === '?') {
        if (unset) throw new MissingVariable(`${name}: ${arg}`);
        return raw!;
      }
      return raw ?? '';
    },
  );
}

function deepInterpolate(node: unknown, env: Env): unknown {
  if (typeof node === 'string') return interpolate(node, env);
  if (Array.isArray(node)) return node.map((item) => deepInterpolate(item, env));
  if (node && typeof node === 'object')
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, deepInterpolate(value, env)]));
  return node;
}

type Service = {
  ports?: (string | { host_ip?: string; published?: string | number; target: number })[];
  profiles?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, unknown>;
};
type Model = { services: Record<string, Service> };

/** The model `docker compose --profile ... config` would give for this environment. */
function model(env: Env): Model {
  return deepInterpolate(parse(text), env) as Model;
}

/** Each published port as [host address, host port, container port]; '' is every interface. */
function published(service: Service): [string, string, string][] {
  return (service.ports ?? []).map((port) => {
    if (typeof port === 'object') return [port.host_ip ?? '', String(port.published ?? ''), String(port.target)];
    const parts = port.split(':');
    if (parts.length === 1) return ['', '', parts[0]]; // a random host port on every interface
    if (parts.length === 2) return ['', parts[0], parts[1]];
    return [
      parts
        .slice(0, -2)
        .join(':')
        .replace(/^\[|\]$/g, ''),
      parts.at(-2)!,
      parts.at(-1)!,
    ];
  });
}

const ALL_INTERFACES = new Set(['', '0.0.0.0', '::']);

const SECRETS = {
  SESSION_SECRET: 'a'.repeat(64),
  POSTGRES_PASSWORD: 'pg0123456789abcdef',
  MINIO_ROOT_PASSWORD: 'minio0123456789abcdef',
  SMTP_URL: 'smtp://user:pass@smtp.example.com:587',
};

describe('docker/compose.yaml', () => {
  it('publishes only the app, on loopback unless APP_PUBLISH says otherwise; PostgreSQL and MinIO not at all', () => {
    const { services } = model(SECRETS);
    expect(published(services.app)).toEqual([['127.0.0.1', '3000', '3000']]);
    for (const name of ['postgres', 'minio', 'minio-init']) expect(published(services[name])).toEqual([]);
    expect(published(model({ ...SECRETS, APP_PUBLISH: '0.0.0.0:3000' }).services.app)).toEqual([['0.0.0.0', '3000', '3000']]);
  });

  it('runs Mailpit only in the dev profile, its web UI on loopback and its SMTP port unpublished', () => {
    const { services } = model(SECRETS);
    expect(services.mailpit.profiles).toEqual(['dev']);
    expect(published(services.mailpit)).toEqual([['127.0.0.1', '8025', '8025']]);
    // Without the dev profile the app starts alone: it must not depend on Mailpit.
    expect(Object.keys(services.app.depends_on ?? {})).not.toContain('mailpit');
  });

  it('binds no port of Mailpit, MinIO or PostgreSQL to every interface', () => {
    const { services } = model(SECRETS);
    for (const name of ['mailpit', 'minio', 'minio-init', 'postgres']) {
      for (const [address] of published(services[name])) expect([name, ALL_INTERFACES.has(address)]).toEqual([name, false]);
    }
  });

  it('requires every password (with ${VAR:?...}), so it does not start without them, and has no default credentials', () => {
    for (const name of Object.keys(SECRETS)) {
      const uses = [...text.matchAll(new RegExp(`\\$\\{${name}([^A-Za-z0-9_][^}]*)?\\}`, 'g'))].map((match) => match[0]);
      expect(uses.length).toBeGreaterThan(0);
      for (const use of uses) expect(use).toMatch(new RegExp(`^\\$\\{${name}:\\?.+\\}$`));
    }
    for (const name of Object.keys(SECRETS)) {
      const { [name]: _missing, ...rest } = SECRETS as Record<string, string>;
      expect(() => model(rest)).toThrow(new RegExp(`^${name}: set ${name}`));
      expect(() => model({ ...rest, [name]: '' })).toThrow(MissingVariable);
    }
    expect(text).not.toMatch(/minioadmin/i);
  });

  it('hands the secrets to the app, and runs it in production unless NODE_ENV says otherwise', () => {
    const { app, postgres, minio } = model(SECRETS).services;
    expect(app.environment).toMatchObject({
      NODE_ENV: 'production',
      DATABASE_URL: `postgres://fund:${SECRETS.POSTGRES_PASSWORD}@postgres:5432/fund`,
      SMTP_URL: SECRETS.SMTP_URL,
      SESSION_SECRET: SECRETS.SESSION_SECRET,
      S3_ACCESS_KEY_ID: 'fund',
      S3_SECRET_ACCESS_KEY: SECRETS.MINIO_ROOT_PASSWORD,
    });
    expect(postgres.environment?.POSTGRES_PASSWORD).toBe(SECRETS.POSTGRES_PASSWORD);
    expect(minio.environment).toMatchObject({ MINIO_ROOT_USER: 'fund', MINIO_ROOT_PASSWORD: SECRETS.MINIO_ROOT_PASSWORD });
    expect(model({ ...SECRETS, NODE_ENV: 'development' }).services.app.environment?.NODE_ENV).toBe('development');
  });
});

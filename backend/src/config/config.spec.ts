import path from 'node:path';
import { describe, expect, it } from '@jest/globals';

import { ConfigError, loadConfig } from './config.js';

const fails = (env: Record<string, string>) => {
  try {
    loadConfig(env, '/srv/app');
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('expected a ConfigError');
};

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('/srv/app/data'),
      databaseUrl: undefined,
      smtpUrl: undefined,
      mailFrom: 'no-reply@localhost',
      appOrigin: 'http://localhost:3000',
      appOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'],
      sessionSecret: undefined,
      rateLimitFactor: 1,
      storageDriver: 'local',
      secureCookies: false,
      trustProxy: false,
    });
  });

  it('honours every variable of the table', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        DATA_DIR: '/var/fund',
        DATABASE_URL: 'postgres://u:p@db:5432/fund',
        SMTP_URL: 'smtps://u:p@mail:465',
        MAIL_FROM: 'Fund <funds@example.com>',
        APP_ORIGIN: 'https://fund.example.com',
        SESSION_SECRET: 'x'.repeat(40),
        RATE_LIMIT_FACTOR: '50',
        STORAGE_DRIVER: 's3',
        S3_ENDPOINT: 'http://minio:9000',
        S3_BUCKET: 'fund',
        S3_REGION: 'eu-west-2',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        TRUST_PROXY: '1',
      },
      '/srv/app',
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/fund',
      databaseUrl: 'postgres://u:p@db:5432/fund',
      smtpUrl: 'smtps://u:p@mail:465',
      mailFrom: 'Fund <funds@example.com>',
      appOrigin: 'https://fund.example.com',
      appOrigins: ['https://fund.example.com'],
      sessionSecret: 'x'.repeat(40),
      rateLimitFactor: 50,
      storageDriver: 's3',
      s3: { endpoint: 'http://minio:9000', bucket: 'fund', region: 'eu-west-2', accessKeyId: 'key', secretAccessKey: 'secret' },
      secureCookies: true,
      trustProxy: 1,
    });
  });

  it('names the variable of a bad value in one line', () => {
    expect(fails({ PORT: 'abc' })).toBe('Invalid configuration: PORT must be an integer from 1 to 65535 (got "abc")');
    expect(fails({ PORT: '70000' })).toMatch(/^Invalid configuration: PORT /);
    expect(fails({ DATABASE_URL: 'mysql://x' })).toBe('Invalid configuration: DATABASE_URL must use postgres or postgresql (got "mysql")');
    expect(fails({ SMTP_URL: 'http://mail' })).toMatch(/^Invalid configuration: SMTP_URL /);
    expect(fails({ APP_ORIGIN: 'https://fund.example.com/app' })).toMatch(/^Invalid configuration: APP_ORIGIN /);
    expect(fails({ MAIL_FROM: 'nobody' })).toMatch(/^Invalid configuration: MAIL_FROM /);
    expect(fails({ SESSION_SECRET: 'short' })).toBe('Invalid configuration: SESSION_SECRET must be at least 32 characters');
    expect(fails({ RATE_LIMIT_FACTOR: '0' })).toMatch(/^Invalid configuration: RATE_LIMIT_FACTOR /);
    expect(fails({ STORAGE_DRIVER: 'ftp' })).toBe('Invalid configuration: STORAGE_DRIVER must be "local" or "s3" (got "ftp")');
    expect(fails({ STORAGE_DRIVER: 's3', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' })).toBe(
      'Invalid configuration: S3_BUCKET is required when STORAGE_DRIVER=s3',
    );
    for (const message of [fails({ PORT: 'abc' }), fails({ STORAGE_DRIVER: 'ftp' })]) expect(message).not.toContain('\n');
  });

  it('requires a session secret in production', () => {
    expect(fails({ NODE_ENV: 'production' })).toBe(
      'Invalid configuration: SESSION_SECRET is required (32+ characters) when NODE_ENV=production',
    );
  });

  describe('in production', () => {
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(40),
      APP_ORIGIN: 'https://fund.example.com',
      SMTP_URL: 'smtp://mail:587',
      TRUST_PROXY: 'loopback',
    };

    it('starts with an https origin behind a trusted TLS proxy and an SMTP server', () => {
      expect(loadConfig(production, '/srv/app')).toMatchObject({
        production: true,
        appOrigin: 'https://fund.example.com',
        secureCookies: true,
      });
    });

    it('refuses an https origin without TRUST_PROXY: the Secure session cookie would never be set', () => {
      expect(fails({ ...production, TRUST_PROXY: '' })).toMatch(
        /^Invalid configuration: TRUST_PROXY must name the TLS proxy in front of the app when APP_ORIGIN is https/,
      );
      expect(fails({ APP_ORIGIN: 'https://fund.example.com' })).toMatch(/^Invalid configuration: TRUST_PROXY must name the TLS proxy/);
    });

    it('refuses an http APP_ORIGIN, except on the machine itself', () => {
      expect(fails({ ...production, APP_ORIGIN: 'http://fund.example.com' })).toBe(
        'Invalid configuration: APP_ORIGIN must use https when NODE_ENV=production (http only for localhost, 127.0.0.1 or [::1]; got "http://fund.example.com")',
      );
      expect(fails({ ...production, APP_ORIGIN: 'http://10.0.0.5:3000' })).toMatch(
        /^Invalid configuration: APP_ORIGIN must use https when NODE_ENV=production /,
      );
      for (const local of ['http://localhost:3000', 'http://127.0.0.1:8080', 'http://[::1]:3000']) {
        expect(loadConfig({ ...production, APP_ORIGIN: local }, '/srv/app')).toMatchObject({ appOrigin: local, secureCookies: false });
      }
      // Unset, it is http://localhost:$PORT: the docker compose default.
      expect(loadConfig({ ...production, APP_ORIGIN: '' }, '/srv/app').appOrigin).toBe('http://localhost:3000');
    });

    it('refuses a missing SMTP_URL', () => {
      expect(fails({ ...production, SMTP_URL: '' })).toBe(
        'Invalid configuration: SMTP_URL is required when NODE_ENV=production (without it e-mails only reach DATA_DIR/outbox)',
      );
    });

    it('refuses an SMTP_URL that points at the bundled Mailpit (host mailpit or port 1025): it shows every e-mail, login codes included, to anyone', () => {
      const refusal =
        'Invalid configuration: SMTP_URL must not point at Mailpit when NODE_ENV=production (host "mailpit" or port 1025: its web UI shows every e-mail, login codes included, without a login); give your mail relay';
      for (const mailpit of [
        'smtp://mailpit:1025',
        'smtp://MailPit:2525',
        'smtps://user:pass@mailpit',
        'smtp://localhost:1025',
        'smtp://10.0.0.7:1025',
      ]) {
        expect(fails({ ...production, SMTP_URL: mailpit })).toBe(refusal);
      }
      for (const relay of [
        'smtp://mail:587',
        'smtps://u:p@smtp.example.com:465',
        'smtp://relay.example.com:2525',
        'smtp://mailpit.example.com:587',
      ]) {
        expect(loadConfig({ ...production, SMTP_URL: relay }, '/srv/app').smtpUrl).toBe(relay);
      }
      // Development (docker compose --profile dev) sends to it.
      expect(loadConfig({ SMTP_URL: 'smtp://mailpit:1025' }, '/srv/app').smtpUrl).toBe('smtp://mailpit:1025');
    });

    it('keeps the outbox and http origins for development', () => {
      expect(loadConfig({ APP_ORIGIN: 'http://fund.example.com' }, '/srv/app')).toMatchObject({ production: false, smtpUrl: undefined });
    });
  });

  describe('HTTP limits', () => {
    it('are set on purpose by default: 20 s for headers, 30 s for a request, 10 min for an upload, 5 s keep-alive, 1000 connections', () => {
      expect(loadConfig({}, '/srv/app').http).toEqual({
        headersTimeoutMs: 20_000,
        requestTimeoutMs: 30_000,
        uploadTimeoutMs: 600_000,
        keepAliveTimeoutMs: 5_000,
        maxConnections: 1000,
      });
    });

    it('are read in seconds from the env', () => {
      const env = {
        HTTP_HEADERS_TIMEOUT: '10',
        HTTP_REQUEST_TIMEOUT: '60',
        HTTP_UPLOAD_TIMEOUT: '1800',
        HTTP_KEEP_ALIVE_TIMEOUT: '65',
        HTTP_MAX_CONNECTIONS: '250',
      };
      expect(loadConfig(env, '/srv/app').http).toEqual({
        headersTimeoutMs: 10_000,
        requestTimeoutMs: 60_000,
        uploadTimeoutMs: 1_800_000,
        keepAliveTimeoutMs: 65_000,
        maxConnections: 250,
      });
    });

    it('refuse a bad value or an order that cannot hold, naming the variable', () => {
      expect(fails({ HTTP_HEADERS_TIMEOUT: '0' })).toBe(
        'Invalid configuration: HTTP_HEADERS_TIMEOUT must be an integer from 1 to 600 (got "0")',
      );
      expect(fails({ HTTP_MAX_CONNECTIONS: 'many' })).toMatch(/^Invalid configuration: HTTP_MAX_CONNECTIONS must be an integer/);
      expect(fails({ HTTP_HEADERS_TIMEOUT: '40' })).toBe(
        'Invalid configuration: HTTP_HEADERS_TIMEOUT must not be longer than HTTP_REQUEST_TIMEOUT (30 s)',
      );
      expect(fails({ HTTP_REQUEST_TIMEOUT: '900' })).toBe(
        'Invalid configuration: HTTP_REQUEST_TIMEOUT must not be longer than HTTP_UPLOAD_TIMEOUT (600 s)',
      );
    });
  });

  describe('TRUST_PROXY', () => {
    const trust = (value: string) => loadConfig({ TRUST_PROXY: value }, '/srv/app').trustProxy;

    it('is off unless set, so X-Forwarded-For is ignored', () => {
      expect(trust('')).toBe(false);
      expect(trust('false')).toBe(false);
    });

    it('takes a hop count or a list of proxy addresses and subnets', () => {
      expect(trust('1')).toBe(1);
      expect(trust('3')).toBe(3);
      expect(trust('loopback')).toEqual(['loopback']);
      expect(trust('loopback, linklocal,uniquelocal')).toEqual(['loopback', 'linklocal', 'uniquelocal']);
      expect(trust('10.0.0.0/8, 172.18.0.2, fd00::/8, 2001:db8::7')).toEqual(['10.0.0.0/8', '172.18.0.2', 'fd00::/8', '2001:db8::7']);
    });

    it('refuses anything else with one line naming it', () => {
      const shape =
        'must be false, a hop count from 1 to 10, or a comma-separated list of proxy addresses or subnets (loopback, linklocal, uniquelocal, 10.0.0.0/8, fd00::/8 ...)';
      expect(fails({ TRUST_PROXY: 'true' })).toBe(
        'Invalid configuration: TRUST_PROXY must not be "true": that believes any client\'s X-Forwarded-For; give the hop count or the proxy addresses',
      );
      for (const bad of [
        '0',
        '11',
        'yes',
        'proxy.internal',
        '10.0.0.0/33',
        'fd00::/129',
        '10.0.0.1,',
        '300.1.1.1',
        '10.0.0.0/8/8',
        'fe80::1%eth0',
      ]) {
        expect(fails({ TRUST_PROXY: bad })).toBe(`Invalid configuration: TRUST_PROXY ${shape} (got "${bad}")`);
      }
    });
  });
});

import { describe, expect, it } from '@jest/globals';
import path from 'node:path';

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
      sessionSecret: undefined,
      rateLimitFactor: 1,
      storageDriver: 'local',
      secureCookies: false,
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
      sessionSecret: 'x'.repeat(40),
      rateLimitFactor: 50,
      storageDriver: 's3',
      s3: { endpoint: 'http://minio:9000', bucket: 'fund', region: 'eu-west-2', accessKeyId: 'key', secretAccessKey: 'secret' },
      secureCookies: true,
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
    expect(fails({ NODE_ENV: 'production' })).toBe('Invalid configuration: SESSION_SECRET is required (32+ characters) when NODE_ENV=production');
  });
});

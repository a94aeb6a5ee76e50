import { Writable } from 'node:stream';
import { describe, expect, it } from '@jest/globals';
import { QueryFailedError } from 'typeorm';

import { AppLogger, safeUrl } from './logger.js';

describe('AppLogger', () => {
  it('logs a database error without the query parameters it carries', () => {
    const lines: string[] = [];
    const logger = new AppLogger({
      destination: new Writable({ write: (chunk: Buffer, _e, done) => (lines.push(chunk.toString()), done()) }),
    });
    const driverError = Object.assign(new Error('duplicate key value'), { code: '23505', parameters: ['$argon2id$v=19$secret-hash'] });
    const error = new QueryFailedError(
      'INSERT INTO users (password_hash) VALUES ($1)',
      ['$argon2id$v=19$secret-hash', 'Typed#Password1'],
      driverError,
    );
    logger.pino.error({ err: error }, 'request failed');
    const line = JSON.parse(lines[0]) as { err: Record<string, unknown> };
    expect(line.err).toMatchObject({ type: 'QueryFailedError', code: '23505' });
    expect(lines[0]).not.toContain('secret-hash');
    expect(lines[0]).not.toContain('Typed#Password1');
    expect(lines[0]).not.toContain('INSERT INTO');
  });

  it('masks token path segments and drops query strings from logged URLs', () => {
    expect(safeUrl('/api/admin/invitations/accept/abc123?x=1')).toBe('/api/admin/invitations/accept/[redacted]');
    expect(safeUrl('/api/storage/uploads/kyc-document/1?signature=s')).toBe('/api/storage/uploads/kyc-document/1');
  });
});

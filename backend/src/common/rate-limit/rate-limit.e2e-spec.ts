import { describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { createTestApp, useTestApp } from '../../../test/test-app.js';
import { kycBody, uploadKycDocument } from '../../modules/kyc/kyc.test-utils.js';

describe('rate limits', () => {
  const t = useTestApp({ RATE_LIMIT_FACTOR: '1' });

  const attempt = (username: string) =>
    request(t.server).post('/api/admin/setup').send({ fullName: '', email: 'x@example.com', username, password: 'x' });

  it('answers 429 with a message and Retry-After once a username passes its limit', async () => {
    for (let i = 0; i < 20; i++) expect((await attempt('Flooder')).status).toBe(400);
    const blocked = await attempt('flooder');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({
      statusCode: 429,
      message: 'Too many requests. Please wait a moment and try again.',
      error: 'Too Many Requests',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('keeps usernames out of the counters table', async () => {
    const keys = await t.dataSource.query('SELECT key FROM rate_limit_counters');
    expect(keys.length).toBeGreaterThan(0);
    expect(JSON.stringify(keys)).not.toContain('flooder');
  });

  it('scales every limit with RATE_LIMIT_FACTOR', async () => {
    const relaxed = await createTestApp({ RATE_LIMIT_FACTOR: '2' });
    try {
      for (let i = 0; i < 40; i++) {
        const res = await request(relaxed.server)
          .post('/api/admin/setup')
          .send({ fullName: '', email: 'x@example.com', username: 'other', password: 'x' });
        expect(res.status).toBe(400);
      }
    } finally {
      await relaxed.close();
    }
  });
});

describe('public limits counted per client address, never per name alone', () => {
  const t = useTestApp({ RATE_LIMIT_FACTOR: '1', TRUST_PROXY: 'loopback' });

  const submit = (ip: string, body: Record<string, unknown>) => request(t.server).post('/api/kyc').set('X-Forwarded-For', ip).send(body);

  it('KYC submissions naming an e-mail from other addresses do not hold the applicant back; one address stays limited', async () => {
    // Anyone who knows the applicant's e-mail floods POST /api/kyc with it (the limit counts before validation).
    for (let i = 0; i < 12; i++) expect((await submit(`198.51.100.${i}`, { email: 'applicant@example.com' })).status).toBe(400);
    const { objectPath } = await uploadKycDocument(t);
    const own = await submit('203.0.113.5', kycBody(objectPath, { email: 'Applicant@Example.com' }));
    expect(own.status).toBe(201);
    // Ten submissions an hour from one address, whatever the e-mail.
    for (let i = 0; i < 9; i++) expect((await submit('203.0.113.5', { email: `other_${i}@example.com` })).status).toBe(400);
    const blocked = await submit('203.0.113.5', { email: 'someone@example.com' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('Too many requests. Please wait a moment and try again.');
  });
});

import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { createUser, sessionFor, useTestApp } from '../../../test/test-app.js';

// A method the path does not have: 405 with Allow (RFC 9110 §15.5.6) in the one error shape, with or
// without a session; a path that does not exist stays 404.

describe('405 Method Not Allowed', () => {
  const t = useTestApp();
  let admin: string;

  beforeAll(async () => {
    admin = await sessionFor(t, await createUser(t, { role: 'super_admin' }));
  });

  it('answers 405 with the methods the path has, for anyone', async () => {
    const me = await request(t.server).delete('/api/me');
    expect([me.status, me.headers.allow, me.body]).toEqual([
      405,
      'GET, HEAD',
      { statusCode: 405, message: 'DELETE is not allowed here; allowed: GET, HEAD', error: 'Method Not Allowed' },
    ]);
    const schemes = await request(t.server).put('/api/schemes').set('Cookie', admin).send({});
    expect([schemes.status, schemes.headers.allow]).toEqual([405, 'GET, HEAD, POST']);
    const scheme = await request(t.server).post('/api/schemes/3f1c2a8e-8a4b-4c1e-9f0a-2b3c4d5e6f70').set('Cookie', admin).send({});
    expect([scheme.status, scheme.headers.allow]).toEqual([405, 'DELETE, GET, HEAD, PATCH']);
  });

  it('keeps 404 for paths no route has, and the routes themselves', async () => {
    const missing = await request(t.server).delete('/api/no-such-thing');
    expect([missing.status, missing.headers.allow, missing.body.error]).toEqual([404, undefined, 'Not Found']);
    await request(t.server).get('/api/health').expect(200);
    await request(t.server).get('/api/me').set('Cookie', admin).expect(200);
  });
});

import { describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { createTestApp, TEST_ORIGIN, useTestApp } from '../../../test/test-app.js';

const setupBody = { fullName: 'Amina Rahman', email: 'amina@example.com', username: 'amina', password: 'Secret123!' };

describe('HTTP conventions (one error shape, body and origin rules)', () => {
  const t = useTestApp();

  it('answers malformed JSON with 400 in the error shape', async () => {
    const res = await request(t.server).post('/api/admin/setup').set('Content-Type', 'application/json').send('{"fullName": ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, message: 'Request body is not valid JSON', error: 'Bad Request' });
  });

  it('answers a body nested 2,000 levels deep with 400, on every kind of route', async () => {
    const deep = JSON.stringify({ deep: JSON.parse('['.repeat(2000) + ']'.repeat(2000)) });
    for (const [method, url] of [
      ['post', '/api/admin/setup'],
      ['put', '/api/kyc-documents'],
      ['post', '/api/kyc'],
    ] as const) {
      const res = await request(t.server)[method](url).set('Content-Type', 'application/json').send(deep);
      expect({ url, status: res.status, body: res.body }).toEqual({
        url,
        status: 400,
        body: { statusCode: 400, message: 'Request body is nested too deeply', error: 'Bad Request' },
      });
    }
  });

  it('answers a lone UTF-16 surrogate in a text field with 400, not 500', async () => {
    const res = await request(t.server)
      .post('/api/admin/setup')
      .set('Content-Type', 'application/json')
      .send('{"fullName":"Amina","email":"\\ud800","username":"amina","password":"Secret123!"}');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      statusCode: 400,
      message: 'The request contains characters that cannot be stored (such as a NUL character)',
      error: 'Bad Request',
    });
    const kyc = await request(t.server)
      .post('/api/kyc')
      .set('Content-Type', 'application/json')
      .send('{"fullName":"\\ud800 Amina","email":"amina@example.com"}');
    expect({ status: kyc.status, error: kyc.body.error }).toEqual({ status: 400, error: 'Bad Request' });
  });

  it('refuses an unknown field with 400 and creates nothing', async () => {
    const res = await request(t.server)
      .post('/api/admin/setup')
      .send({ ...setupBody, role: 'super_admin', isAdmin: true });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Bad Request');
    expect(res.body.message).toContain('property isAdmin should not exist');
    expect(res.body.message).toContain('property role should not exist');
    expect(await t.dataSource.query('SELECT count(*)::int AS n FROM users')).toEqual([{ n: 0 }]);
  });

  it('joins every validation message into one message', async () => {
    const res = await request(t.server)
      .post('/api/admin/setup')
      .send({ fullName: '', email: 'not-an-email', username: 'xyz', password: 'Secret123!' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please fill in all fields; Invalid email address');
  });

  it('answers a 2 MB body with 413', async () => {
    const res = await request(t.server)
      .post('/api/admin/setup')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ ...setupBody, fullName: 'x'.repeat(2 * 1024 * 1024) }));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ statusCode: 413, message: 'Request body is too large', error: 'Payload Too Large' });
  });

  it('answers a non-JSON body on a state-changing route with 415', async () => {
    const form = await request(t.server).post('/api/admin/setup').type('form').send(setupBody);
    expect(form.status).toBe(415);
    expect(form.body.message).toBe('Request body must be JSON (Content-Type: application/json)');
    const text = await request(t.server).patch('/api/admin/setup').set('Content-Type', 'text/plain').send('hello');
    expect(text.status).toBe(415);
  });

  it('refuses a state-changing request from a foreign Origin with 403 and accepts our own', async () => {
    const foreign = await request(t.server).post('/api/admin/setup').set('Origin', 'https://evil.example').send(setupBody);
    expect(foreign.status).toBe(403);
    // The message says why, so the screen that shows it tells the user which address to open.
    expect(foreign.body).toEqual({
      statusCode: 403,
      message: `Cross-origin request refused: this server expects ${TEST_ORIGIN}, the browser sent https://evil.example`,
      error: 'Forbidden',
    });
    expect(await t.dataSource.query('SELECT count(*)::int AS n FROM users')).toEqual([{ n: 0 }]);
    // With APP_ORIGIN set, 127.0.0.1 is another origin: refused.
    const loopback = await request(t.server)
      .post('/api/login')
      .set('Origin', 'http://127.0.0.1:3000')
      .send({ username: 'nobody', password: 'x' });
    expect(loopback.status).toBe(403);
    // The log line says the same (the origin received and the one expected).
    const refusal = t.logs
      .map((l) => JSON.parse(l) as { msg: string; origin?: string; expected?: string[] })
      .find((l) => l.origin === 'https://evil.example');
    expect(refusal).toMatchObject({ msg: 'Cross-origin request refused', origin: 'https://evil.example', expected: [TEST_ORIGIN] });

    const own = await request(t.server).post('/api/admin/setup').set('Origin', TEST_ORIGIN).send(setupBody);
    expect(own.status).toBe(201);
  });

  it('with APP_ORIGIN unset, accepts every loopback origin of its own port and says which it expects when it refuses one', async () => {
    const local = await createTestApp({ APP_ORIGIN: '', PORT: '3456' });
    try {
      for (const origin of ['http://localhost:3456', 'http://127.0.0.1:3456', 'http://[::1]:3456']) {
        const res = await request(local.server)
          .post('/api/login')
          .set('Origin', origin)
          .send({ username: 'nobody', password: 'Secret123!' });
        expect({ origin, status: res.status }).toEqual({ origin, status: 401 });
      }
      for (const origin of ['http://127.0.0.1:3000', 'http://example.test', 'https://localhost:3456']) {
        const res = await request(local.server)
          .post('/api/login')
          .set('Origin', origin)
          .send({ username: 'nobody', password: 'Secret123!' });
        expect({ origin, status: res.status, body: res.body }).toEqual({
          origin,
          status: 403,
          body: {
            statusCode: 403,
            message: `Cross-origin request refused: this server expects http://localhost:3456, http://127.0.0.1:3456 or http://[::1]:3456, the browser sent ${origin}`,
            error: 'Forbidden',
          },
        });
      }
    } finally {
      await local.close();
    }
  });

  it('logs Nest start-up chatter (about 220 route-mapping lines, module and controller lines) at debug, not info', async () => {
    const lines = t.logs.map((l) => JSON.parse(l) as { level: number; context?: string; msg: string });
    const chatter = lines.filter((l) =>
      ['RouterExplorer', 'RoutesResolver', 'InstanceLoader', 'NestFactory', 'NestApplication'].includes(l.context ?? ''),
    );
    expect(chatter).toEqual([]);
  });

  it('lets a GET with a foreign Origin through (reads change nothing)', async () => {
    await request(t.server).get('/api/health').set('Origin', 'https://evil.example').expect(200);
  });

  it('answers text PostgreSQL cannot store (a NUL character) with 400, in a body or a list filter', async () => {
    const body = await request(t.server).post('/api/login').send({ username: 'ab\u0000c', password: 'x' });
    expect(body.status).toBe(400);
    expect(body.body.message).toBe('The request contains characters that cannot be stored (such as a NUL character)');
    const reset = await request(t.server).post('/api/request-password-reset').send({ username: 'nul\u0000' });
    expect(reset.status).toBe(400);
  });

  it('answers an unknown /api route with a JSON 404', async () => {
    const res = await request(t.server).get('/api/no-such-thing').expect(404);
    expect(res.body).toEqual({ statusCode: 404, message: 'Cannot GET /api/no-such-thing', error: 'Not Found' });
  });

  it('sends helmet headers and a request id', async () => {
    const res = await request(t.server).get('/api/health').set('X-Request-Id', 'trace-123');
    expect(res.headers['x-request-id']).toBe('trace-123');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
  });

  it('lets no browser or proxy keep an API answer (passports, bank details, money): no-store, and no ETag to revalidate it', async () => {
    for (const path of ['/api/health', '/api/me', '/api/no-such-route']) {
      const res = await request(t.server).get(path);
      expect({ path, cacheControl: res.headers['cache-control'], etag: res.headers.etag }).toEqual({
        path,
        cacheControl: 'no-store',
        etag: undefined,
      });
    }
  });

  it('serves the OpenAPI description at /api/docs', async () => {
    const page = await request(t.server).get('/api/docs').expect(200);
    expect(page.headers['content-type']).toContain('text/html');
    const doc = await request(t.server).get('/api/docs-json').expect(200);
    expect(Object.keys(doc.body.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/products', '/api/admin/setup']));
  });

  it('never writes request bodies, query strings or token path segments to the log', async () => {
    await request(t.server)
      .post('/api/admin/setup')
      .send({ ...setupBody, password: 'LeakCheck#987' });
    await request(t.server).get('/api/admin/invitations/by-token/tok_abcdef123456?signature=sig_zyx');
    const log = t.logs.join('');
    expect(log).toContain('/api/admin/invitations/by-token/[redacted]');
    expect(log).not.toContain('LeakCheck#987');
    expect(log).not.toContain('tok_abcdef123456');
    expect(log).not.toContain('sig_zyx');
  });
});

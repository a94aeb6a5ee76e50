import { describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { useTestApp } from '../test/test-app.js';

// The UIs are served after the API and only for non-API paths: every /api path is the API's, and what
// neither serves answers the API's JSON error shape.

describe('UI and API paths', () => {
  const t = useTestApp();

  it.each(['/api/unknown', '/api/index.html', '/api/assets/index.js', '/api/admin/unknown'])(
    'answers GET %s with the API JSON 404, never a UI file',
    async (path) => {
      const res = await request(t.server).get(path).expect(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).toEqual({ statusCode: 404, message: `Cannot GET ${path}`, error: 'Not Found' });
    },
  );

  it.each([
    ['POST', '/portfolio'],
    ['DELETE', '/admin/investors'],
    ['PUT', '/favicon.ico'],
  ])('answers %s %s, which no UI serves, with a JSON 404', async (method, path) => {
    const res = await request(t.server)[method.toLowerCase() as 'post' | 'delete' | 'put'](path).expect(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual({ statusCode: 404, message: 'Not found', error: 'Not Found' });
  });
});

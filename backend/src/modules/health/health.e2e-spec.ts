import { describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { useTestApp } from '../../../test/test-app.js';

describe('GET /api/health', () => {
  const t = useTestApp();

  it('answers 200 while the database answers', async () => {
    const res = await request(t.server).get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up' });
  });
});

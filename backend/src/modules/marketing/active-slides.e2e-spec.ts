import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { createUser, sessionFor, useTestApp } from '../../../test/test-app.js';

const SLIDE = {
  title: 'Open for subscriptions',
  imageUrl: 'https://cdn.example.com/a.jpg',
  buttonText: 'View',
  buttonUrl: 'https://example.com',
};

/** The 3-active-slide limit when requests race: the count is taken under a transaction-scoped advisory lock. */
describe('at most 3 active slides under racing requests', () => {
  const t = useTestApp();
  let admin: string;

  beforeAll(async () => {
    admin = await sessionFor(t, await createUser(t, { role: 'admin' }));
  });
  beforeEach(() => t.dataSource.query('DELETE FROM marketing_slides'));

  const activeCount = async () => Number((await t.dataSource.query(`SELECT count(*) AS n FROM marketing_slides WHERE is_active`))[0].n);

  it('10 concurrent creates of active slides on an empty table leave exactly 3 active', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        request(t.server)
          .post('/api/admin/marketing-slides')
          .set('Cookie', admin)
          .send({ ...SLIDE, order: i }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 201, 409, 409, 409, 409, 409, 409, 409]);
    expect(results.find((r) => r.status === 409)!.body.message).toBe('At most 3 slides can be active at once. Deactivate one first.');
    expect(await activeCount()).toBe(3);
    expect(Number((await t.dataSource.query('SELECT count(*) AS n FROM marketing_slides'))[0].n)).toBe(3);
  });

  it('10 concurrent activations of inactive slides never take the total above 3', async () => {
    await t.dataSource.query(
      `INSERT INTO marketing_slides (title, image_url, button_text, button_url, sort_order, is_active)
       SELECT 'Slide ' || n, 'https://cdn.example.com/s.jpg', 'Open', 'https://example.com', n, n = 0 FROM generate_series(0, 10) AS n`,
    );
    expect(await activeCount()).toBe(1);
    const inactive = (await t.dataSource.query(`SELECT id FROM marketing_slides WHERE NOT is_active`)) as { id: string }[];
    expect(inactive).toHaveLength(10);
    const results = await Promise.all(
      inactive.map(({ id }) =>
        request(t.server).patch(`/api/admin/marketing-slides/${id}`).set('Cookie', admin).send({ isActive: 'true' }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    expect(results.filter((r) => r.status === 409)).toHaveLength(8);
    expect(await activeCount()).toBe(3);
  });

  it('racing creates and activations together still stop at 3', async () => {
    await t.dataSource.query(
      `INSERT INTO marketing_slides (title, image_url, button_text, button_url, is_active)
       SELECT 'Slide ' || n, 'https://cdn.example.com/s.jpg', 'Open', 'https://example.com', false FROM generate_series(1, 5) AS n`,
    );
    const inactive = (await t.dataSource.query(`SELECT id FROM marketing_slides`)) as { id: string }[];
    const results = await Promise.all([
      ...inactive.map(({ id }) =>
        request(t.server).patch(`/api/admin/marketing-slides/${id}`).set('Cookie', admin).send({ isActive: true }),
      ),
      ...Array.from({ length: 5 }, () => request(t.server).post('/api/admin/marketing-slides').set('Cookie', admin).send(SLIDE)),
    ]);
    expect(results.filter((r) => r.status === 200 || r.status === 201)).toHaveLength(3);
    expect(results.filter((r) => r.status === 409)).toHaveLength(7);
    expect(await activeCount()).toBe(3);
  });
});

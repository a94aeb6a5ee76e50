import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { listQuery as q } from '../../../test/list-query.js';
import { signInAdminAndInvestor, type AdminAndInvestor } from '../../../test/signed-in.js';
import { useTestApp } from '../../../test/test-app.js';

const ISO = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
const LIMIT = 'At most 3 slides can be active at once. Deactivate one first.';
const IMAGE_INVALID = 'Image URL must be a slide image uploaded here and made public, or an http(s) URL';
const ORDER_INVALID = 'Order must be a whole number of 0 or more';
const VALID = {
  title: 'Ijara Cooperative is open',
  imageUrl: 'https://cdn.example.com/slides/ijara.jpg',
  buttonText: 'Learn more',
  buttonUrl: 'https://fund.example.com/investor/opportunities',
};

describe('marketing slides', () => {
  const t = useTestApp();
  let { admin, investorCookie: investor } = {} as AdminAndInvestor;

  beforeAll(async () => {
    ({ admin, investorCookie: investor } = await signInAdminAndInvestor(t));
  });
  beforeEach(() => t.dataSource.query('DELETE FROM marketing_slides'));

  const count = async (where = 'true', params: unknown[] = []) =>
    Number((await t.dataSource.query(`SELECT count(*) AS n FROM marketing_slides WHERE ${where}`, params))[0].n);
  /** A slide written straight to the database, `minutesAgo` old. */
  const seed = async (fields: { title?: string; order?: number; active?: boolean; minutesAgo?: number } = {}) => {
    const [row] = await t.dataSource.query(
      `INSERT INTO marketing_slides (title, image_url, button_text, button_url, sort_order, is_active, created_at, updated_at)
       VALUES ($1, 'https://cdn.example.com/s.jpg', 'Open', 'https://example.com', $2, $3, now() - make_interval(mins => $4), now() - make_interval(mins => $4))
       RETURNING id`,
      [fields.title ?? `Slide ${randomUUID().slice(0, 6)}`, fields.order ?? 0, fields.active ?? true, fields.minutesAgo ?? 0],
    );
    return row.id as string;
  };
  const create = (body: Record<string, unknown>, cookie = admin) =>
    request(t.server).post('/api/admin/marketing-slides').set('Cookie', cookie).send(body);
  const patch = (id: string, body: Record<string, unknown>, cookie = admin) =>
    request(t.server).patch(`/api/admin/marketing-slides/${id}`).set('Cookie', cookie).send(body);
  const move = (id: string, direction: unknown, cookie = admin) =>
    request(t.server).post(`/api/admin/marketing-slides/${id}/move`).set('Cookie', cookie).send({ direction });
  const adminList = async (query = '') => request(t.server).get(`/api/admin/marketing-slides${query}`).set('Cookie', admin).expect(200);
  const ids = (res: { body: { id: string }[] }) => res.body.map((s) => s.id);

  describe('POST /api/admin/marketing-slides', () => {
    it('creates an active slide at order 0 by default, flags as text', async () => {
      const res = await create(VALID).expect(201);
      expect(res.body).toEqual({ id: expect.any(String), ...VALID, order: 0, isActive: 'true', createdAt: ISO, updatedAt: ISO });
      expect(await count('id = $1 AND sort_order = 0 AND is_active', [res.body.id])).toBe(1);
    });

    it('takes isActive as text or boolean and order as a number or digits', async () => {
      expect((await create({ ...VALID, isActive: 'false', order: '2' }).expect(201)).body).toMatchObject({ isActive: 'false', order: 2 });
      expect((await create({ ...VALID, isActive: false, order: 5 }).expect(201)).body).toMatchObject({ isActive: 'false', order: 5 });
      expect((await create({ ...VALID, isActive: true }).expect(201)).body).toMatchObject({ isActive: 'true', order: 0 });
    });

    it('validates with the spec messages, recording nothing', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ ...VALID, title: undefined }, 'Title is required'],
        [{ ...VALID, title: '   ' }, 'Title is required'],
        [{ ...VALID, imageUrl: undefined }, 'Image URL is required'],
        [{ ...VALID, imageUrl: '' }, 'Image URL is required'],
        [{ ...VALID, imageUrl: 'banner.png' }, IMAGE_INVALID],
        [{ ...VALID, imageUrl: 'ftp://cdn.example.com/a.png' }, IMAGE_INVALID],
        [{ ...VALID, imageUrl: `/api/objects/slide-image/${randomUUID()}` }, IMAGE_INVALID],
        [{ ...VALID, imageUrl: `/api/objects/kyc-document/${randomUUID()}` }, IMAGE_INVALID],
        [{ ...VALID, buttonText: undefined }, 'Button text is required'],
        [{ ...VALID, buttonText: ' ' }, 'Button text is required'],
        [{ ...VALID, buttonUrl: undefined }, 'Must be a valid URL'],
        [{ ...VALID, buttonUrl: 'fund.example.com/apply' }, 'Must be a valid URL'],
        [{ ...VALID, buttonUrl: 'javascript:alert(1)' }, 'Must be a valid URL'],
        [{ ...VALID, buttonUrl: 'ftp://example.com/file' }, 'Must be a valid URL'],
        [{ ...VALID, order: -1 }, ORDER_INVALID],
        [{ ...VALID, order: 1.5 }, ORDER_INVALID],
        [{ ...VALID, order: 'first' }, ORDER_INVALID],
        [{ ...VALID, isActive: 'yes' }, "isActive must be 'true' or 'false'"],
        [{ ...VALID, sortOrder: 1 }, 'property sortOrder should not exist'],
      ];
      for (const [body, message] of cases) {
        const res = await create(body);
        expect([res.status, res.body.message]).toEqual([400, message]);
      }
      expect(await count()).toBe(0);
    });

    it('refuses a fourth active slide with 409 but takes an inactive one', async () => {
      for (let i = 0; i < 3; i++) await seed();
      const res = await create(VALID);
      expect([res.status, res.body.message]).toEqual([409, LIMIT]);
      expect(await count('is_active')).toBe(3);
      await create({ ...VALID, isActive: 'false' }).expect(201);
      expect(await count()).toBe(4);
    });
  });

  describe('GET lists', () => {
    it('lists every slide for admins by order then createdAt, with list conventions', async () => {
      const late = await seed({ title: 'B', order: 1, minutesAgo: 30 });
      const newer = await seed({ title: 'C', order: 0, minutesAgo: 5, active: false });
      const older = await seed({ title: 'A', order: 0, minutesAgo: 20 });
      const res = await adminList();
      expect(ids(res)).toEqual([older, newer, late]);
      expect(res.body[1]).toEqual({
        id: newer,
        title: 'C',
        imageUrl: 'https://cdn.example.com/s.jpg',
        buttonText: 'Open',
        buttonUrl: 'https://example.com',
        order: 0,
        isActive: 'false',
        createdAt: ISO,
        updatedAt: ISO,
      });
      expect(res.headers['content-range']).toBe('marketing-slides 0-2/3');
      expect(ids(await adminList(`?${q({ sort: ['order', 'DESC'] })}`))).toEqual([late, newer, older]);
      expect(ids(await adminList(`?${q({ sort: ['title', 'ASC'], range: [0, 1] })}`))).toEqual([older, late]);
      expect(ids(await adminList(`?${q({ filter: { isActive: 'false' } })}`))).toEqual([newer]);
      expect(ids(await adminList(`?${q({ filter: { isActive: true } })}`))).toEqual([older, late]);
    });

    it('serves the public list to anyone: active slides only, by order, with the spec fields', async () => {
      const second = await seed({ order: 2, minutesAgo: 30 });
      await seed({ order: 0, active: false });
      const first = await seed({ order: 1, minutesAgo: 10 });
      const res = await request(t.server).get('/api/marketing-slides').expect(200);
      expect(ids(res)).toEqual([first, second]);
      expect(Object.keys(res.body[0]).sort()).toEqual(['buttonText', 'buttonUrl', 'id', 'imageUrl', 'isActive', 'order', 'title']);
      expect(res.body[0]).toMatchObject({ order: 1, isActive: 'true' });
      expect(ids(await request(t.server).get('/api/marketing-slides').set('Cookie', investor).expect(200))).toEqual([first, second]);
    });
  });

  describe('PATCH /api/admin/marketing-slides/:id', () => {
    it('changes only the fields sent: an edit, the Active/Inactive toggle, the order', async () => {
      const id = (await create(VALID).expect(201)).body.id as string;
      const edited = await patch(id, { title: 'Musharakah Alliance', buttonText: 'Apply now' }).expect(200);
      expect(edited.body).toMatchObject({ ...VALID, title: 'Musharakah Alliance', buttonText: 'Apply now', isActive: 'true', order: 0 });
      expect((await patch(id, { isActive: 'false' }).expect(200)).body.isActive).toBe('false');
      expect((await patch(id, { isActive: true }).expect(200)).body.isActive).toBe('true');
      expect((await patch(id, { order: 4 }).expect(200)).body).toMatchObject({ order: 4, title: 'Musharakah Alliance' });
      expect(await count('id = $1 AND sort_order = 4 AND is_active', [id])).toBe(1);
    });

    it('refuses to activate a fourth slide (409) but edits an active one freely', async () => {
      const active = await seed();
      await seed();
      await seed();
      const inactive = await seed({ active: false });
      const res = await patch(inactive, { isActive: 'true' });
      expect([res.status, res.body.message]).toEqual([409, LIMIT]);
      expect(await count('id = $1 AND NOT is_active', [inactive])).toBe(1);
      await patch(active, { isActive: 'true', title: 'Still active' }).expect(200);
      await patch(active, { isActive: 'false' }).expect(200);
      await patch(inactive, { isActive: 'true' }).expect(200);
      expect(await count('is_active')).toBe(3);
    });

    it('validates what is sent, null included, changing nothing', async () => {
      const id = await seed({ title: 'Kept' });
      const cases: [Record<string, unknown>, string][] = [
        [{ title: '' }, 'Title is required'],
        [{ title: null }, 'Title is required'],
        [{ imageUrl: null }, 'Image URL is required'],
        [{ imageUrl: 'not a url' }, IMAGE_INVALID],
        [{ buttonText: '  ' }, 'Button text is required'],
        [{ buttonUrl: 'mailto:a@example.com' }, 'Must be a valid URL'],
        [{ order: -3 }, ORDER_INVALID],
        [{ isActive: null }, "isActive must be 'true' or 'false'"],
        [{ createdAt: '2020-01-01' }, 'property createdAt should not exist'],
      ];
      for (const [body, message] of cases) {
        const res = await patch(id, body);
        expect([res.status, res.body.message]).toEqual([400, message]);
      }
      expect(await count(`id = $1 AND title = 'Kept' AND sort_order = 0 AND is_active`, [id])).toBe(1);
    });

    it('answers 404 for an unknown slide', async () => {
      for (const id of [randomUUID(), 'nope']) {
        const res = await patch(id, { title: 'x' });
        expect([res.status, res.body.message]).toEqual([404, 'Slide not found']);
      }
    });
  });

  describe('DELETE /api/admin/marketing-slides/:id', () => {
    it('deletes the slide and answers it; then 404', async () => {
      const id = await seed({ title: 'Gone' });
      const res = await request(t.server).delete(`/api/admin/marketing-slides/${id}`).set('Cookie', admin).expect(200);
      expect(res.body).toMatchObject({ id, title: 'Gone' });
      expect(await count()).toBe(0);
      const again = await request(t.server).delete(`/api/admin/marketing-slides/${id}`).set('Cookie', admin);
      expect([again.status, again.body.message]).toEqual([404, 'Slide not found']);
    });
  });

  describe('POST /api/admin/marketing-slides/:id/move', () => {
    it('swaps a slide with its neighbour, numbering the list 0, 1, 2', async () => {
      const a = await seed({ minutesAgo: 30 });
      const b = await seed({ minutesAgo: 20 });
      const c = await seed({ minutesAgo: 10, active: false });
      const res = await move(c, 'up').expect(200);
      expect(res.body).toMatchObject({ id: c, order: 1 });
      expect(ids(await adminList())).toEqual([a, c, b]);
      expect((await adminList()).body.map((s: { order: number }) => s.order)).toEqual([0, 1, 2]);
      await move(a, 'down').expect(200);
      expect(ids(await adminList())).toEqual([c, a, b]);
      expect(ids(await request(t.server).get('/api/marketing-slides').expect(200))).toEqual([a, b]);
    });

    it('refuses to move the first slide up or the last one down (409), and a bad direction (400)', async () => {
      const first = await seed({ order: 0 });
      const last = await seed({ order: 7 });
      const up = await move(first, 'up');
      expect([up.status, up.body.message]).toEqual([409, 'This slide is already first']);
      const down = await move(last, 'down');
      expect([down.status, down.body.message]).toEqual([409, 'This slide is already last']);
      const bad = await move(first, 'left');
      expect([bad.status, bad.body.message]).toEqual([400, "Direction must be 'up' or 'down'"]);
      expect((await move(randomUUID(), 'up')).status).toBe(404);
      expect(await count('id = $1 AND sort_order = 0', [first])).toBe(1);
      expect(await count('id = $1 AND sort_order = 7', [last])).toBe(1);
    });
  });

  it('every admin route: 401 without a session, 403 for an investor, changing nothing', async () => {
    const a = await seed({ title: 'A', minutesAgo: 2 });
    const b = await seed({ title: 'B', active: false, minutesAgo: 1 });
    type Client = ReturnType<typeof request>;
    const calls: ((client: Client) => request.Test)[] = [
      (client) => client.get('/api/admin/marketing-slides'),
      (client) => client.post('/api/admin/marketing-slides').send(VALID),
      (client) => client.patch(`/api/admin/marketing-slides/${b}`).send({ isActive: 'true', title: 'Hacked' }),
      (client) => client.delete(`/api/admin/marketing-slides/${a}`),
      (client) => client.post(`/api/admin/marketing-slides/${b}/move`).send({ direction: 'up' }),
    ];
    for (const call of calls) {
      await call(request(t.server)).expect(401);
      await call(request(t.server)).set('Cookie', investor).expect(403);
    }
    expect(await count()).toBe(2);
    expect(await count(`id = $1 AND title = 'B' AND NOT is_active AND sort_order = 0`, [b])).toBe(1);
    expect(ids(await adminList())).toEqual([a, b]);
  });
});

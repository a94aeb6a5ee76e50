import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { AUDIT_DEFAULT_LIMIT, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@fund/contracts';

import { createScheme } from '../../../test/factories.js';
import { listQuery as q } from '../../../test/list-query.js';
import { createUser, sessionFor, useTestApp } from '../../../test/test-app.js';

// Issue 13, items 1 and 2: every list that grows with time answers DEFAULT_PAGE_SIZE rows without a
// range (the total in Content-Range), a page is at most MAX_PAGE_SIZE rows (a 400 above), and filters
// compare typed values (a malformed id is a 400, not a database error).

type Row = { id: string };
const MORE = DEFAULT_PAGE_SIZE + 5;

describe('lists that grow with time page by default', () => {
  const t = useTestApp();
  let admin: string;
  let investor: string;
  let investorId: string;
  let schemeId: string;

  beforeAll(async () => {
    admin = await sessionFor(t, await createUser(t, { role: 'super_admin' }));
    const user = await createUser(t);
    investorId = user.id;
    investor = await sessionFor(t, user);
    schemeId = (await createScheme(t)).id;
    const otherId = (await createUser(t)).id;
    // MORE rows each, one minute apart, the newest last; where a list is per investor, one more of another investor.
    const q2 = (sql: string, params: unknown[]) => t.dataSource.query(sql, params);
    await q2(
      `INSERT INTO enrollments (investor_id, scheme_id, investment_amount, current_value) VALUES ($1, $3, 100000, 100000), ($2, $3, 100000, 100000)`,
      [investorId, otherId, schemeId],
    );
    await q2(
      `INSERT INTO activities (type, investor_id, scheme_id, title, content, category, created_at)
       SELECT 'update', $1::uuid, $3::uuid, 'Update ' || i, 'Text', 'Scheme Update', now() - make_interval(mins => $4 - i) FROM generate_series(1, $4) i
       UNION ALL SELECT 'update', $2::uuid, $3::uuid, 'Theirs', 'Text', 'Scheme Update', now()`,
      [investorId, otherId, schemeId, MORE],
    );
    await q2(
      `INSERT INTO tickets (investor_id, subject, description, created_at)
       SELECT CASE WHEN i <= $3 THEN $1 ELSE $2 END::uuid, 'Ticket ' || i, 'A question about ' || i, now() - make_interval(mins => $3 - i)
       FROM generate_series(1, $3 + 1) i`,
      [investorId, otherId, MORE],
    );
    await q2(
      `INSERT INTO expressions_of_interest (investor_id, scheme_id, status, archived, submitted_at)
       SELECT $1::uuid, $2::uuid, 'rejected', false, now() - make_interval(mins => $3 - i) FROM generate_series(1, $3) i`,
      [investorId, schemeId, MORE],
    );
    await q2(
      `INSERT INTO kyc_applications (status, submitted_at, full_name, date_of_birth, email, phone, full_address, id_type, id_upload_url,
         employment_status, previous_investments, source_of_income, account_name, account_number, sort_code, swift_bic, iban_number, bank_name,
         bank_address, nok_name, nok_contact_number, nok_contact_email, nok_passport_number, nok_relationship, terms_accepted, disclaimer_accepted)
       SELECT 'pending', now() - make_interval(mins => $1 - i), 'Applicant ' || i, '1990-01-01', 'a' || i || '@example.com', '+971 50000000', 'Dubai',
         'passport', '/api/objects/kyc-document/x', 'employed', '0', 'Salary', 'A', '1', '1', 'X', 'X', 'Bank', 'Dubai', 'N', '1', 'n@example.com', 'P',
         'spouse', true, true
       FROM generate_series(1, $1) i`,
      [MORE],
    );
    await t.dataSource.query(
      `INSERT INTO audit_logs (action, user_id, "timestamp") SELECT 'LOGIN', $1, now() - make_interval(mins => i) FROM generate_series(1, $2) i`,
      [investorId, AUDIT_DEFAULT_LIMIT + 1],
    );
  });

  it.each([
    ['the activity feed', () => `/api/activities/${investorId}`, () => investor, 'activities'],
    ['the activity feed of one scheme', () => `/api/activities/${investorId}?schemeId=${schemeId}`, () => investor, 'activities'],
    ["an investor's tickets", () => '/api/investor/tickets', () => investor, 'tickets'],
    ['the admin tickets', () => '/api/admin/tickets', () => admin, 'tickets'],
    ['the expressions of interest', () => '/api/expressions-of-interest', () => admin, 'expressions-of-interest'],
    ["an investor's own expressions of interest", () => '/api/investor/expressions-of-interest', () => investor, 'expressions-of-interest'],
    ['the KYC applications', () => '/api/kyc', () => admin, 'kyc'],
  ])('%s: the newest DEFAULT_PAGE_SIZE rows without a range, and the whole total', async (_name, path, cookie, resource) => {
    const all = await request(t.server).get(path()).set('Cookie', cookie()).expect(200);
    expect(all.body).toHaveLength(DEFAULT_PAGE_SIZE);
    const total = resource === 'tickets' && cookie() === admin ? MORE + 1 : MORE;
    expect(all.headers['content-range']).toBe(`${resource} 0-${DEFAULT_PAGE_SIZE - 1}/${total}`);
    // The next page through range, as every screen asks for it.
    const rest = await request(t.server)
      .get(`${path()}${path().includes('?') ? '&' : '?'}${q({ range: [DEFAULT_PAGE_SIZE, DEFAULT_PAGE_SIZE + 99] })}`)
      .set('Cookie', cookie())
      .expect(200);
    expect(rest.body).toHaveLength(total - DEFAULT_PAGE_SIZE);
    const ids = [...all.body, ...rest.body].map((r: Row) => r.id);
    expect(new Set(ids).size).toBe(total);
  });

  it('the audit log answers its default limit without a range', async () => {
    const res = await request(t.server).get('/api/admin/audit-logs').set('Cookie', admin).expect(200);
    expect(res.body).toHaveLength(AUDIT_DEFAULT_LIMIT);
    expect(res.headers['content-range']).toMatch(new RegExp(`^audit-logs 0-${AUDIT_DEFAULT_LIMIT - 1}/\\d+$`));
  });

  it('a lookup by ids (react-admin getMany, no range) answers every id asked for', async () => {
    const page = await request(t.server)
      .get(`/api/kyc?${q({ range: [0, MORE - 1] })}`)
      .set('Cookie', admin)
      .expect(200);
    const ids = page.body.map((r: Row) => r.id);
    expect(ids).toHaveLength(MORE);
    const many = await request(t.server)
      .get(`/api/kyc?${q({ filter: { id: ids } })}`)
      .set('Cookie', admin)
      .expect(200);
    expect(many.body.map((r: Row) => r.id).sort()).toEqual([...ids].sort());
  });

  it('a page holds at most MAX_PAGE_SIZE rows: a larger range answers 400', async () => {
    await request(t.server)
      .get(`/api/activities/${investorId}?${q({ range: [0, MAX_PAGE_SIZE - 1] })}`)
      .set('Cookie', investor)
      .expect(200);
    const res = await request(t.server)
      .get(`/api/activities/${investorId}?${q({ range: [0, MAX_PAGE_SIZE] })}`)
      .set('Cookie', investor);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, message: `Invalid range: at most ${MAX_PAGE_SIZE} rows per page`, error: 'Bad Request' });
  });

  it('the investment detail answers its latest activities, newest first, and their total', async () => {
    const res = await request(t.server).get(`/api/investments/${investorId}/${schemeId}`).set('Cookie', investor).expect(200);
    expect(res.body.activitiesTotal).toBe(MORE);
    expect(res.body.activities.map((a: { title: string }) => a.title)).toEqual(
      Array.from({ length: DEFAULT_PAGE_SIZE }, (_, i) => `Update ${MORE - i}`),
    );
    // The next page is the activity feed's, filtered to the scheme.
    const next = await request(t.server)
      .get(`/api/activities/${investorId}?${q({ filter: { schemeId }, range: [DEFAULT_PAGE_SIZE, DEFAULT_PAGE_SIZE + 99] })}`)
      .set('Cookie', investor)
      .expect(200);
    expect(next.body.map((a: { title: string }) => a.title)).toEqual(
      Array.from({ length: MORE - DEFAULT_PAGE_SIZE }, (_, i) => `Update ${MORE - DEFAULT_PAGE_SIZE - i}`),
    );
  });
});

describe('filters compare typed values', () => {
  const t = useTestApp();
  let admin: string;
  let investorId: string;
  let adminId: string;

  beforeAll(async () => {
    const adminUser = await createUser(t, { role: 'super_admin' });
    adminId = adminUser.id;
    admin = await sessionFor(t, adminUser);
    investorId = (await createUser(t)).id;
    const schemeId = (await createScheme(t)).id;
    await t.dataSource.query(
      `INSERT INTO enrollments (investor_id, scheme_id, investment_amount, current_value) VALUES ($1, $2, 100000, 100000)`,
      [investorId, schemeId],
    );
    await t.dataSource.query(`INSERT INTO tickets (investor_id, subject, description) VALUES ($1, 'Statement', 'Please send it')`, [
      investorId,
    ]);
    await t.dataSource.query(`INSERT INTO audit_logs (action, user_id) VALUES ('LOGIN', $1), ('LOGOUT', NULL)`, [adminId]);
    await t.dataSource.query(
      `INSERT INTO activities (type, investor_id, scheme_id, title, content, category, created_at) VALUES ('update', $1, $2, 'News', 'Text', 'Scheme Update', '2026-03-01T10:00:00.123456Z')`,
      [investorId, schemeId],
    );
  });

  it.each([
    ['enrollments by investorId', () => `/api/enrollments?${q({ filter: { investorId: 'not-a-uuid' } })}`, 'investorId'],
    ['enrollments by a list of ids', () => `/api/enrollments?${q({ filter: { id: [randomUUID(), 'x'] } })}`, 'id'],
    ['activities by schemeId', () => `/api/activities/${investorId}?${q({ filter: { schemeId: "1' OR '1'='1" } })}`, 'schemeId'],
    ['tickets by investorId', () => `/api/admin/tickets?${q({ filter: { investorId: 12 } })}`, 'investorId'],
    ['audit logs by userId', () => `/api/admin/audit-logs?${q({ filter: { userId: 'someone' } })}`, 'userId'],
  ])('a malformed id answers 400 (%s)', async (_name, path, field) => {
    const res = await request(t.server).get(path()).set('Cookie', admin);
    expect(res.body).toEqual({ statusCode: 400, message: `Invalid filter: "${field}" must be an id (uuid)`, error: 'Bad Request' });
  });

  it('an id in capitals names the same record', async () => {
    const lower = await request(t.server)
      .get(`/api/enrollments?${q({ filter: { investorId } })}`)
      .set('Cookie', admin)
      .expect(200);
    expect(lower.body).toHaveLength(1);
    const upper = await request(t.server)
      .get(`/api/enrollments?${q({ filter: { investorId: investorId.toUpperCase() } })}`)
      .set('Cookie', admin)
      .expect(200);
    expect(upper.body).toEqual(lower.body);
    const byAlias = await request(t.server).get(`/api/admin/audit-logs?userId=${adminId.toUpperCase()}`).set('Cookie', admin).expect(200);
    expect(byAlias.body.map((r: { action: string }) => r.action)).toEqual(['LOGIN']);
    const tickets = await request(t.server)
      .get(`/api/admin/tickets?${q({ filter: { investorId: [investorId.toUpperCase()] } })}`)
      .set('Cookie', admin)
      .expect(200);
    expect(tickets.body).toHaveLength(1);
  });

  it('a timestamp matches to the millisecond it shows', async () => {
    const feed = await request(t.server).get(`/api/activities/${investorId}`).set('Cookie', admin).expect(200);
    expect(feed.body[0].createdAt).toBe('2026-03-01T10:00:00.123Z');
    const at = async (createdAt: unknown) =>
      (
        await request(t.server)
          .get(`/api/activities/${investorId}?${q({ filter: { createdAt } })}`)
          .set('Cookie', admin)
          .expect(200)
      ).body.length;
    expect(await at('2026-03-01T10:00:00.123Z')).toBe(1);
    expect(await at('2026-03-01T14:00:00.123+04:00')).toBe(1);
    expect(await at(['2026-01-01T00:00:00.000Z', '2026-03-01T10:00:00.123Z'])).toBe(1);
    expect(await at('2026-03-01T10:00:00.124Z')).toBe(0);
    expect(await at('2026-03-01T10:00:00.122Z')).toBe(0);
  });
});

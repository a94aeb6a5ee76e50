import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { MESSAGES } from '@fund/contracts';

import { createEnrollment, createHolders, createScheme } from '../../../test/factories.js';
import { localPath as local, PDF } from '../../../test/files.js';
import { createUser, sessionFor, useTestApp } from '../../../test/test-app.js';
import type { Scheme } from '../schemes/scheme.entity.js';
import type { User } from '../users/user.entity.js';

// Issue 19 item 4: POST /api/schemes/{schemeId}/activities posts one update, transaction or document to
// every investor enrolled in a scheme (or to chosen ones): one activity per investor, so each feed and
// export stays per investor, all in one transaction with one Idempotency-Key and one audit row.

describe('posting to every investor of a scheme', () => {
  const t = useTestApp();
  let admin: string;
  let holders: User[];
  let holderCookies: string[];
  let outsider: User;
  let outsiderCookie: string;
  let scheme: Scheme;
  let emptyScheme: Scheme;

  beforeAll(async () => {
    admin = await sessionFor(t, await createUser(t, { role: 'admin' }));
    scheme = await createScheme(t, { name: 'Ijara Logistics Park' });
    emptyScheme = await createScheme(t, { name: 'Murabaha Commodities IV' });
    const otherScheme = await createScheme(t, { name: 'Musharakah Housing II' });
    ({ users: holders, cookies: holderCookies } = await createHolders(t, scheme.id, ['Layla Haddad', 'Omar Saleh', 'Noor Karim']));
    outsider = await createUser(t, { role: 'investor', fullName: 'Yusuf Rahman' });
    outsiderCookie = await sessionFor(t, outsider);
    await createEnrollment(t, { investorId: outsider.id, schemeId: otherScheme.id });
  });

  const post = (schemeId: string, body: Record<string, unknown>, cookie = admin) =>
    request(t.server).post(`/api/schemes/${schemeId}/activities`).set('Cookie', cookie).send(body);
  const count = async (sql: string, params: unknown[] = []) => Number((await t.dataSource.query(sql, params))[0].n);
  const activityCount = () => count('SELECT count(*) AS n FROM activities');
  const postedAudits = () => count(`SELECT count(*) AS n FROM audit_logs WHERE action = 'ACTIVITY_POSTED'`);
  const feedOf = async (user: User, cookie: string, query = '') =>
    (await request(t.server).get(`/api/activities/${user.id}${query}`).set('Cookie', cookie).expect(200)).body as {
      title: string;
      schemeId: string;
      amount: number | null;
      documentUrl: string | null;
    }[];
  const titlesOf = async (user: User, cookie: string) => (await feedOf(user, cookie)).map((activity) => activity.title);
  const exportedTitles = async (user: User) => {
    const query = { filter: JSON.stringify({ investorId: user.id }), columns: JSON.stringify([{ header: 'Title', field: 'title' }]) };
    const res = await request(t.server).get('/api/admin/exports/activities').query(query).set('Cookie', admin).expect(200);
    return res.text.split('\r\n').slice(1).filter(Boolean);
  };
  const update = (title: string) => ({
    type: 'update',
    category: 'Performance Report',
    title,
    content: 'Occupancy held at 94% this quarter.',
  });
  const uploadDocument = async () => {
    const ticket = await request(t.server).post('/api/activities/upload-url').set('Cookie', admin).expect(201);
    await request(t.server).put(local(ticket.body.uploadURL)).set('Content-Type', 'application/pdf').send(PDF).expect(200);
    return ticket.body.objectPath as string;
  };

  it('posts one update to every investor enrolled: one activity in each feed and each export, none elsewhere, one audit row', async () => {
    const audits = await postedAudits();
    const res = await post(scheme.id, { ...update('Q3 report to all') }).expect(201);
    expect(res.body).toEqual({
      schemeId: scheme.id,
      schemeName: 'Ijara Logistics Park',
      type: 'update',
      investorCount: 3,
      postId: expect.any(String),
      notifiedCount: 3,
    });

    for (const [i, holder] of holders.entries()) {
      const feed = await feedOf(holder, holderCookies[i]);
      expect(feed.filter((activity) => activity.title === 'Q3 report to all')).toEqual([
        expect.objectContaining({
          type: 'update',
          schemeId: scheme.id,
          schemeName: 'Ijara Logistics Park',
          investorId: holder.id,
          category: 'Performance Report',
        }),
      ]);
      expect((await exportedTitles(holder)).filter((title) => title === 'Q3 report to all')).toHaveLength(1);
    }
    expect(await titlesOf(outsider, outsiderCookie)).not.toContain('Q3 report to all');
    expect(await exportedTitles(outsider)).not.toContain('Q3 report to all');

    expect(await postedAudits()).toBe(audits + 1);
    const [audit] = await t.dataSource.query(
      `SELECT action_details, user_role FROM audit_logs WHERE action = 'ACTIVITY_POSTED' ORDER BY "timestamp" DESC LIMIT 1`,
    );
    expect(audit.user_role).toBe('admin');
    expect(audit.action_details).toContain('update activity "Q3 report to all"');
    expect(audit.action_details).toContain(`posted to 3 investors of scheme "Ijara Logistics Park" (${scheme.id})`);
  });

  it('posts a transaction with its amount on every investor’s activity', async () => {
    const res = await post(scheme.id, {
      type: 'transaction',
      category: 'Service Fee',
      title: 'Annual fee',
      content: 'The 2026 management fee.',
      amount: 250,
    }).expect(201);
    expect(res.body).toEqual({
      schemeId: scheme.id,
      schemeName: 'Ijara Logistics Park',
      type: 'transaction',
      investorCount: 3,
      postId: expect.any(String),
      notifiedCount: 3,
    });
    for (const [i, holder] of holders.entries()) {
      const fees = (await feedOf(holder, holderCookies[i], '?type=transaction')).filter((activity) => activity.title === 'Annual fee');
      expect(fees).toEqual([expect.objectContaining({ amount: 250, category: 'Service Fee' })]);
    }
    const [audit] = await t.dataSource.query(
      `SELECT action_details FROM audit_logs WHERE action = 'ACTIVITY_POSTED' ORDER BY "timestamp" DESC LIMIT 1`,
    );
    expect(audit.action_details).toContain('transaction activity "Annual fee" (Service Fee, amount 250 each) posted to 3 investors');
  });

  it('posts to chosen investors of the scheme only', async () => {
    const res = await post(scheme.id, {
      ...update('For two of you'),
      investorIds: [holders[0].id, holders[2].id.toUpperCase(), holders[0].id],
    }).expect(201);
    expect(res.body.investorCount).toBe(2);
    expect(await titlesOf(holders[0], holderCookies[0])).toContain('For two of you');
    expect(await titlesOf(holders[1], holderCookies[1])).not.toContain('For two of you');
    expect(await titlesOf(holders[2], holderCookies[2])).toContain('For two of you');
    const [audit] = await t.dataSource.query(
      `SELECT action_details FROM audit_logs WHERE action = 'ACTIVITY_POSTED' ORDER BY "timestamp" DESC LIMIT 1`,
    );
    expect(audit.action_details).toContain('posted to 2 investors of scheme "Ijara Logistics Park"');
  });

  it('refuses a chosen investor who is not enrolled in the scheme (422 naming them) and writes nothing', async () => {
    const [activities, audits] = [await activityCount(), await postedAudits()];
    const stranger = randomUUID();
    for (const notHolder of [outsider.id, stranger]) {
      const res = await post(scheme.id, { ...update('Not for outsiders'), investorIds: [holders[0].id, notHolder, holders[1].id] });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        statusCode: 422,
        error: 'Unprocessable Entity',
        message: `Investor ${notHolder} is not enrolled in this scheme`,
      });
    }
    expect(await activityCount()).toBe(activities);
    expect(await postedAudits()).toBe(audits);
  });

  it('answers 400 for a scheme with no investors enrolled and 404 for no scheme, writing nothing', async () => {
    const [activities, audits] = [await activityCount(), await postedAudits()];
    const empty = await post(emptyScheme.id, update('Nobody here'));
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ statusCode: 400, error: 'Bad Request', message: 'This scheme has no investors enrolled' });
    for (const id of [randomUUID(), 'not-a-scheme']) {
      const missing = await post(id, update('No scheme'));
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe(MESSAGES.schemeNotFound);
    }
    expect(await activityCount()).toBe(activities);
    expect(await postedAudits()).toBe(audits);
  });

  it('validates the body like POST /api/activities, without investorId and schemeId, and the chosen ids', async () => {
    const before = await activityCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...update('x'), title: ' ' }, 'Title is required'],
      [{ type: 'transaction', category: 'Payout', title: 'x', content: 'y' }, 'Amount is required'],
      [
        { ...update('x'), category: 'Payout' },
        'Category must be one of: Performance Report, Scheme Update, Market Insight, General Notice, announcement, alert, milestone, general',
      ],
      [{ ...update('x'), investorIds: [] }, 'Choose at least one investor'],
      [{ ...update('x'), investorIds: ['nope'] }, 'Each investor must be a valid id'],
      [{ ...update('x'), investorIds: holders[0].id }, 'investorIds must be a list of investor ids'],
      [{ ...update('x'), investorId: holders[0].id }, 'property investorId should not exist'],
      [{ ...update('x'), schemeId: scheme.id }, 'property schemeId should not exist'],
      [
        { type: 'document', category: 'Other', title: 'x', content: 'y', documentUrl: 'https://evil.example.com/x.pdf' },
        'The document must be a file uploaded here',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await post(scheme.id, body);
      expect({ body, status: res.status, message: res.body.message }).toEqual({ body, status: 400, message });
    }
    expect(await activityCount()).toBe(before);
  });

  it('writes once for the same Idempotency-Key sent twice, and answers the first answer again', async () => {
    const [activities, audits] = [await activityCount(), await postedAudits()];
    const send = () => post(scheme.id, update('Sent twice')).set('Idempotency-Key', `scheme-post-${randomUUID()}`);
    const key = `scheme-post-${randomUUID()}`;
    const first = await post(scheme.id, update('Sent twice')).set('Idempotency-Key', key).expect(201);
    const again = await post(scheme.id, update('Sent twice')).set('Idempotency-Key', key).expect(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await activityCount()).toBe(activities + 3);
    expect(await postedAudits()).toBe(audits + 1);
    expect((await titlesOf(holders[1], holderCookies[1])).filter((title) => title === 'Sent twice')).toHaveLength(1);
    // Another key is another posting.
    await send().expect(201);
    expect(await activityCount()).toBe(activities + 6);
  });

  it('is for admins: 401 without a session, 403 for an investor, nothing written', async () => {
    const before = await activityCount();
    const anonymous = await request(t.server).post(`/api/schemes/${scheme.id}/activities`).send(update('x'));
    expect(anonymous.status).toBe(401);
    const investor = await post(scheme.id, update('x'), holderCookies[0]);
    expect(investor.status).toBe(403);
    expect(await activityCount()).toBe(before);
  });

  it('shares one uploaded document among the investors: each reads it, an outsider does not, and deleting one investor keeps it for the rest', async () => {
    const objectPath = await uploadDocument();
    const body = {
      type: 'document',
      category: 'Financial Statement',
      title: 'Audited accounts',
      content: 'The 2026 audited accounts.',
      documentUrl: objectPath,
      documentName: 'Accounts 2026.pdf',
    };
    const res = await post(scheme.id, body).expect(201);
    expect(res.body).toEqual({
      schemeId: scheme.id,
      schemeName: 'Ijara Logistics Park',
      type: 'document',
      investorCount: 3,
      postId: expect.any(String),
      notifiedCount: 3,
    });
    expect(await count('SELECT count(*) AS n FROM activities WHERE document_url = $1', [objectPath])).toBe(3);
    for (const [i, holder] of holders.entries()) {
      const documents = await feedOf(holder, holderCookies[i], '?type=document');
      expect(documents.filter((activity) => activity.documentUrl === objectPath)).toEqual([
        expect.objectContaining({ documentName: 'Accounts 2026.pdf', documentType: 'PDF', documentSize: '0.1 MB' }),
      ]);
      await request(t.server).get(objectPath).set('Cookie', holderCookies[i]).expect(200);
    }
    await request(t.server).get(objectPath).set('Cookie', outsiderCookie).expect(404);
    // The upload is settled (referenced): the cleanup of unreferenced uploads leaves it.
    expect(await count('SELECT count(*) AS n FROM upload_records WHERE key = $1', [objectPath.replace('/api/objects/', '')])).toBe(0);

    // A fourth holder, deleted with all their data: the file the other three still reference stays.
    const leaving = await createUser(t, { role: 'investor', fullName: 'Hana Leaving' });
    const leavingCookie = await sessionFor(t, leaving);
    await createEnrollment(t, { investorId: leaving.id, schemeId: scheme.id });
    const second = await uploadDocument();
    await post(scheme.id, { ...body, documentUrl: second, title: 'Second statement' }).expect(201);
    await request(t.server).get(second).set('Cookie', leavingCookie).expect(200);
    await request(t.server).delete(`/api/users/${leaving.id}`).set('Cookie', admin).expect(200);
    for (const [i] of holders.entries()) await request(t.server).get(second).set('Cookie', holderCookies[i]).expect(200);
    await request(t.server).get(second).set('Cookie', admin).expect(200);
  });

  it('posts to 10,000 investors in one statement, in well under 5 seconds', async () => {
    const big = await createScheme(t, { name: 'Sukuk Income Fund' });
    const [{ hash }] = await t.dataSource.query(`SELECT password_hash AS hash FROM users WHERE id = $1`, [holders[0].id]);
    const suffix = randomUUID().slice(0, 8);
    await t.dataSource.query(
      `WITH investors AS (
         INSERT INTO users (username, email, full_name, role, status, password_hash)
         SELECT 'bulk_' || $1 || '_' || n, 'bulk_' || $1 || '_' || n || '@example.com', 'Bulk Investor ' || n, 'investor', 'active', $2
         FROM generate_series(1, 10000) AS n RETURNING id
       )
       INSERT INTO enrollments (investor_id, scheme_id, investment_amount, current_value) SELECT id, $3, 50000, 50000 FROM investors`,
      [suffix, hash, big.id],
    );
    const before = await activityCount();
    const started = performance.now();
    const res = await post(big.id, update('Quarterly letter')).set('Idempotency-Key', `big-${suffix}`).expect(201);
    const elapsed = performance.now() - started;
    expect(res.body).toEqual({
      schemeId: big.id,
      schemeName: 'Sukuk Income Fund',
      type: 'update',
      investorCount: 10_000,
      postId: expect.any(String),
      notifiedCount: 10_000,
    });
    expect(await activityCount()).toBe(before + 10_000);
    expect(await count('SELECT count(DISTINCT investor_id) AS n FROM activities WHERE scheme_id = $1', [big.id])).toBe(10_000);
    expect(elapsed).toBeLessThan(5000);

    // A document: every row references the one file (its reference trigger runs per row).
    const objectPath = await uploadDocument();
    const documentStarted = performance.now();
    const document = await post(big.id, {
      type: 'document',
      category: 'Distribution Notice',
      title: 'Notice',
      content: 'Q4 notice.',
      documentUrl: objectPath,
    }).expect(201);
    const documentElapsed = performance.now() - documentStarted;
    expect(document.body.investorCount).toBe(10_000);
    expect(await count('SELECT count(*) AS n FROM activities WHERE document_url = $1', [objectPath])).toBe(10_000);
    // The same update without notices (notify false), for how much the 10,000 notices add (issue 20).
    const quietStarted = performance.now();
    const quiet = await post(big.id, { ...update('Quarterly letter, no notices'), notify: false }).expect(201);
    const quietElapsed = performance.now() - quietStarted;
    expect(quiet.body).toMatchObject({ investorCount: 10_000, notifiedCount: 0 });
    console.log(
      `POST /api/schemes/{id}/activities to 10,000 investors: update ${Math.round(elapsed)} ms, document ${Math.round(documentElapsed)} ms (both with notices), update without notices ${Math.round(quietElapsed)} ms`,
    );
    expect(documentElapsed).toBeLessThan(5000);
  }, 60_000);
});

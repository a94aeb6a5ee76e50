import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { MESSAGES } from '@fund/contracts';

import { createEnrollment, createScheme } from '../../../test/factories.js';
import { createUser, sessionFor, useTestApp } from '../../../test/test-app.js';
import { ExpiryService } from '../../modules/ops/expiry.service.js';
import type { Scheme } from '../../modules/schemes/scheme.entity.js';
import type { User } from '../../modules/users/user.entity.js';

// Money writes with an Idempotency-Key (issue 14): a retry with the same key and body answers the
// first answer and writes nothing; the same key with another body is a 422; concurrent retries write
// once; keys are per user and expire after a day.

describe('Idempotency-Key on POST /api/payouts, /api/enrollments and /api/activities', () => {
  const t = useTestApp();
  let admin: string;
  let otherAdmin: string;
  let investor: User;
  let scheme: Scheme;
  let enrollmentId: string;

  beforeAll(async () => {
    admin = await sessionFor(t, await createUser(t, { role: 'admin' }));
    otherAdmin = await sessionFor(t, await createUser(t, { role: 'super_admin' }));
    investor = await createUser(t, { role: 'investor' });
    scheme = await createScheme(t);
    enrollmentId = (await createEnrollment(t, { investorId: investor.id, schemeId: scheme.id, totalPayouts: 0 })).id;
  });

  let keys = 0;
  const newKey = () => `payout-form-${Date.now()}-${++keys}`;
  const post = (path: string, cookie: string, body: object, key?: string) => {
    const req = request(t.server).post(path).set('Cookie', cookie);
    if (key !== undefined) req.set('Idempotency-Key', key);
    return req.send(body);
  };
  const payout = (amount = 1000, description = 'Q2 profit distribution') => ({
    investorId: investor.id,
    enrollmentId,
    payoutAmount: amount,
    description,
  });
  const count = async (sql: string, params: unknown[] = []) => ((await t.dataSource.query(sql, params)) as { n: number }[])[0].n;
  /** What a payout changes: the enrollment's total, the Payout activities and its PAYOUT_RECORDED audit row. */
  const money = async () => ({
    totalPayouts: await count('SELECT total_payouts::int AS n FROM enrollments WHERE id = $1', [enrollmentId]),
    payoutActivities: await count(`SELECT count(*)::int AS n FROM activities WHERE investor_id = $1 AND category = 'Payout'`, [
      investor.id,
    ]),
    auditRows: await count('SELECT count(*)::int AS n FROM audit_logs'),
  });
  const replayed = (res: request.Response) => res.headers['idempotent-replayed'];

  it('answers a retried payout with the first answer and pays once', async () => {
    const key = newKey();
    const before = await money();
    const first = await post('/api/payouts', admin, payout(1500), key).expect(201);
    expect(replayed(first)).toBeUndefined();
    const afterFirst = await money();
    expect(afterFirst).toEqual({
      totalPayouts: before.totalPayouts + 1500,
      payoutActivities: before.payoutActivities + 1,
      auditRows: before.auditRows + 1,
    });

    const retry = await post('/api/payouts', admin, payout(1500), key).expect(201);
    expect(replayed(retry)).toBe('true');
    expect(retry.text).toBe(first.text);
    expect(retry.headers['content-type']).toBe(first.headers['content-type']);
    expect(await money()).toEqual(afterFirst);
  });

  it('answers the same key with another body 422 and writes nothing', async () => {
    const key = newKey();
    await post('/api/payouts', admin, payout(700), key).expect(201);
    const before = await money();
    const res = await post('/api/payouts', admin, payout(701), key).expect(422);
    expect(res.body).toEqual({ statusCode: 422, message: MESSAGES.idempotencyKeyReused, error: 'Unprocessable Entity' });
    expect(await money()).toEqual(before);
  });

  it('reads the same JSON in another key order as the same body', async () => {
    const key = newKey();
    const { investorId, enrollmentId: id, payoutAmount, description } = payout(300);
    const first = await post('/api/payouts', admin, { investorId, enrollmentId: id, payoutAmount, description }, key).expect(201);
    const before = await money();
    const retry = await post('/api/payouts', admin, { description, payoutAmount, enrollmentId: id, investorId }, key).expect(201);
    expect([replayed(retry), retry.text]).toEqual(['true', first.text]);
    expect(await money()).toEqual(before);
  });

  it('writes exactly once for 20 concurrent requests with one key', async () => {
    const key = newKey();
    const before = await money();
    const answers = await Promise.all(Array.from({ length: 20 }, () => post('/api/payouts', admin, payout(2000), key)));
    expect(await money()).toEqual({
      totalPayouts: before.totalPayouts + 2000,
      payoutActivities: before.payoutActivities + 1,
      auditRows: before.auditRows + 1,
    });
    const originals = answers.filter((res) => res.status === 201 && replayed(res) === undefined);
    expect(originals).toHaveLength(1);
    for (const res of answers) {
      if (res.status === 201) expect(res.text).toBe(originals[0].text);
      else
        expect([res.status, res.body]).toEqual([409, { statusCode: 409, message: MESSAGES.idempotencyKeyInProgress, error: 'Conflict' }]);
    }
    // Once the first has answered, a retry is a replay.
    const retry = await post('/api/payouts', admin, payout(2000), key).expect(201);
    expect([replayed(retry), retry.text]).toEqual(['true', originals[0].text]);
  });

  it("keeps one user's keys apart from another user's", async () => {
    const key = newKey();
    const before = await money();
    await post('/api/payouts', admin, payout(400), key).expect(201);
    const other = await post('/api/payouts', otherAdmin, payout(400), key).expect(201);
    expect(replayed(other)).toBeUndefined();
    expect((await money()).payoutActivities).toBe(before.payoutActivities + 2);
  });

  it('does not honour an expired key, and the expiry job deletes it', async () => {
    const key = newKey();
    const first = await post('/api/payouts', admin, payout(250), key).expect(201);
    await t.dataSource.query(
      `UPDATE idempotency_keys SET created_at = now() - interval '25 hours', expires_at = now() - interval '1 hour' WHERE key = $1`,
      [key],
    );
    const before = await money();
    const again = await post('/api/payouts', admin, payout(250), key).expect(201);
    expect(replayed(again)).toBeUndefined();
    expect(again.body.activity.id).not.toBe(first.body.activity.id);
    expect((await money()).payoutActivities).toBe(before.payoutActivities + 1);

    await t.dataSource.query(`UPDATE idempotency_keys SET expires_at = now() - interval '1 second' WHERE key = $1`, [key]);
    const report = await t.app.get(ExpiryService).run();
    expect(report.expiredIdempotencyKeys).toBeGreaterThanOrEqual(1);
    expect(await count('SELECT count(*)::int AS n FROM idempotency_keys WHERE key = $1', [key])).toBe(0);
  });

  it('records nothing for a refused request: the key answers anew once the request is right', async () => {
    const key = newKey();
    const before = await money();
    const wrong = await post('/api/payouts', admin, { ...payout(900), enrollmentId: '00000000-0000-4000-8000-000000000000' }, key).expect(
      404,
    );
    expect(wrong.body).toEqual({ statusCode: 404, message: MESSAGES.enrollmentNotFound, error: 'Not Found' });
    const right = await post('/api/payouts', admin, payout(900), key).expect(201);
    expect(replayed(right)).toBeUndefined();
    expect((await money()).payoutActivities).toBe(before.payoutActivities + 1);
  });

  it("keeps today's behaviour without the header: two posts, two payouts", async () => {
    const before = await money();
    await post('/api/payouts', admin, payout(100)).expect(201);
    await post('/api/payouts', admin, payout(100)).expect(201);
    expect((await money()).payoutActivities).toBe(before.payoutActivities + 2);
  });

  it.each([
    ['empty', ''],
    ['256 characters', 'k'.repeat(256)],
    ['a non-ASCII character', 'clé-1'],
    ['a tab', 'key\t1'],
  ])('refuses a key that is %s with 400 and writes nothing', async (_name, key) => {
    const before = await money();
    const res = await post('/api/payouts', admin, payout(100), key).expect(400);
    expect(res.body).toEqual({ statusCode: 400, message: MESSAGES.idempotencyKeyInvalid, error: 'Bad Request' });
    expect(await money()).toEqual(before);
  });

  it('accepts a key of 255 printable ASCII characters', async () => {
    const key = `${newKey()}~ !"#`.padEnd(255, 'x');
    const first = await post('/api/payouts', admin, payout(50), key).expect(201);
    const retry = await post('/api/payouts', admin, payout(50), key).expect(201);
    expect([replayed(retry), retry.text]).toEqual(['true', first.text]);
  });

  it('replays a retried enrollment instead of answering that the investor is already enrolled', async () => {
    const key = newKey();
    const other = await createScheme(t, { minimumInvestment: 1000 });
    const body = { investorId: investor.id, schemeId: other.id, investmentAmount: 5000, currentValue: 5000 };
    const first = await post('/api/enrollments', admin, body, key).expect(201);
    const retry = await post('/api/enrollments', admin, body, key).expect(201);
    expect([replayed(retry), retry.text]).toEqual(['true', first.text]);
    expect(
      await count('SELECT count(*)::int AS n FROM enrollments WHERE investor_id = $1 AND scheme_id = $2', [investor.id, other.id]),
    ).toBe(1);
    const reused = await post('/api/enrollments', admin, { ...body, investmentAmount: 6000, currentValue: 6000 }, key).expect(422);
    expect(reused.body.message).toBe(MESSAGES.idempotencyKeyReused);
  });

  it('posts a retried activity once', async () => {
    const key = newKey();
    const body = {
      investorId: investor.id,
      schemeId: scheme.id,
      type: 'transaction',
      category: 'Contribution',
      title: 'Top-up',
      content: 'Second tranche',
      amount: 25000,
    };
    const activities = () => count('SELECT count(*)::int AS n FROM activities WHERE investor_id = $1', [investor.id]);
    const before = await activities();
    const answers = await Promise.all(Array.from({ length: 5 }, () => post('/api/activities', admin, body, key)));
    expect(await activities()).toBe(before + 1);
    const retry = await post('/api/activities', admin, body, key).expect(201);
    expect(replayed(retry)).toBe('true');
    // Each concurrent answer is the one answer, or 409 while the first was still running.
    expect(answers.map((res) => (res.status === 201 ? res.text : res.status)).filter((a) => a !== retry.text && a !== 409)).toEqual([]);
    expect(answers.filter((res) => res.status === 201 && replayed(res) === undefined)).toHaveLength(1);
    expect(await activities()).toBe(before + 1);
  });

  it('describes the header on the three operations in the OpenAPI document', async () => {
    const doc = (await request(t.server).get('/api/docs-json').expect(200)).body as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string; required?: boolean }[] }>>;
    };
    for (const path of ['/api/payouts', '/api/enrollments', '/api/activities']) {
      const header = doc.paths[path].post.parameters?.find((p) => p.in === 'header' && p.name === 'Idempotency-Key');
      expect([path, header?.required]).toEqual([path, false]);
    }
  });
});

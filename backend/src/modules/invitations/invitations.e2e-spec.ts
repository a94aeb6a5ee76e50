import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { listQuery as q } from '../../../test/list-query.js';
import { mailsTo } from '../../../test/outbox.js';
import { signInAdminSuperAndInvestor, type AdminSuperAndInvestor } from '../../../test/signed-in.js';
import { createUser, sessionFor, TEST_ORIGIN, useTestApp } from '../../../test/test-app.js';

const DAY_MS = 86_400_000;
describe('admin invitations: list, invite, delete', () => {
  const t = useTestApp();
  let { admin, adminCookie, superCookie, investorCookie } = {} as AdminSuperAndInvestor;
  beforeAll(async () => {
    ({ admin, adminCookie, superCookie, investorCookie } = await signInAdminSuperAndInvestor(t, { fullName: 'Aisha Rahman' }));
  });

  const invite = (cookie: string, body: Record<string, unknown>) =>
    request(t.server).post('/api/admin/invitations').set('Cookie', cookie).send(body);
  const rowsFor = (email: string) =>
    t.dataSource.query(`SELECT id, invite_token_hash, status FROM admin_invitations WHERE email = $1`, [email]);
  const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

  it('answers 401 without a session and 403 to an investor on every admin route', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const body = { email: 'x@example.com', fullName: 'X' };
    await request(t.server).get('/api/admin/invitations').expect(401);
    await request(t.server).post('/api/admin/invitations').send(body).expect(401);
    await request(t.server).delete(`/api/admin/invitations/${id}`).expect(401);
    await request(t.server).get('/api/admin/invitations').set('Cookie', investorCookie).expect(403);
    await request(t.server).post('/api/admin/invitations').set('Cookie', investorCookie).send(body).expect(403);
    await request(t.server).delete(`/api/admin/invitations/${id}`).set('Cookie', investorCookie).expect(403);
    expect(await rowsFor('x@example.com')).toEqual([]);
  });

  it('invites an admin: 201 with the invitation, its token and link, and emailSent; the link e-mailed, ADMIN_INVITED audited without the token', async () => {
    const before = Date.now();
    const res = await invite(adminCookie, { email: '  Omar.Farouk@Example.COM ', fullName: ' Omar Farouk ' }).expect(201);
    const token = res.body.inviteToken as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes, base64url
    expect(res.body).toEqual({
      id: expect.any(String),
      fullName: 'Omar Farouk',
      email: 'omar.farouk@example.com',
      role: 'admin',
      status: 'pending',
      expiresAt: expect.any(String),
      inviteToken: token,
      inviteLink: `${TEST_ORIGIN}/accept-invitation/${token}`,
      createdAt: expect.any(String),
      emailSent: true,
      emailStatus: 'sent',
    });
    const expiresIn = new Date(res.body.expiresAt).getTime() - before;
    expect(expiresIn).toBeGreaterThanOrEqual(7 * DAY_MS);
    expect(expiresIn).toBeLessThan(7 * DAY_MS + 60_000);

    // Only a hash of the token is stored: a read of the table cannot accept an invitation.
    const [row] = await t.dataSource.query(`SELECT invited_by, invite_token_hash, role FROM admin_invitations WHERE id = $1`, [
      res.body.id,
    ]);
    expect(row).toEqual({ invited_by: admin.id, invite_token_hash: sha256(token), role: 'admin' });
    const [dump] = await t.dataSource.query(`SELECT string_agg(t::text, ' ') AS text FROM admin_invitations t`);
    expect(dump.text).not.toContain(token);

    const [mail] = await mailsTo(t, 'omar.farouk@example.com');
    expect(mail).toContain('Hello Omar Farouk,');
    expect(mail).toContain('Aisha Rahman invited you to join as admin');
    expect(mail).toContain(`${TEST_ORIGIN}/accept-invitation/${token}\n`);

    const audit = await t.dataSource.query(`SELECT user_id, user_role, action_details FROM audit_logs WHERE action = 'ADMIN_INVITED'`);
    expect(audit).toEqual([{ user_id: admin.id, user_role: 'admin', action_details: 'Invited omar.farouk@example.com as admin' }]);
    expect(JSON.stringify(audit)).not.toContain(token);
    expect(t.logs.join('')).not.toContain(token);
  });

  it('validates the fields with the spec messages and refuses unknown fields', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ fullName: 'No Email' }, 'Invalid email address'],
      [{ email: '', fullName: 'Empty Email' }, 'Invalid email address'],
      [{ email: 'not-an-email', fullName: 'Bad Email' }, 'Invalid email address'],
      [{ email: 42, fullName: 'Number Email' }, 'Invalid email address'],
      [{ email: 'name@example.com' }, 'Full name is required'],
      [{ email: 'name@example.com', fullName: '   ' }, 'Full name is required'],
      [{ email: 'name@example.com', fullName: 'Name', role: 'investor' }, 'Role must be admin or super_admin'],
      [{ email: 'name@example.com', fullName: 'Name', status: 'accepted' }, 'property status should not exist'],
    ];
    for (const [body, message] of cases) {
      const res = await invite(adminCookie, body);
      expect({ body, status: res.status, message: res.body.message }).toEqual({ body, status: 400, message });
    }
    expect(await rowsFor('name@example.com')).toEqual([]);
  });

  it('lets only a super admin invite a super admin', async () => {
    const refused = await invite(adminCookie, { email: 'chief@example.com', fullName: 'Chief', role: 'super_admin' }).expect(403);
    expect(refused.body.message).toBe('Only a super admin can invite a super admin');
    expect(await rowsFor('chief@example.com')).toEqual([]);
    expect(await mailsTo(t, 'chief@example.com')).toEqual([]);

    const res = await invite(superCookie, { email: 'chief@example.com', fullName: 'Chief', role: 'super_admin' }).expect(201);
    expect(res.body.role).toBe('super_admin');
    expect((await mailsTo(t, 'chief@example.com'))[0]).toContain('invited you to join as super admin');
  });

  it('lets only a super admin delete a super admin invitation', async () => {
    const boss = await invite(superCookie, { email: 'boss@example.com', fullName: 'Boss', role: 'super_admin' }).expect(201);
    const refused = await request(t.server).delete(`/api/admin/invitations/${boss.body.id}`).set('Cookie', adminCookie).expect(403);
    expect(refused.body).toEqual({
      statusCode: 403,
      message: 'Only a super admin can delete a super admin invitation',
      error: 'Forbidden',
    });
    expect(await rowsFor('boss@example.com')).toHaveLength(1);
    await request(t.server).get(`/api/admin/invitations/by-token/${boss.body.inviteToken}`).expect(200);

    await request(t.server).delete(`/api/admin/invitations/${boss.body.id}`).set('Cookie', superCookie).expect(200);
    expect(await rowsFor('boss@example.com')).toEqual([]);
  });

  it('refuses an address that already belongs to a user, in any case', async () => {
    await createUser(t, { email: 'taken@example.com' });
    const res = await invite(adminCookie, { email: 'TAKEN@example.com', fullName: 'Someone' }).expect(409);
    expect(res.body.message).toBe('That e-mail address is already in use');
    expect(await rowsFor('taken@example.com')).toEqual([]);
  });

  it('refuses a second invitation while one is pending and replaces an expired one', async () => {
    const first = await invite(adminCookie, { email: 'again@example.com', fullName: 'Again' }).expect(201);
    const duplicate = await invite(superCookie, { email: 'Again@Example.com', fullName: 'Again Again' }).expect(409);
    expect(duplicate.body.message).toBe('An invitation for this e-mail address already exists');

    await t.dataSource.query(`UPDATE admin_invitations SET expires_at = now() - interval '1 minute' WHERE id = $1`, [first.body.id]);
    const second = await invite(adminCookie, { email: 'again@example.com', fullName: 'Again Later' }).expect(201);
    expect(second.body.inviteToken).not.toBe(first.body.inviteToken);
    expect(await rowsFor('again@example.com')).toEqual([
      { id: second.body.id, invite_token_hash: sha256(second.body.inviteToken), status: 'pending' },
    ]);
    await request(t.server).get(`/api/admin/invitations/by-token/${first.body.inviteToken}`).expect(404);
    await request(t.server).get(`/api/admin/invitations/by-token/${second.body.inviteToken}`).expect(200);
  });

  it('creates one invitation when two admins invite the same new address at once', async () => {
    const body = { email: 'race@example.com', fullName: 'Race' };
    const results = await Promise.all([invite(adminCookie, body), invite(superCookie, body), invite(adminCookie, body)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(await rowsFor('race@example.com')).toHaveLength(1);
  });

  it('lists invitations newest first, without their tokens, showing pending ones past their expiry as expired, with list conventions', async () => {
    const expiring = await invite(adminCookie, { email: 'expiring@example.com', fullName: 'Expiring' }).expect(201);
    await t.dataSource.query(`UPDATE admin_invitations SET expires_at = now() - interval '1 second' WHERE id = $1`, [expiring.body.id]);

    const res = await request(t.server).get('/api/admin/invitations').set('Cookie', adminCookie).expect(200);
    const created = res.body.map((i: { createdAt: string }) => i.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    const { id, fullName, email, role, createdAt } = expiring.body;
    expect(res.body[0]).toEqual({ id, fullName, email, role, createdAt, status: 'expired', expiresAt: expect.any(String) });
    expect(Object.keys(res.body[0]).sort()).toEqual(['createdAt', 'email', 'expiresAt', 'fullName', 'id', 'role', 'status']);
    // No token and no link for anyone: a plain admin cannot take a super admin invitation from the list.
    const bySuper = await request(t.server).get('/api/admin/invitations').set('Cookie', superCookie).expect(200);
    expect(bySuper.body.map((i: { email: string }) => i.email)).toContain('chief@example.com');
    expect(JSON.stringify(bySuper.body)).not.toMatch(/inviteToken|inviteLink|accept-invitation/);
    expect(JSON.stringify(res.body)).not.toMatch(/inviteToken|inviteLink|accept-invitation/);
    expect(res.headers['content-range']).toBe(`invitations 0-${res.body.length - 1}/${res.body.length}`);

    const expired = await request(t.server)
      .get(`/api/admin/invitations?${q({ filter: { status: 'expired' } })}`)
      .set('Cookie', superCookie)
      .expect(200);
    expect(expired.body.map((i: { email: string }) => i.email)).toEqual(['expiring@example.com']);

    const page = await request(t.server)
      .get(`/api/admin/invitations?${q({ sort: ['email', 'ASC'], range: [0, 1] })}`)
      .set('Cookie', adminCookie)
      .expect(200);
    expect(page.body.map((i: { email: string }) => i.email)).toEqual(['again@example.com', 'chief@example.com']);
    expect(page.headers['content-range']).toBe(`invitations 0-1/${res.body.length}`);

    const search = await request(t.server)
      .get(`/api/admin/invitations?${q({ filter: { q: 'OMAR' } })}`)
      .set('Cookie', adminCookie)
      .expect(200);
    expect(search.body.map((i: { email: string }) => i.email)).toEqual(['omar.farouk@example.com']);

    await request(t.server)
      .get(`/api/admin/invitations?${q({ sort: ['inviteToken', 'ASC'] })}`)
      .set('Cookie', adminCookie)
      .expect(400);
  });

  it('deletes a pending or expired invitation, which ends its link; 409 for an accepted one, 404 for an unknown id', async () => {
    const pending = await invite(adminCookie, { email: 'delete.me@example.com', fullName: 'Delete Me' }).expect(201);
    const deleted = await request(t.server).delete(`/api/admin/invitations/${pending.body.id}`).set('Cookie', adminCookie).expect(200);
    expect(deleted.body).toMatchObject({ id: pending.body.id, email: 'delete.me@example.com', status: 'pending' });
    expect(await rowsFor('delete.me@example.com')).toEqual([]);
    await request(t.server).get(`/api/admin/invitations/by-token/${pending.body.inviteToken}`).expect(404);
    await request(t.server).delete(`/api/admin/invitations/${pending.body.id}`).set('Cookie', adminCookie).expect(404);

    const [expired] = await rowsFor('expiring@example.com');
    await request(t.server).delete(`/api/admin/invitations/${expired.id}`).set('Cookie', superCookie).expect(200);

    const used = await invite(adminCookie, { email: 'used@example.com', fullName: 'Used' }).expect(201);
    await request(t.server)
      .post(`/api/admin/invitations/accept/${used.body.inviteToken}`)
      .send({ username: 'used_admin', password: 'Welcome#2024' })
      .expect(201);
    const refused = await request(t.server).delete(`/api/admin/invitations/${used.body.id}`).set('Cookie', adminCookie).expect(409);
    expect(refused.body.message).toBe('Only pending invitations can be deleted');
    expect(await rowsFor('used@example.com')).toHaveLength(1);

    await request(t.server).delete('/api/admin/invitations/not-a-uuid').set('Cookie', adminCookie).expect(404);
  });
});

describe('admin invitations with SMTP down', () => {
  const t = useTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });

  it('answers emailSent false with the link to copy, and keeps the invitation', async () => {
    const cookie = await sessionFor(t, await createUser(t, { role: 'admin' }));
    const res = await request(t.server)
      .post('/api/admin/invitations')
      .set('Cookie', cookie)
      .send({ email: 'offline@example.com', fullName: 'Offline' })
      .expect(201);
    expect(res.body).toMatchObject({ emailSent: false, emailStatus: 'queued' });
    expect(res.body.inviteToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body.inviteLink).toBe(`${TEST_ORIGIN}/accept-invitation/${res.body.inviteToken}`);
    const rows = await t.dataSource.query(`SELECT status FROM admin_invitations WHERE email = 'offline@example.com'`);
    expect(rows).toEqual([{ status: 'pending' }]);
    await request(t.server)
      .get(`/api/admin/invitations/by-token/${res.body.inviteToken}`)
      .expect(200, { email: 'offline@example.com', status: 'pending' });
    const list = await request(t.server).get('/api/admin/invitations').set('Cookie', cookie).expect(200);
    expect(list.body.map((i: { id: string }) => i.id)).toEqual([res.body.id]);
    expect(t.logs.join('')).not.toContain(res.body.inviteToken);
  });

  it('cancels the queued e-mail of an invitation deleted before it went out', async () => {
    const cookie = await sessionFor(t, await createUser(t, { role: 'admin' }));
    const res = await request(t.server)
      .post('/api/admin/invitations')
      .set('Cookie', cookie)
      .send({ email: 'withdrawn@example.com', fullName: 'Withdrawn' })
      .expect(201);
    await request(t.server).delete(`/api/admin/invitations/${res.body.id}`).set('Cookie', cookie).expect(200);
    const rows = await t.dataSource.query(`SELECT status, text_body FROM mail_queue WHERE recipient = 'withdrawn@example.com'`);
    expect(rows).toEqual([{ status: 'cancelled', text_body: null }]);
  });
});

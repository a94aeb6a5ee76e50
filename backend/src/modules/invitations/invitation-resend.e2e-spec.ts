import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { MESSAGES } from '@fund/contracts';

import { mailsTo } from '../../../test/outbox.js';
import { createUser, sessionFor, TEST_ORIGIN, useTestApp } from '../../../test/test-app.js';

const DAY_MS = 86_400_000;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

// Issue 21 item 10: resend an invitation. A new token (the old link dies), a new week, e-mailed again
// and audited (ADMIN_INVITATION_RESENT, without the token).

describe('POST /api/admin/invitations/{id}/resend', () => {
  const t = useTestApp();
  let superCookie: string;
  let adminCookie: string;
  let superId: string;

  beforeAll(async () => {
    const root = await createUser(t, { role: 'super_admin', fullName: 'Nadia Root' });
    superId = root.id;
    superCookie = await sessionFor(t, root);
    adminCookie = await sessionFor(t, await createUser(t, { role: 'admin' }));
  });

  const invite = async (email: string, role = 'admin') =>
    (
      await request(t.server)
        .post('/api/admin/invitations')
        .set('Cookie', superCookie)
        .send({ email, fullName: `Name of ${email}`, role })
        .expect(201)
    ).body as {
      id: string;
      inviteToken: string;
    };
  const resend = (id: string, cookie = superCookie) => request(t.server).post(`/api/admin/invitations/${id}/resend`).set('Cookie', cookie);
  const lookup = (token: string) => request(t.server).get(`/api/admin/invitations/by-token/${token}`);

  it('gives the invitation a new token and a new week, kills the old link, e-mails the new one and audits it', async () => {
    const first = await invite('leaving.soon@example.com');
    // A week has nearly passed.
    await t.dataSource.query(`UPDATE admin_invitations SET expires_at = now() + interval '1 hour' WHERE id = $1`, [first.id]);
    const before = Date.now();
    const res = await resend(first.id).expect(201);
    expect(res.body).toMatchObject({
      id: first.id,
      email: 'leaving.soon@example.com',
      status: 'pending',
      emailSent: true,
      emailStatus: 'sent',
    });
    const token = res.body.inviteToken as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(token).not.toBe(first.inviteToken);
    expect(res.body.inviteLink).toBe(`${TEST_ORIGIN}/accept-invitation/${token}`);
    expect(new Date(res.body.expiresAt).getTime() - before).toBeGreaterThanOrEqual(7 * DAY_MS);

    await lookup(first.inviteToken).expect(404);
    await lookup(token).expect(200);
    const mails = await mailsTo(t, 'leaving.soon@example.com');
    expect(mails).toHaveLength(2);
    expect(mails[1]).toContain(`${TEST_ORIGIN}/accept-invitation/${token}\n`);

    const audit = await t.dataSource.query(
      `SELECT user_id, user_role, action_details FROM audit_logs WHERE action = 'ADMIN_INVITATION_RESENT'`,
    );
    expect(audit).toEqual([
      { user_id: superId, user_role: 'super_admin', action_details: 'Invitation of leaving.soon@example.com (admin) sent again' },
    ]);
    expect(JSON.stringify(audit)).not.toContain(token);
  });

  it('sends an expired invitation again as pending', async () => {
    const { id } = await invite('expired.one@example.com');
    await t.dataSource.query(`UPDATE admin_invitations SET expires_at = now() - interval '1 day' WHERE id = $1`, [id]);
    const res = await resend(id).expect(201);
    expect(res.body.status).toBe('pending');
    await lookup(res.body.inviteToken).expect(200);
  });

  it('refuses an accepted invitation (409), an unknown one (404), and a super admin invitation to an admin (403), changing nothing', async () => {
    const accepted = await invite('accepted.one@example.com');
    await request(t.server)
      .post(`/api/admin/invitations/accept/${accepted.inviteToken}`)
      .send({ username: 'accepted_one', password: 'Str0ng!Passw0rd' })
      .expect((res) => expect(res.status).toBeLessThan(300));
    const conflict = await resend(accepted.id).expect(409);
    expect(conflict.body).toEqual({ statusCode: 409, error: 'Conflict', message: MESSAGES.invitationNotResendable });

    expect((await resend(UNKNOWN_ID).expect(404)).body.message).toBe(MESSAGES.notFound);
    await resend('not-an-id').expect(404);

    const root = await invite('second.root@example.com', 'super_admin');
    const refused = await resend(root.id, adminCookie).expect(403);
    expect(refused.body.message).toBe(MESSAGES.superAdminInviteOnly);
    await lookup(root.inviteToken).expect(200);
    expect(await mailsTo(t, 'second.root@example.com')).toHaveLength(1);
    const audit = await t.dataSource.query(`SELECT count(*)::int AS n FROM audit_logs WHERE action = 'ADMIN_INVITATION_RESENT'`);
    expect(audit[0].n).toBe(2);
  });

  it('answers 401 without a session and 403 to an investor', async () => {
    const { id } = await invite('nobody.else@example.com');
    await request(t.server).post(`/api/admin/invitations/${id}/resend`).expect(401);
    await resend(id, await sessionFor(t, await createUser(t))).expect(403);
  });
});

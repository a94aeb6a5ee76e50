import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { MESSAGES } from '@fund/contracts';

import { createUser, sessionFor, TEST_PASSWORD, useTestApp } from '../../../test/test-app.js';
import { verifyPassword } from '../../common/auth/passwords.js';
import { PROFILE_PHOTO_URL_INVALID } from './dto/update-profile.dto.js';
import type { User } from './user.entity.js';

const NEW_PASSWORD = 'N3w-own-secret';

describe('own account', () => {
  const t = useTestApp();
  let admin: User;
  let adminCookie: string;
  let superCookie: string;

  beforeAll(async () => {
    admin = await createUser(t, { role: 'admin' });
    adminCookie = await sessionFor(t, admin);
    superCookie = await sessionFor(t, await createUser(t, { role: 'super_admin' }));
  });

  const hashOf = async (id: string) =>
    (await t.dataSource.query('SELECT password_hash FROM users WHERE id = $1', [id]))[0].password_hash as string;

  describe('PATCH /api/users/:id/password', () => {
    const change = (id: string, cookie: string, body: Record<string, unknown>) =>
      request(t.server).patch(`/api/users/${id}/password`).set('Cookie', cookie).send(body);

    it('answers 401 without a session', async () => {
      await request(t.server)
        .patch(`/api/users/${admin.id}/password`)
        .send({ currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD })
        .expect(401);
    });

    it("answers 403 for another user's id, even to an admin or a super admin", async () => {
      const victim = await createUser(t, { role: 'investor' });
      const before = await hashOf(victim.id);
      const body = { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD };
      await change(victim.id, adminCookie, body).expect(403);
      await change(victim.id, superCookie, body).expect(403);
      await change(victim.id, await sessionFor(t, await createUser(t)), body).expect(403);
      expect(await hashOf(victim.id)).toBe(before);
    });

    it.each([
      ['a missing current password', { newPassword: NEW_PASSWORD }, MESSAGES.currentPasswordRequired],
      ['an empty current password', { currentPassword: '', newPassword: NEW_PASSWORD }, MESSAGES.currentPasswordRequired],
      ['a five-character new password', { currentPassword: TEST_PASSWORD, newPassword: 'abcde' }, MESSAGES.passwordTooShort6],
      ['a missing new password', { currentPassword: TEST_PASSWORD }, MESSAGES.passwordTooShort6],
    ])('refuses %s with its message', async (_case, body, message) => {
      const res = await change(admin.id, adminCookie, body).expect(400);
      expect(res.body.message).toBe(message);
    });

    it('answers 400 (not 401) to a wrong current password and keeps the old one and the session', async () => {
      const user = await createUser(t, { role: 'investor' });
      const cookie = await sessionFor(t, user);
      const before = await hashOf(user.id);
      const res = await change(user.id, cookie, { currentPassword: 'wrong-password', newPassword: NEW_PASSWORD }).expect(400);
      expect(res.body.message).toBe(MESSAGES.currentPasswordIncorrect);
      expect(await hashOf(user.id)).toBe(before);
      await request(t.server).get('/api/me').set('Cookie', cookie).expect(200);
    });

    it("changes the password of any signed-in user, ends the user's other sessions and keeps the caller's", async () => {
      const user = await createUser(t, { role: 'investor' });
      const caller = await sessionFor(t, user);
      const other = await sessionFor(t, user);
      const bystander = await sessionFor(t, await createUser(t));
      const res = await change(user.id, caller, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD }).expect(200);
      expect(res.body).toEqual({ message: 'Password updated' });

      const hash = await hashOf(user.id);
      expect(await verifyPassword(hash, NEW_PASSWORD)).toBe(true);
      expect(await verifyPassword(hash, TEST_PASSWORD)).toBe(false);
      await request(t.server).get('/api/me').set('Cookie', caller).expect(200);
      await request(t.server).get('/api/me').set('Cookie', other).expect(401);
      await request(t.server).get('/api/me').set('Cookie', bystander).expect(200);

      const [flags] = await t.dataSource.query('SELECT must_change_password, password_changed_at FROM users WHERE id = $1', [user.id]);
      expect(flags.must_change_password).toBe(false);
      expect(flags.password_changed_at).not.toBeNull();

      const audit = await t.dataSource.query(`SELECT user_id, user_role, action_details FROM audit_logs WHERE action = 'PASSWORD_CHANGED'`);
      expect(audit).toEqual([{ user_id: user.id, user_role: 'investor', action_details: 'Own password changed' }]);

      const mails = (await t.outbox()).filter((eml) => eml.includes(`To: ${user.email}`));
      expect(mails).toHaveLength(1);
      expect(mails[0]).toContain('password was changed');
      expect(mails[0]).not.toContain(NEW_PASSWORD);
    });

    it('answers 403 "Password change required" while a forced change is pending', async () => {
      const user = await createUser(t, { mustChangePassword: true });
      const res = await change(user.id, await sessionFor(t, user), { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD }).expect(
        403,
      );
      expect(res.body.message).toBe(MESSAGES.passwordChangeRequired);
    });

    it('never writes a password into an audit row or a log line', async () => {
      const audit = JSON.stringify(await t.dataSource.query('SELECT * FROM audit_logs'));
      const logs = t.logs.join('\n');
      for (const secret of [NEW_PASSWORD, TEST_PASSWORD, 'wrong-password']) {
        expect(audit).not.toContain(secret);
        expect(logs).not.toContain(secret);
      }
    });
  });

  describe('PATCH /api/users/:id/profile', () => {
    const update = (id: string, cookie: string, body: Record<string, unknown>) =>
      request(t.server).patch(`/api/users/${id}/profile`).set('Cookie', cookie).send(body);
    const photo = `/api/objects/profile-photo/${randomUUID()}`;

    it('answers 401 without a session', async () => {
      await request(t.server).patch(`/api/users/${admin.id}/profile`).send({ email: 'x@example.com', fullName: 'X' }).expect(401);
    });

    it('answers 403 to an investor, even for their own id (their e-mail is read-only)', async () => {
      const investor = await createUser(t, { role: 'investor' });
      await update(investor.id, await sessionFor(t, investor), { email: 'new.investor@example.com', fullName: 'X' }).expect(403);
      const [row] = await t.dataSource.query('SELECT email FROM users WHERE id = $1', [investor.id]);
      expect(row.email).toBe(investor.email);
    });

    it("answers 403 for another user's id, even to an admin", async () => {
      const victim = await createUser(t);
      await update(victim.id, adminCookie, { email: 'taken.over@example.com', fullName: 'Taken Over' }).expect(403);
      await update(victim.id, superCookie, { email: 'taken.over@example.com', fullName: 'Taken Over' }).expect(403);
      const [row] = await t.dataSource.query('SELECT email FROM users WHERE id = $1', [victim.id]);
      expect(row.email).toBe(victim.email);
    });

    it('updates e-mail (lower-cased), full name and photo, and answers the profile', async () => {
      const user = await createUser(t, { role: 'admin' });
      const cookie = await sessionFor(t, user);
      const res = await update(user.id, cookie, {
        email: '  Renamed.Person@Example.COM ',
        fullName: ' Renamed Person ',
        profilePhotoUrl: photo,
      }).expect(200);
      expect(res.body).toEqual({
        email: 'renamed.person@example.com',
        fullName: 'Renamed Person',
        profilePhotoUrl: photo,
        username: user.username,
        role: 'admin',
      });
      const me = await request(t.server).get('/api/me').set('Cookie', cookie).expect(200);
      expect(me.body).toMatchObject({ fullName: 'Renamed Person', profilePhotoUrl: photo });
    });

    it('keeps the photo when omitted, accepts an https URL, and removes it with null or an empty string', async () => {
      const user = await createUser(t, { role: 'super_admin', profilePhotoUrl: photo });
      const cookie = await sessionFor(t, user);
      const base = { email: user.email, fullName: user.fullName };
      expect((await update(user.id, cookie, base).expect(200)).body.profilePhotoUrl).toBe(photo);
      const url = 'https://cdn.example.com/people/me.png';
      expect((await update(user.id, cookie, { ...base, profilePhotoUrl: url }).expect(200)).body.profilePhotoUrl).toBe(url);
      expect((await update(user.id, cookie, { ...base, profilePhotoUrl: null }).expect(200)).body.profilePhotoUrl).toBeNull();
      await update(user.id, cookie, { ...base, profilePhotoUrl: photo }).expect(200);
      expect((await update(user.id, cookie, { ...base, profilePhotoUrl: '' }).expect(200)).body.profilePhotoUrl).toBeNull();
    });

    it.each([
      ['a script URL', 'javascript:alert(1)'],
      ['an ftp URL', 'ftp://example.com/me.png'],
      ['a relative path', 'me.png'],
      ['an object path that is not a key', '/api/objects/../../secrets.json'],
      ['a number', 42],
      ['a URL longer than 2048 characters', `https://example.com/${'a'.repeat(2040)}.png`],
    ])('refuses %s as a profile photo', async (_case, profilePhotoUrl) => {
      const res = await update(admin.id, adminCookie, { email: admin.email, fullName: admin.fullName, profilePhotoUrl }).expect(400);
      expect(res.body.message).toBe(PROFILE_PHOTO_URL_INVALID);
    });

    it.each([
      ['a malformed email', { email: 'nope' }, MESSAGES.invalidEmail],
      ['a missing email', { email: undefined }, MESSAGES.invalidEmail],
      ['a blank full name', { fullName: '  ' }, MESSAGES.fullNameRequired],
      ['a missing full name', { fullName: undefined }, MESSAGES.fullNameRequired],
    ])('refuses %s with its message', async (_case, override, message) => {
      const res = await update(admin.id, adminCookie, { email: admin.email, fullName: admin.fullName, ...override }).expect(400);
      expect(res.body.message).toBe(message);
    });

    it('never changes the username: the field is refused as unknown', async () => {
      const res = await update(admin.id, adminCookie, { email: admin.email, fullName: admin.fullName, username: 'new_name' }).expect(400);
      expect(res.body.message).toBe('property username should not exist');
      const [row] = await t.dataSource.query('SELECT username FROM users WHERE id = $1', [admin.id]);
      expect(row.username).toBe(admin.username);
    });

    it("answers 409 for another user's e-mail in any case, and accepts the caller's own", async () => {
      const other = await createUser(t);
      const res = await update(admin.id, adminCookie, { email: other.email.toUpperCase(), fullName: admin.fullName }).expect(409);
      expect(res.body.message).toBe(MESSAGES.emailTaken);
      await update(admin.id, adminCookie, { email: admin.email.toUpperCase(), fullName: admin.fullName }).expect(200);
    });
  });
});

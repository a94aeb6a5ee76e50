import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { MESSAGES } from '@fund/contracts';

import { createKycApplication } from '../../../test/factories.js';
import { localPath as local, PDF, PDF_NAMED_PNG, PNG } from '../../../test/files.js';
import { createUser, sessionFor, useTestApp } from '../../../test/test-app.js';
import { ObjectStorage } from '../../common/storage/object-storage.js';
import type { User } from '../users/user.entity.js';

describe('profile photos', () => {
  const t = useTestApp();
  let investor: User;
  let cookie: string;

  beforeAll(async () => {
    investor = await createUser(t);
    await createKycApplication(t, { investorId: investor.id, status: 'approved' });
    cookie = await sessionFor(t, investor);
  });

  const uploadUrl = async (who = cookie) =>
    (await request(t.server).post('/api/upload-url').set('Cookie', who).expect(200)).body as { url: string; uploadURL: string };
  const setAcl = (body: Record<string, unknown>, who = cookie) =>
    request(t.server).post('/api/objects/set-acl').set('Cookie', who).send(body);
  const setPhoto = (userId: string, body: Record<string, unknown>, who = cookie) =>
    request(t.server).patch(`/api/profile/${userId}/photo`).set('Cookie', who).send(body);
  const photoOf = async (id: string) =>
    (await t.dataSource.query('SELECT profile_photo_url FROM users WHERE id = $1', [id]))[0].profile_photo_url as string | null;
  /** A profile photo uploaded and made public: its object path. */
  const publicPhoto = async () => {
    const { url } = await uploadUrl();
    await request(t.server).put(local(url)).set('Content-Type', 'image/png').send(PNG).expect(200);
    return (await setAcl({ uploadURL: url, visibility: 'public' }).expect(200)).body.objectPath as string;
  };

  it('answers 401 without a session to upload-url, set-acl and the photo update', async () => {
    await request(t.server).post('/api/upload-url').expect(401);
    await request(t.server).post('/api/objects/set-acl').send({ uploadURL: 'x', visibility: 'public' }).expect(401);
    await request(t.server).patch(`/api/profile/${investor.id}/photo`).send({ profilePhotoUrl: null }).expect(401);
  });

  it('uploads a photo, makes it public, sets it on the profile, and anyone can then read it', async () => {
    const ticket = await uploadUrl();
    expect(ticket.url).toBe(ticket.uploadURL);
    expect(ticket.url).toMatch(/\/api\/storage\/uploads\/profile-photo\/[0-9a-f-]{36}\?/);
    await request(t.server).put(local(ticket.url)).set('Content-Type', 'image/png').send(PNG).expect(200);

    const res = await setAcl({ uploadURL: ticket.uploadURL, visibility: 'public' }).expect(200);
    const objectPath = res.body.objectPath as string;
    expect(objectPath).toMatch(/^\/api\/objects\/profile-photo\/[0-9a-f-]{36}$/);

    const updated = await setPhoto(investor.id, { profilePhotoUrl: objectPath }).expect(200);
    expect(updated.body).toEqual({ profilePhotoUrl: objectPath });
    expect((await request(t.server).get('/api/me').set('Cookie', cookie).expect(200)).body.profilePhotoUrl).toBe(objectPath);
    expect((await request(t.server).get(`/api/profile/${investor.id}`).set('Cookie', cookie).expect(200)).body.profilePhotoUrl).toBe(
      objectPath,
    );

    const read = await request(t.server).get(objectPath).expect(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(Buffer.from(read.body as Buffer).equals(PNG)).toBe(true);
  });

  it('refuses a file that is not an image as a profile photo', async () => {
    const { url } = await uploadUrl();
    const res = await request(t.server).put(local(url)).set('Content-Type', PDF_NAMED_PNG.mimeType).send(PDF_NAMED_PNG.buffer);
    expect(res.status).toBe(415);
    await setAcl({ uploadURL: url, visibility: 'public' }).expect(404);
  });

  it('never makes a KYC document public, and the document stays private', async () => {
    const ticket = await t.app.get(ObjectStorage).createUpload('kyc-document');
    await request(t.server).put(local(ticket.uploadURL)).set('Content-Type', 'application/pdf').send(PDF).expect(200);
    for (const uploadURL of [ticket.uploadURL, ticket.objectPath]) {
      const res = await setAcl({ uploadURL, visibility: 'public' }).expect(403);
      expect(res.body.message).toBe(MESSAGES.fileCannotBePublic);
    }
    expect((await t.app.get(ObjectStorage).stat(ticket.key))?.visibility).toBe('private');
    await request(t.server).get(ticket.objectPath).expect(404);
    await request(t.server)
      .get(ticket.objectPath)
      .set('Cookie', await sessionFor(t, await createUser(t)))
      .expect(404);
  });

  it('refuses other kinds that set-acl does not offer (e.g. activity documents)', async () => {
    const ticket = await t.app.get(ObjectStorage).createUpload('activity-document');
    const res = await setAcl({ uploadURL: ticket.uploadURL, visibility: 'public' }).expect(403);
    expect(res.body.message).toBe(MESSAGES.fileCannotBePublic);
  });

  it('answers 404 for a profile-photo upload URL whose file never arrived', async () => {
    const { url } = await uploadUrl();
    await setAcl({ uploadURL: url, visibility: 'public' }).expect(404);
  });

  it.each([
    ['a missing upload URL', { visibility: 'public' }, MESSAGES.uploadUrlRequired],
    ['an empty upload URL', { uploadURL: ' ', visibility: 'public' }, MESSAGES.uploadUrlRequired],
    [
      'a private visibility',
      { uploadURL: '/api/objects/profile-photo/00000000-0000-4000-8000-000000000000', visibility: 'private' },
      MESSAGES.visibilityPublicOnly,
    ],
    [
      'a missing visibility',
      { uploadURL: '/api/objects/profile-photo/00000000-0000-4000-8000-000000000000' },
      MESSAGES.visibilityPublicOnly,
    ],
    [
      'a URL this server did not issue',
      { uploadURL: 'https://evil.example.com/picture.png', visibility: 'public' },
      MESSAGES.uploadUrlUnknown,
    ],
  ])('set-acl refuses %s with its message', async (_case, body, message) => {
    const res = await setAcl(body).expect(400);
    expect(res.body.message).toBe(message);
  });

  it('refuses as a photo a private upload, a path of another kind and a foreign URL', async () => {
    const { url } = await uploadUrl();
    await request(t.server).put(local(url)).set('Content-Type', 'image/png').send(PNG).expect(200);
    const privatePath = new URL(url).pathname.replace('/api/storage/uploads/', '/api/objects/');
    const before = await photoOf(investor.id);
    // Well formed, but not a public photo stored here: the stored state refuses it (422).
    for (const profilePhotoUrl of [
      privatePath,
      '/api/objects/kyc-document/00000000-0000-4000-8000-000000000000',
      'https://example.com/me.png',
    ]) {
      const res = await setPhoto(investor.id, { profilePhotoUrl }).expect(422);
      expect(res.body).toEqual({ statusCode: 422, message: MESSAGES.profilePhotoInvalid, error: 'Unprocessable Entity' });
    }
    // Not a text at all, or no field: bad input (400).
    for (const body of [{ profilePhotoUrl: 42 }, {}]) {
      const res = await setPhoto(investor.id, body).expect(400);
      expect(res.body.message).toBe(MESSAGES.profilePhotoInvalid);
    }
    expect(await photoOf(investor.id)).toBe(before);
  });

  it('removes the photo with null', async () => {
    await setPhoto(investor.id, { profilePhotoUrl: await publicPhoto() }).expect(200);
    const res = await setPhoto(investor.id, { profilePhotoUrl: null }).expect(200);
    expect(res.body).toEqual({ profilePhotoUrl: null });
    expect(await photoOf(investor.id)).toBeNull();
  });

  it('deletes the stored file of a replaced photo and of a removed one', async () => {
    const first = await publicPhoto();
    await setPhoto(investor.id, { profilePhotoUrl: first }).expect(200);
    await setPhoto(investor.id, { profilePhotoUrl: first }).expect(200);
    await request(t.server).get(first).expect(200);
    const second = await publicPhoto();
    await setPhoto(investor.id, { profilePhotoUrl: second }).expect(200);
    await request(t.server).get(first).expect(404);
    await request(t.server).get(second).expect(200);
    await setPhoto(investor.id, { profilePhotoUrl: null }).expect(200);
    await request(t.server).get(second).expect(404);
  });

  it('keeps a replaced photo that another account still shows', async () => {
    const other = await createUser(t);
    await createKycApplication(t, { investorId: other.id, status: 'approved' });
    const otherCookie = await sessionFor(t, other);
    const shared = await publicPhoto();
    await setPhoto(investor.id, { profilePhotoUrl: shared }).expect(200);
    await setPhoto(other.id, { profilePhotoUrl: shared }, otherCookie).expect(200);
    await setPhoto(investor.id, { profilePhotoUrl: null }).expect(200);
    await request(t.server).get(shared).expect(200);
    await setPhoto(other.id, { profilePhotoUrl: null }, otherCookie).expect(200);
    await request(t.server).get(shared).expect(404);
  });

  it("answers 403 to another investor and to an admin setting an investor's photo, and changes nothing", async () => {
    const objectPath = await publicPhoto();
    const before = await photoOf(investor.id);
    for (const who of [await sessionFor(t, await createUser(t)), await sessionFor(t, await createUser(t, { role: 'admin' }))]) {
      const res = await setPhoto(investor.id, { profilePhotoUrl: objectPath }, who).expect(403);
      expect(res.body.message).toBe(MESSAGES.ownProfileOnly);
    }
    expect(await photoOf(investor.id)).toBe(before);
  });
});

import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { localPath as local, PDF_NAMED_PNG, PNG } from '../../../test/files.js';
import { signInAdminAndInvestor, type AdminAndInvestor } from '../../../test/signed-in.js';
import { createUser, sessionFor, useTestApp } from '../../../test/test-app.js';

const SLIDE = { title: 'Ijara Cooperative', buttonText: 'Learn more', buttonUrl: 'https://example.com/ijara' };
const IMAGE_INVALID = 'Image URL must be a slide image uploaded here and made public, or an http(s) URL';

/** POST /api/objects/upload {folder: 'marketing-slides'}, PUT, POST /api/objects/set-acl. */
describe('slide images', () => {
  const t = useTestApp();
  let { admin, investorCookie: investor } = {} as AdminAndInvestor;

  beforeAll(async () => {
    ({ admin, investorCookie: investor } = await signInAdminAndInvestor(t));
  });

  const slideCount = async () => Number((await t.dataSource.query('SELECT count(*) AS n FROM marketing_slides'))[0].n);
  const requestUpload = (body: Record<string, unknown>, cookie?: string) => {
    const req = request(t.server).post('/api/objects/upload');
    return (cookie ? req.set('Cookie', cookie) : req).send(body);
  };
  const slideUpload = async (filename = 'banner.png') =>
    (await requestUpload({ filename, contentType: 'image/png', folder: 'marketing-slides' }, admin).expect(200)).body.uploadURL as string;
  const setAcl = (uploadURL: string, cookie = admin) =>
    request(t.server).post('/api/objects/set-acl').set('Cookie', cookie).send({ uploadURL, visibility: 'public' });
  const createSlide = (imageUrl: string) =>
    request(t.server)
      .post('/api/admin/marketing-slides')
      .set('Cookie', admin)
      .send({ ...SLIDE, imageUrl });

  it('upload as admin, PUT a PNG, set-acl, create the slide with its objectPath; anyone can then read the image', async () => {
    const res = await requestUpload({ filename: 'banner.png', contentType: 'image/png', folder: 'marketing-slides' }, admin).expect(200);
    expect(Object.keys(res.body)).toEqual(['uploadURL']);
    expect(new URL(res.body.uploadURL).pathname).toMatch(/^\/api\/storage\/uploads\/slide-image\/[0-9a-f-]{36}$/);
    await request(t.server).put(local(res.body.uploadURL)).set('Content-Type', 'image/png').send(PNG).expect(200);
    const acl = await setAcl(res.body.uploadURL).expect(200);
    const objectPath = acl.body.objectPath as string;
    expect(objectPath).toMatch(/^\/api\/objects\/slide-image\/[0-9a-f-]{36}$/);

    const slide = await createSlide(objectPath).expect(201);
    expect(slide.body.imageUrl).toBe(objectPath);
    const listed = await request(t.server).get('/api/marketing-slides').expect(200);
    expect(listed.body.map((s: { imageUrl: string }) => s.imageUrl)).toContain(objectPath);

    const image = await request(t.server).get(objectPath).expect(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(Buffer.from(image.body as Buffer).equals(PNG)).toBe(true);
  });

  it('refuses a content type that is not an image with Invalid file type: {filename}', async () => {
    const res = await requestUpload({ filename: 'report.pdf', contentType: 'application/pdf', folder: 'marketing-slides' }, admin);
    expect(res.body).toEqual({ statusCode: 400, message: 'Invalid file type: report.pdf', error: 'Bad Request' });
  });

  it('validates the slide variant', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ contentType: 'image/png', folder: 'marketing-slides' }, 'File name is required'],
      [{ filename: 'a.png', folder: 'marketing-slides' }, 'Content type is required'],
      [{ filename: 'a.png', contentType: 'image/png', folder: 'assets' }, "Folder must be 'marketing-slides'"],
      [{ filename: 'a.png', contentType: 'image/png' }, "Folder must be 'marketing-slides'"],
    ];
    for (const [body, message] of cases) {
      const res = await requestUpload(body, admin);
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
  });

  it('gives no slide upload URL to an investor, to an anonymous caller or to an admin who must change their password', async () => {
    const body = { filename: 'a.png', contentType: 'image/png', folder: 'marketing-slides' };
    const pending = await sessionFor(t, await createUser(t, { role: 'admin', mustChangePassword: true }));
    for (const cookie of [investor, undefined, pending]) {
      const res = await requestUpload(body, cookie);
      expect([res.status, res.body.message]).toEqual([403, 'You do not have permission to do this']);
    }
  });

  it('keeps the empty-body KYC variant open to everyone, signed in or not', async () => {
    for (const cookie of [undefined, investor, admin]) {
      const res = await requestUpload({}, cookie).expect(200);
      expect(new URL(res.body.uploadURL).pathname).toMatch(/^\/api\/storage\/uploads\/kyc-document\//);
    }
  });

  it('refuses a file that is not an image at upload', async () => {
    const uploadURL = await slideUpload('fake.png');
    const res = await request(t.server).put(local(uploadURL)).set('Content-Type', PDF_NAMED_PNG.mimeType).send(PDF_NAMED_PNG.buffer);
    expect(res.status).toBe(415);
    await setAcl(uploadURL).expect(404);
  });

  it('lets only admins make a slide image public; a private one cannot go on a slide', async () => {
    const uploadURL = await slideUpload();
    await request(t.server).put(local(uploadURL)).set('Content-Type', 'image/png').send(PNG).expect(200);
    const objectPath = `/api/objects/${new URL(uploadURL).pathname.split('/uploads/')[1]}`;
    await setAcl(uploadURL, investor).expect(403);
    await request(t.server).get(objectPath).expect(404);

    const before = await slideCount();
    const res = await createSlide(objectPath);
    expect([res.status, res.body.message]).toEqual([400, IMAGE_INVALID]);
    const viaUploadUrl = await createSlide(uploadURL);
    expect(viaUploadUrl.status).toBe(201); // an http(s) URL is taken as given
    await request(t.server).delete(`/api/admin/marketing-slides/${viaUploadUrl.body.id}`).set('Cookie', admin).expect(200);
    expect(await slideCount()).toBe(before);
  });

  /** A slide image uploaded and made public: its object path. */
  const publicImage = async () => {
    const uploadURL = await slideUpload();
    await request(t.server).put(local(uploadURL)).set('Content-Type', 'image/png').send(PNG).expect(200);
    return (await setAcl(uploadURL).expect(200)).body.objectPath as string;
  };
  const inactiveSlide = async (imageUrl: string) =>
    (
      await request(t.server)
        .post('/api/admin/marketing-slides')
        .set('Cookie', admin)
        .send({ ...SLIDE, imageUrl, isActive: false })
        .expect(201)
    ).body.id as string;
  const deleteSlide = (id: string) => request(t.server).delete(`/api/admin/marketing-slides/${id}`).set('Cookie', admin).expect(200);

  it('deletes the stored image of a deleted slide once no other slide shows it', async () => {
    const image = await publicImage();
    const first = await inactiveSlide(image);
    const second = await inactiveSlide(image);
    await deleteSlide(first);
    await request(t.server).get(image).expect(200);
    await deleteSlide(second);
    await request(t.server).get(image).expect(404);
  });

  it("deletes a slide's stored image when an edit replaces it", async () => {
    const before = await publicImage();
    const id = await inactiveSlide(before);
    await request(t.server).patch(`/api/admin/marketing-slides/${id}`).set('Cookie', admin).send({ imageUrl: before }).expect(200);
    await request(t.server).get(before).expect(200);
    const after = await publicImage();
    await request(t.server).patch(`/api/admin/marketing-slides/${id}`).set('Cookie', admin).send({ imageUrl: after }).expect(200);
    await request(t.server).get(before).expect(404);
    await request(t.server).get(after).expect(200);
    await deleteSlide(id);
  });

  it('refuses a public profile photo as a slide image', async () => {
    const { url } = (await request(t.server).post('/api/upload-url').set('Cookie', investor).expect(200)).body as { url: string };
    await request(t.server).put(local(url)).set('Content-Type', 'image/png').send(PNG).expect(200);
    const photo = (await setAcl(url, investor).expect(200)).body.objectPath as string;
    const res = await createSlide(photo);
    expect([res.status, res.body.message]).toEqual([400, IMAGE_INVALID]);
  });
});

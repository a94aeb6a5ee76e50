import request from 'supertest';

import { localPath, PNG } from '../../../test/files.js';
import type { TestApp } from '../../../test/test-app.js';
import { Asset } from './asset.entity.js';

export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

export const keyOf = (objectPath: string) => objectPath.replace('/api/objects/', '');

/** An asset row with believable London values. */
export function createAsset(t: TestApp, overrides: Partial<Asset> = {}): Promise<Asset> {
  const repo = t.dataSource.getRepository(Asset);
  return repo.save(
    repo.create({
      name: `Canary Wharf Offices ${Math.random().toString(16).slice(2, 8)}`,
      type: 'Real Estate',
      purchaseValue: 2500000,
      currentValue: 2750000,
      address: '25 Canada Square, London E14 5LQ',
      propertyType: 'Commercial',
      occupancyRate: '92%',
      grossYield: '6.5%',
      operatingCosts: 85000,
      ...overrides,
    }),
  );
}

/** Requests an upload URL as an admin and PUTs `body` (a PNG unless told) to it. */
export async function uploadImage(t: TestApp, adminCookie: string, body: Buffer = PNG): Promise<{ url: string; objectPath: string }> {
  const res = await request(t.server)
    .post('/api/objects/request-upload')
    .set('Cookie', adminCookie)
    .send({ fileName: 'front.png', contentType: 'image/png', path: 'assets' })
    .expect(200);
  await request(t.server).put(localPath(res.body.url)).set('Content-Type', 'image/png').send(body).expect(200);
  return res.body as { url: string; objectPath: string };
}

/** Uploads a PNG and attaches it to the asset; answers the media view. */
export async function attachImage(t: TestApp, adminCookie: string, assetId: string, fileName = 'front.png') {
  const { url } = await uploadImage(t, adminCookie);
  const res = await request(t.server)
    .post(`/api/admin/assets/${assetId}/media`)
    .set('Cookie', adminCookie)
    .send({ mediaUrl: url, mediaType: 'image/png', fileName })
    .expect(201);
  return res.body as { id: string; assetId: string; mediaUrl: string; mediaType: string; fileName: string; uploadedAt: string };
}

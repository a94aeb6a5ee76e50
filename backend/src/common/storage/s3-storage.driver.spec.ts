import { describe, expect, it } from '@jest/globals';

import { S3ObjectStorage } from './s3-storage.driver.js';

describe('S3ObjectStorage.createUpload', () => {
  const storage = new S3ObjectStorage({
    endpoint: 'http://minio.local:9000',
    bucket: 'fund-objects',
    region: 'us-east-1',
    accessKeyId: 'AKIAEXAMPLE',
    secretAccessKey: 'secret-example',
  });

  it('presigns a PUT of a server-chosen key, path-style, valid for 15 minutes', async () => {
    const ticket = await storage.createUpload('scheme-document');
    expect(ticket.key).toMatch(/^scheme-document\/[0-9a-f-]{36}$/);
    expect(ticket.objectPath).toBe(`/api/objects/${ticket.key}`);
    const url = new URL(ticket.uploadURL);
    expect(url.origin).toBe('http://minio.local:9000');
    expect(url.pathname).toBe(`/fund-objects/${ticket.key}`);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(url.searchParams.get('X-Amz-Credential')).toContain('AKIAEXAMPLE');
  });

  it('issues a different key for every upload', async () => {
    const [a, b] = await Promise.all([storage.createUpload('asset-image'), storage.createUpload('asset-image')]);
    expect(a.key).not.toBe(b.key);
  });
});

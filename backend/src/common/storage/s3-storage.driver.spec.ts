import { describe, expect, it } from '@jest/globals';
import type { UploadKind } from '@fund/contracts';

import { S3ObjectStorage } from './s3-storage.driver.js';
import { SignedUploads, type UploadRecords } from './signed-uploads.js';

describe('S3ObjectStorage.createUpload', () => {
  const issued: [string, UploadKind][] = [];
  const records: UploadRecords = {
    issued: async (key, kind) => void issued.push([key, kind]),
    claim: async () => true,
    release: async () => undefined,
  };
  const NOW = Date.UTC(2030, 0, 1);
  const uploads = new SignedUploads({ appOrigin: 'https://fund.example.com', signingKey: 'k'.repeat(43), incomingDir: '/nonexistent', records, now: () => NOW });
  const storage = new S3ObjectStorage(uploads, {
    endpoint: 'http://minio.local:9000',
    bucket: 'fund-objects',
    region: 'us-east-1',
    accessKeyId: 'AKIAEXAMPLE',
    secretAccessKey: 'secret-example',
  });

  it("gives our own signed upload route for a server-chosen key, valid 5 minutes, never a URL of the bucket, and records it", async () => {
    const ticket = await storage.createUpload('scheme-document');
    expect(ticket.key).toMatch(/^scheme-document\/[0-9a-f-]{36}$/);
    expect(ticket.objectPath).toBe(`/api/objects/${ticket.key}`);
    const url = new URL(ticket.uploadURL);
    expect(url.origin).toBe('https://fund.example.com');
    expect(url.pathname).toBe(`/api/storage/uploads/${ticket.key}`);
    expect([...url.searchParams.keys()]).toEqual(['expires', 'signature']);
    expect(Number(url.searchParams.get('expires'))).toBe(NOW / 1000 + 300);
    expect(url.searchParams.get('signature')).toMatch(/^[\w-]{43}$/);
    expect(ticket.uploadURL).not.toContain('minio.local');
    expect(ticket.uploadURL).not.toContain('AKIAEXAMPLE');
    expect(issued).toContainEqual([ticket.key, 'scheme-document']);
  });

  it('issues a different key for every upload', async () => {
    const [a, b] = await Promise.all([storage.createUpload('asset-image'), storage.createUpload('asset-image')]);
    expect(a.key).not.toBe(b.key);
  });
});

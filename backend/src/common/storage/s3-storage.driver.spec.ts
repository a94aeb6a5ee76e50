import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { MESSAGES, type UploadKind } from '@fund/contracts';

import { PDF } from '../../../test/files.js';
import { S3ObjectStorage } from './s3-storage.driver.js';
import { SignedUploads, type UploadRecords } from './signed-uploads.js';

describe('S3ObjectStorage.createUpload', () => {
  const issued: [string, UploadKind][] = [];
  const records: UploadRecords = {
    issued: async (key, kind) => void issued.push([key, kind]),
    claim: async () => true,
    stored: async () => undefined,
    release: async () => undefined,
  };
  const NOW = Date.UTC(2030, 0, 1);
  const uploads = new SignedUploads({
    appOrigin: 'https://fund.example.com',
    signingKey: 'k'.repeat(43),
    incomingDir: '/nonexistent',
    records,
    now: () => NOW,
  });
  const storage = new S3ObjectStorage(uploads, {
    endpoint: 'http://minio.local:9000',
    bucket: 'fund-objects',
    region: 'us-east-1',
    accessKeyId: 'AKIAEXAMPLE',
    secretAccessKey: 'secret-example',
  });

  it('gives our own signed upload route for a server-chosen key, valid 5 minutes, never a URL of the bucket, and records it', async () => {
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

/**
 * s3rver honours If-None-Match only on reads, so the conditional write is checked on the request the
 * driver sends, to a small HTTP server that answers as S3 does: 200 for a new key, 412 for a taken one.
 */
describe('S3ObjectStorage: an upload never overwrites an object', () => {
  const puts: { url: string; headers: IncomingHttpHeaders }[] = [];
  const taken = new Set<string>();
  let server: Server;
  let incomingDir: string;
  let storage: S3ObjectStorage;
  beforeAll(async () => {
    server = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        const objectKey = (req.url ?? '').split('?')[0];
        if (req.method === 'PUT') puts.push({ url: objectKey, headers: req.headers });
        if (req.method === 'PUT' && req.headers['if-none-match'] === '*' && taken.has(objectKey)) {
          res.writeHead(412, { 'Content-Type': 'application/xml' });
          res.end(
            '<?xml version="1.0" encoding="UTF-8"?><Error><Code>PreconditionFailed</Code><Message>At least one of the pre-conditions you specified did not hold</Message></Error>',
          );
          return;
        }
        taken.add(objectKey);
        res.writeHead(200, { ETag: '"0"' });
        res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    incomingDir = await mkdtemp(path.join(os.tmpdir(), 'fund-test-s3-incoming-'));
    const records: UploadRecords = {
      issued: async () => undefined,
      claim: async () => true,
      stored: async () => undefined,
      release: async () => undefined,
    };
    const uploads = new SignedUploads({ appOrigin: 'https://fund.example.com', signingKey: 'k'.repeat(43), incomingDir, records });
    storage = new S3ObjectStorage(uploads, {
      endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      bucket: 'fund-objects',
      region: 'us-east-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret-example',
    });
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(incomingDir, { recursive: true, force: true });
  });

  const put = (uploadURL: string) => {
    const url = new URL(uploadURL);
    const key = /[a-z-]+\/[0-9a-f-]{36}/.exec(url.pathname)![0];
    const req = Object.assign(Readable.from([PDF]), { headers: { 'content-length': String(PDF.length) } });
    return storage.receive(key, url.searchParams.get('expires'), url.searchParams.get('signature'), req as never);
  };

  it('writes with If-None-Match: *, and answers 409 when the bucket already holds the key', async () => {
    const ticket = await storage.createUpload('kyc-document');
    await expect(put(ticket.uploadURL)).resolves.toMatchObject({ key: ticket.key, size: PDF.length });
    expect(puts.at(-1)).toMatchObject({ url: `/fund-objects/${ticket.key}`, headers: { 'if-none-match': '*' } });

    const again = await put(ticket.uploadURL).catch((error: { getStatus(): number; message: string }) => [
      error.getStatus(),
      error.message,
    ]);
    expect(again).toEqual([409, MESSAGES.uploadAlreadyUsed]);
  });
});

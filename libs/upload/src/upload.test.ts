import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { MESSAGES } from '@fund/contracts';

import { FakeXhr } from './testing.js';
import { PROGRESS_INTERVAL_MS, refusalOf, RETRY_DELAYS_MS, UploadError, uploadFile, type UploadProgress } from './upload.js';

const UPLOAD_URL = 'http://localhost:3000/api/storage/uploads/activity-document/abc?expires=1&signature=s';
const STORED = { objectPath: '/api/objects/activity-document/abc', size: 2048, contentType: 'application/pdf' };
const pdf = (size = 2048, name = 'Signed Contract.pdf') => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

beforeEach(() => {
  vi.useFakeTimers();
  FakeXhr.reset();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('refusalOf', () => {
  it("refuses a type the kind does not admit, in the spec's words", () => {
    expect(refusalOf('asset-image', { name: 'plan.gif', size: 10, type: 'image/gif' })).toBe('Invalid file type: plan.gif');
    expect(refusalOf('scheme-document', { name: 'photo.jpg', size: 10, type: 'image/jpeg' })).toBe('Invalid file type: photo.jpg');
    expect(refusalOf('kyc-document', { name: 'passport', size: 10, type: 'application/pdf' })).toBe('Invalid file type: passport');
  });

  it("refuses a file over the kind's size, in the spec's words", () => {
    expect(refusalOf('asset-image', { name: 'tower.png', size: 5 * 1024 * 1024 + 1, type: 'image/png' })).toBe('File too large: tower.png');
    expect(refusalOf('profile-photo', { name: 'me.JPG', size: 5 * 1024 * 1024 + 1, type: 'image/jpeg' })).toBe('File too large: me.JPG');
  });

  it('admits the limits themselves, any case of extension, and any image for slides', () => {
    expect(refusalOf('activity-document', { name: 'Receipt.PDF', size: 10 * 1024 * 1024, type: 'application/pdf' })).toBeNull();
    expect(refusalOf('slide-image', { name: 'banner.webp', size: 10, type: 'image/webp' })).toBeNull();
    expect(refusalOf('slide-image', { name: 'banner.pdf', size: 10, type: 'application/pdf' })).toBe('Invalid file type: banner.pdf');
  });
});

describe('uploadFile', () => {
  it('asks the caller for the upload URL, PUTs the file there once, and answers where it is stored', async () => {
    FakeXhr.scripts = [{ status: 200, body: STORED }];
    const requestUploadUrl = vi.fn(async () => UPLOAD_URL);
    const file = pdf();

    await expect(uploadFile({ kind: 'activity-document', file, requestUploadUrl })).resolves.toEqual({ uploadURL: UPLOAD_URL, ...STORED });

    expect(requestUploadUrl).toHaveBeenCalledWith(file);
    expect(FakeXhr.sent).toEqual([
      { method: 'PUT', url: UPLOAD_URL, headers: { 'Content-Type': 'application/pdf' }, body: file, at: expect.any(Number) },
    ]);
  });

  it("PUTs to the page's own origin when the server signed the URL on another loopback name of the same port (APP_ORIGIN unset)", async () => {
    const signed =
      'http://localhost:3000/api/storage/uploads/activity-documents/0b6f3f1e-9c1b-4d5e-8f7a-2a4b6c8d0e1f?expires=1&signature=abc';
    for (const [page, expected] of [
      [
        'http://127.0.0.1:3000',
        'http://127.0.0.1:3000/api/storage/uploads/activity-documents/0b6f3f1e-9c1b-4d5e-8f7a-2a4b6c8d0e1f?expires=1&signature=abc',
      ],
      [
        'http://[::1]:3000',
        'http://[::1]:3000/api/storage/uploads/activity-documents/0b6f3f1e-9c1b-4d5e-8f7a-2a4b6c8d0e1f?expires=1&signature=abc',
      ],
      ['http://localhost:3000', signed],
      // Another port, or a host that is not loopback: the URL as signed.
      ['http://127.0.0.1:4000', signed],
      ['http://fund.example.com:3000', signed],
    ]) {
      vi.stubGlobal('location', new URL(page));
      FakeXhr.sent = [];
      FakeXhr.scripts = [{ status: 200, body: STORED }];
      await expect(uploadFile({ kind: 'activity-document', file: pdf(), requestUploadUrl: async () => signed })).resolves.toEqual({
        uploadURL: signed,
        ...STORED,
      });
      expect({ page, url: FakeXhr.sent[0].url }).toEqual({ page, url: expected });
    }
  });

  it('refuses size and type before asking for a URL or sending anything', async () => {
    const requestUploadUrl = vi.fn(async () => UPLOAD_URL);

    const tooLarge = uploadFile({
      kind: 'asset-image',
      file: new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'a.png', { type: 'image/png' }),
      requestUploadUrl,
    });
    await expect(tooLarge).rejects.toEqual(new UploadError('File too large: a.png'));
    const wrongType = uploadFile({ kind: 'asset-image', file: pdf(10, 'a.pdf'), requestUploadUrl });
    await expect(wrongType).rejects.toThrow('Invalid file type: a.pdf');

    expect(requestUploadUrl).not.toHaveBeenCalled();
    expect(FakeXhr.sent).toEqual([]);
  });

  it('reports progress at most every 500 ms, and always the end', async () => {
    // Progress every 200 ms: 0 ms, 200, 400, 600, 800 -> reported at 0 and 600, then 100% at the end.
    FakeXhr.scripts = [{ progress: [100, 500, 900, 1300, 1700], status: 200, body: STORED }];
    const seen: UploadProgress[] = [];

    await uploadFile({ kind: 'activity-document', file: pdf(), requestUploadUrl: async () => UPLOAD_URL, onProgress: (p) => seen.push(p) });

    expect(PROGRESS_INTERVAL_MS).toBe(500);
    expect(seen).toEqual([
      { loaded: 100, total: 2048, percent: 4 },
      { loaded: 1300, total: 2048, percent: 63 },
      { loaded: 2048, total: 2048, percent: 100 },
    ]);
  });

  it('retries a failed send after 0, 1, 3 and 5 seconds, then gives up with "Upload failed"', async () => {
    FakeXhr.scripts = [{ networkError: true }, { status: 503 }, { networkError: true }, { status: 500 }, { status: 502 }];
    const started = Date.now();

    const upload = uploadFile({ kind: 'activity-document', file: pdf(), requestUploadUrl: async () => UPLOAD_URL });
    const outcome = expect(upload).rejects.toEqual(new UploadError('Upload failed', 502));
    await vi.runAllTimersAsync();
    await outcome;

    expect(RETRY_DELAYS_MS).toEqual([0, 1000, 3000, 5000]);
    const gaps = FakeXhr.sent.map((s, i) => s.at - (i === 0 ? started : FakeXhr.sent[i - 1].at));
    expect(gaps).toEqual([0, 0, 1000, 3000, 5000]);
    expect(new Set(FakeXhr.sent.map((s) => s.url))).toEqual(new Set([UPLOAD_URL]));
  });

  it('succeeds on a retry', async () => {
    FakeXhr.scripts = [{ networkError: true }, { status: 429 }, { status: 200, body: STORED }];

    const upload = uploadFile({ kind: 'activity-document', file: pdf(), requestUploadUrl: async () => UPLOAD_URL });
    const outcome = expect(upload).resolves.toEqual({ uploadURL: UPLOAD_URL, ...STORED });
    await vi.runAllTimersAsync();
    await outcome;

    expect(FakeXhr.sent).toHaveLength(3);
  });

  it("does not retry the server's refusal and passes on its message", async () => {
    FakeXhr.scripts = [{ status: 413, body: { statusCode: 413, message: 'File too large: contract.pdf', error: 'Payload Too Large' } }];

    await expect(uploadFile({ kind: 'activity-document', file: pdf(), requestUploadUrl: async () => UPLOAD_URL })).rejects.toEqual(
      new UploadError('File too large: contract.pdf', 413),
    );

    expect(FakeXhr.sent).toHaveLength(1);
  });

  it('does not retry a 507 (no room for uploads) and passes on its message', async () => {
    const full = { statusCode: 507, message: MESSAGES.uploadStorageFull, error: 'Insufficient Storage' };
    FakeXhr.scripts = [{ status: 507, body: full }];

    await expect(uploadFile({ kind: 'activity-document', file: pdf(), requestUploadUrl: async () => UPLOAD_URL })).rejects.toEqual(
      new UploadError(full.message, 507),
    );

    expect(FakeXhr.sent).toHaveLength(1);
  });

  it("passes on the server's last message once the retries are spent (a quota's 429)", async () => {
    const quota = { statusCode: 429, message: MESSAGES.uploadQuotaUser, error: 'Too Many Requests' };
    FakeXhr.scripts = Array.from({ length: 5 }, () => ({ status: 429, body: quota }));

    const upload = uploadFile({ kind: 'activity-document', file: pdf(), requestUploadUrl: async () => UPLOAD_URL });
    const outcome = expect(upload).rejects.toEqual(new UploadError(quota.message, 429));
    await vi.runAllTimersAsync();
    await outcome;

    expect(FakeXhr.sent).toHaveLength(5);
  });

  it('passes on a failure to get the upload URL as it is', async () => {
    const failure = new Error('Failed to get upload URL');

    await expect(
      uploadFile({ kind: 'activity-document', file: pdf(), requestUploadUrl: async () => Promise.reject(failure) }),
    ).rejects.toBe(failure);

    expect(FakeXhr.sent).toEqual([]);
  });

  it('stops when aborted, during a send or while waiting to retry', async () => {
    const during = new AbortController();
    const sending = uploadFile({ kind: 'activity-document', file: pdf(), requestUploadUrl: async () => UPLOAD_URL, signal: during.signal });
    await vi.waitFor(() => expect(FakeXhr.pending).toHaveLength(1));
    during.abort();
    await expect(sending).rejects.toMatchObject({ name: 'AbortError' });

    FakeXhr.sent = [];
    FakeXhr.scripts = [{ networkError: true }, { networkError: true }];
    const waiting = new AbortController();
    const retrying = uploadFile({
      kind: 'activity-document',
      file: pdf(),
      requestUploadUrl: async () => UPLOAD_URL,
      signal: waiting.signal,
    });
    const outcome = expect(retrying).rejects.toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(500);
    expect(FakeXhr.sent).toHaveLength(2); // the first try and the 0 s retry; the next waits for 1 s
    waiting.abort();
    await outcome;
    await vi.runAllTimersAsync();
    expect(FakeXhr.sent).toHaveLength(2);
  });
});

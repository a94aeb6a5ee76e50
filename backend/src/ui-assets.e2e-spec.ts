import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { useTestApp, type TestApp } from '../test/test-app.js';

// The built apps' files as a browser gets them (issue 21 item 5): precompressed brotli or gzip as the
// request's Accept-Encoding allows, hashed assets cached for a year, index.html revalidated on every
// visit. Runs against the real builds (`npm run build`), as the journeys do.

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const CHROME = 'gzip, deflate, br, zstd';
const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';

function built(app: 'admin-ui' | 'investor-ui') {
  const dist = path.join(ROOT, app, 'dist');
  const indexFile = path.join(dist, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`${app} is not built: run \`npm run build -w ${app}\` first`);
  const index = readFileSync(indexFile, 'utf8');
  const url = (pattern: RegExp) => {
    const found = pattern.exec(index)?.[1];
    if (!found) throw new Error(`${app}/dist/index.html names no ${pattern}`);
    return found;
  };
  const script = url(/<script type="module"[^>]* src="([^"]+\.js)"/);
  const stylesheet = url(/<link rel="stylesheet"[^>]* href="([^"]+\.css)"/);
  const base = app === 'admin-ui' ? '/admin' : '';
  const file = (assetUrl: string) => readFileSync(path.join(dist, assetUrl.slice(base.length)));
  return { index: Buffer.from(index), script, stylesheet, file };
}

/** The body as the browser reads it (decoded), with the bytes that crossed the wire. */
const raw = (res: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

const get = (t: TestApp, url: string, acceptEncoding: string) =>
  request(t.server)
    .get(url)
    .set('Accept-Encoding', acceptEncoding)
    .buffer(true)
    .parse(raw as never);

const varies = (res: request.Response) =>
  String(res.headers.vary ?? '')
    .split(/\s*,\s*/)
    .map((v) => v.toLowerCase());

describe('UI files: compression and caching', () => {
  const t = useTestApp();
  const portal = built('investor-ui');
  const admin = built('admin-ui');

  it('serves a hashed script as brotli to a browser that accepts it, cached for a year', async () => {
    const res = await get(t, portal.script, CHROME).expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
    expect(res.headers['cache-control']).toBe(YEAR_IMMUTABLE);
    expect(varies(res)).toContain('accept-encoding');
    expect(Number(res.headers['content-length'])).toBeLessThan(portal.file(portal.script).length / 2);
    expect(res.body).toEqual(portal.file(portal.script));
  });

  it('serves the back office stylesheet as brotli with its own type, cached for a year', async () => {
    const res = await get(t, admin.stylesheet, CHROME).expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(res.headers['cache-control']).toBe(YEAR_IMMUTABLE);
    expect(res.body).toEqual(admin.file(admin.stylesheet));
  });

  it.each([
    ['gzip, deflate', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
  ])('answers Accept-Encoding "%s" with %s', async (acceptEncoding, encoding) => {
    const res = await get(t, admin.script, acceptEncoding).expect(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(varies(res)).toContain('accept-encoding');
    expect(res.body).toEqual(admin.file(admin.script));
  });

  it('serves the file as it is to a client that accepts no compression', async () => {
    const res = await get(t, portal.script, 'identity').expect(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe(YEAR_IMMUTABLE);
    expect(varies(res)).toContain('accept-encoding');
    expect(Number(res.headers['content-length'])).toBe(portal.file(portal.script).length);
    expect(res.body).toEqual(portal.file(portal.script));
  });

  it.each([
    ['/login', 'portal'],
    ['/investor', 'portal'],
    ['/', 'portal'],
    ['/admin', 'admin'],
    ['/admin/investors', 'admin'],
    // The back office's Assets screens share the assets/ prefix of the built files: they are pages.
    ['/admin/assets/0b9b5a3e-6c1d-4f7a-9a43-2f7c1e0d9b11/edit', 'admin'],
    ['/admin/assets/create', 'admin'],
    ['/index.html', 'portal'],
    ['/admin/index.html', 'admin'],
  ] as const)('answers %s with the %s index.html, compressed and revalidated on every visit', async (url, app) => {
    const res = await get(t, url, CHROME).expect(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBe('br');
    expect(varies(res)).toContain('accept-encoding');
    expect(res.body).toEqual((app === 'admin' ? admin : portal).index);
  });

  it('answers a missing hashed asset with a 404, not the index page (a stale chunk fails loudly)', async () => {
    for (const url of ['/assets/index-0000000a.js', '/admin/assets/index-0000000a.js']) {
      const res = await request(t.server).get(url).expect(404);
      expect(res.body).toEqual({ statusCode: 404, message: 'Not found', error: 'Not Found' });
    }
  });

  it('does not serve the precompressed files by their own names', async () => {
    for (const suffix of ['.br', '.gz']) {
      const res = await request(t.server).get(`${portal.script}${suffix}`).expect(404);
      expect(res.body).toEqual({ statusCode: 404, message: 'Not found', error: 'Not Found' });
    }
  });
});

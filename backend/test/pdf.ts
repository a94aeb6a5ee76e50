import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';

import { JobRunner } from '../src/common/jobs/job-runner.js';
import type { TestApp } from './test-app.js';

// The printed documents as the tests read them: downloaded whole, read back with poppler's tools.

const saved = (bytes: Buffer) => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'document-')), 'doc.pdf');
  writeFileSync(file, bytes);
  return file;
};

/** The text of a PDF as pdftotext reads it (logical order for right-to-left text), bidi marks removed. */
export function pdfText(bytes: Buffer): string {
  return execFileSync('pdftotext', [saved(bytes), '-'], { encoding: 'utf8' }).replace(/[\u200e\u200f\u202a-\u202e]/g, '');
}

/** The fonts a PDF embeds, as pdffonts names them. */
export function pdfFonts(bytes: Buffer): string {
  return execFileSync('pdffonts', [saved(bytes)], { encoding: 'utf8' });
}

/** GETs a file with the caller's cookie, its bytes whole in `body`. */
export const download = async (t: TestApp, cookie: string, url: string) =>
  (await request(t.server)
    .get(url)
    .set('Cookie', cookie)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    })) as request.Response & { body: Buffer };

/** Runs every queued job until none is due (the documents job prints in slices). */
export async function runJobs(t: TestApp): Promise<void> {
  for (let i = 0; i < 5; i++) await t.app.get(JobRunner).runDue();
}

